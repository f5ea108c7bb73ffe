import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  JanCodeParams,
  OTC_CATALOGUE_PATHS,
  OtcCatalogueEntry,
} from '@harmo/contracts/otc-catalogue';
import type { Queryable } from '../../../db';
import { ErrorResponse, notFound } from '../../../http/errors';
import { findCatalogueEntry } from '../store';

const TAGS = ['otc-catalogue'];

/** The catalogue look-up (the signed-in user; the caller registers it behind the id-token hook). */
export function catalogueRoutes({ db }: { db: Queryable }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      OTC_CATALOGUE_PATHS.entry,
      {
        schema: {
          tags: TAGS,
          summary: 'The OTC catalogue entry of a JAN code',
          params: JanCodeParams,
          response: { 200: OtcCatalogueEntry, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) => {
        const entry = await findCatalogueEntry(db, request.params.janCode);
        if (!entry)
          throw notFound('The catalogue has no product with this JAN code', 'otc_not_found');
        return entry;
      },
    );
  };
}
