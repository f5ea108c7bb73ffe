import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../../db';
import { ErrorResponse, badRequest, notFound } from '../../../http/errors';
import { scheduleMomentAt } from '../opening-hours/japan-time';
import type { Clock } from '../opening-hours/japan-time';
import { isOpenAt } from '../opening-hours/is-open';
import { prefectureByCode } from '../import/prefectures';
import { findFacility } from '../store/read-facilities';
import { queryWords } from '../text/fold-japanese';
import { areaListing, municipalityCounts, prefectureCounts } from '../search/area-query';
import type { ReadIndexHolder } from '../search/index-holder';
import { mapQuery } from '../search/map-query';
import { nearestQuery } from '../search/nearest-query';
import { nextCursor } from '../search/page-cursor';
import { textQuery } from '../search/text-query';
import { filterFrom, offsetFrom, summary } from './request-helpers';
import {
  AreaParams,
  AreaResponse,
  FACILITIES_PATH,
  AreasQuery,
  AreasResponse,
  FacilityDetail,
  FacilityParams,
  ListQuery,
  MapQuery,
  MapResponse,
  NearestQuery,
  NearestResponse,
  PageResponse,
  SearchQuery,
} from '@harmo/contracts/facilities';

export const FACILITIES_PREFIX = FACILITIES_PATH;

export interface FacilityRouteContext {
  db: Queryable;
  holder: ReadIndexHolder;
  clock: Clock;
}

const TAGS = ['facilities'];
const errors = { 400: ErrorResponse };

export function facilityRoutes(context: FacilityRouteContext): FastifyPluginAsyncZod {
  const { db, holder, clock } = context;

  return async (app) => {
    // `?lat=` means no latitude, not latitude 0: blank parameters are dropped before validation.
    app.addHook('preValidation', async (request) => {
      const query = request.query as Record<string, unknown>;
      for (const [key, value] of Object.entries(query)) if (value === '') delete query[key];
    });

    app.get(
      '/map',
      {
        schema: {
          tags: TAGS,
          summary: 'Clusters and facilities in a map view',
          description:
            'Clusters at low zoom, single facilities at high zoom; never more than 400 items ' +
            '(capped: true when some were left out).',
          querystring: MapQuery,
          response: { 200: MapResponse, ...errors },
        },
      },
      async (request) => {
        const { west, south, east, north, zoom, ...filters } = request.query;
        const index = await holder.current();
        return mapQuery(index, { west, south, east, north }, zoom, filterFrom(filters, clock()));
      },
    );

    app.get(
      '/nearest',
      {
        schema: {
          tags: TAGS,
          summary: 'Facilities nearest a point, nearest first',
          querystring: NearestQuery,
          response: { 200: NearestResponse, ...errors },
        },
      },
      async (request) => {
        const { lat, lng, limit, maxDistance, ...filters } = request.query;
        const now = clock();
        const index = await holder.current();
        const matches = index.matcher(filterFrom(filters, now));
        const nearby = nearestQuery(index, { lat, lng }, limit, matches, maxDistance);
        return {
          facilities: nearby.map(({ position, distanceMeters }) => ({
            ...summary(index, position, now),
            distanceMeters: Math.round(distanceMeters),
          })),
        };
      },
    );

    app.get(
      '/search',
      {
        schema: {
          tags: TAGS,
          summary: 'Find facilities by name, kana or address',
          description:
            'Full/half width, hiragana/katakana, long-vowel marks, spaces and case are ignored. ' +
            'Names starting with the query come first; with lat, lng and nearMeters, the ' +
            'matches within nearMeters of that point come before all others, nearest first.',
          querystring: SearchQuery,
          response: { 200: PageResponse, ...errors },
        },
      },
      async (request) => {
        const { q, limit, cursor, lat, lng, nearMeters, ...filters } = request.query;
        const offset = offsetFrom(cursor);
        const now = clock();
        const index = await holder.current();
        const words = queryWords(q);
        if (words.length === 0) throw badRequest('q has nothing to search for', 'validation_error');
        const near =
          lat !== undefined && lng !== undefined && nearMeters !== undefined
            ? { lat, lng, meters: nearMeters }
            : undefined;
        const found = textQuery(
          index,
          words,
          index.matcher(filterFrom(filters, now)),
          offset,
          limit,
          near,
        );
        return {
          facilities: found.positions.map((position) => summary(index, position, now)),
          total: found.total,
          nextCursor: nextCursor(offset, found.positions.length, found.total, index.version),
        };
      },
    );

    app.get(
      '/areas',
      {
        schema: {
          tags: TAGS,
          summary: 'Prefectures with their number of facilities',
          querystring: AreasQuery,
          response: { 200: AreasResponse, ...errors },
        },
      },
      async (request) => {
        const index = await holder.current();
        const prefectures = prefectureCounts(
          index,
          index.matcher(filterFrom(request.query, clock())),
        );
        return { prefectures, total: prefectures.reduce((sum, p) => sum + p.count, 0) };
      },
    );

    app.get(
      '/areas/:prefectureCode',
      {
        schema: {
          tags: TAGS,
          summary: 'Municipalities of a prefecture with their number of facilities',
          params: AreaParams,
          querystring: AreasQuery,
          response: { 200: AreaResponse, ...errors },
        },
      },
      async (request) => {
        const prefecture = prefectureByCode(request.params.prefectureCode);
        if (!prefecture) throw notFound('No such prefecture');
        const index = await holder.current();
        const matches = index.matcher(filterFrom(request.query, clock()));
        const municipalities = municipalityCounts(index, prefecture.code, matches);
        const count = municipalities.reduce((sum, m) => sum + m.count, 0);
        return { prefecture: { ...prefecture, count }, municipalities };
      },
    );

    app.get(
      '/',
      {
        schema: {
          tags: TAGS,
          summary: 'Facilities of a prefecture or municipality, in kana order',
          querystring: ListQuery,
          response: { 200: PageResponse, ...errors },
        },
      },
      async (request) => {
        const { prefectureCode, municipality, limit, cursor, ...filters } = request.query;
        const offset = offsetFrom(cursor);
        const now = clock();
        const index = await holder.current();
        const matches = index.matcher(filterFrom(filters, now));
        const page = areaListing(index, { prefectureCode, municipality }, matches, offset, limit);
        return {
          facilities: page.positions.map((position) => summary(index, position, now)),
          total: page.total,
          nextCursor: nextCursor(offset, page.positions.length, page.total, index.version),
        };
      },
    );

    app.get(
      '/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'One facility with everything known about it',
          params: FacilityParams,
          response: { 200: FacilityDetail, 404: ErrorResponse, ...errors },
        },
      },
      async (request) => {
        const facility = await findFacility(db, request.params.id);
        if (!facility) throw notFound('No facility with this id');
        const now = clock();
        const moment = scheduleMomentAt(now);
        const active = facility.withdrawnAt === null;
        return {
          ...facility,
          today: moment.day,
          openNow: active ? isOpenAt(facility.openingHours, moment) : null,
          active,
          updatedAt: facility.updatedAt.toISOString(),
        };
      },
    );
  };
}
