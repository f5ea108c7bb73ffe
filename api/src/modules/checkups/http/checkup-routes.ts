import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db';
import { ErrorResponse, HttpError } from '../../../http/errors';
import {
  CHECKUP_IMPORT_LIMITS,
  CHECKUP_PATHS,
  CHECKUP_XML_MEDIA_TYPES,
  CHECKUP_ZIP_MEDIA_TYPES,
  CheckupImportResponse,
  CheckupsResponse,
  ImportQuery,
} from '@harmo/contracts/checkups';
import { PatientParams } from '@harmo/contracts/medications';
import { importUpload } from '../import/import-upload';
import { withUploadedFile } from '../import/upload';
import { ArchiveRefusal } from '../import/zip-bundle';
import { listCheckups } from '../store/checkups';
import type { PatientAccess } from './patient-access';

export const TAGS = ['checkups'];

const UPLOAD_MEDIA_TYPES = [
  ...CHECKUP_XML_MEDIA_TYPES,
  ...CHECKUP_ZIP_MEDIA_TYPES,
  'application/octet-stream',
];

/**
 * The request body of an upload, still unread. Held in a private field so that the boundary's
 * text check, which walks a parsed body's own properties, sees nothing to walk (it would
 * otherwise crawl the stream's buffered bytes one by one).
 */
class RawUpload {
  readonly #stream: Readable;
  constructor(stream: Readable) {
    this.#stream = stream;
  }
  get stream(): Readable {
    return this.#stream;
  }
}

/**
 * A patient's check-ups: the list over the years, and the import of the ministry's files. The
 * caller must act for the patient (patient-access.ts). An upload is the raw file as the body,
 * streamed to disk, so a 20 MB bundle is never held in memory.
 */
export function checkupRoutes(options: {
  db: Database;
  access: PatientAccess;
  now: () => Date;
}): FastifyPluginAsyncZod {
  const { db, access, now } = options;
  return async (app) => {
    app.addHook('onRequest', access.hook);
    // The body stays a stream here; the import route writes it to disk with its own cap.
    app.addContentTypeParser(UPLOAD_MEDIA_TYPES, (_request, payload, done) => {
      done(null, new RawUpload(payload));
    });

    app.get(
      CHECKUP_PATHS.checkups,
      {
        schema: {
          tags: TAGS,
          summary: "The patient's check-ups over the years, each result marked",
          params: PatientParams,
          response: { 200: CheckupsResponse, 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) => {
        const { patientId } = await access.actingFor(request, request.params.patientId);
        return { patientId, checkups: await listCheckups(db, patientId) };
      },
    );

    app.post(
      CHECKUP_PATHS.imports,
      {
        schema: {
          tags: TAGS,
          summary: 'Import a check-up file or the ministry’s zip bundle for the patient',
          description:
            'The body is the file itself: one 特定健診 CDA XML file (application/xml) or the ' +
            'ministry’s zip bundle (application/zip; index file and DATA folder), at most ' +
            `${CHECKUP_IMPORT_LIMITS.maxUploadBytes} bytes. Every check-up file gets its own ` +
            'result; a refused file never stops the others. A whole archive is refused (400) ' +
            'when it is not a zip, holds an unsafe path, or expands like a zip bomb.',
          params: PatientParams,
          querystring: ImportQuery,
          response: {
            200: CheckupImportResponse,
            400: ErrorResponse,
            401: ErrorResponse,
            404: ErrorResponse,
            413: ErrorResponse,
            415: ErrorResponse,
          },
        },
      },
      async (request) => {
        const { patientId, patient } = await access.actingFor(request, request.params.patientId);
        // Media types are case-insensitive (RFC 9110): APPLICATION/XML is application/xml.
        const mediaType =
          (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        const body = request.body instanceof RawUpload ? request.body.stream : null;
        if (!UPLOAD_MEDIA_TYPES.includes(mediaType) || !body) {
          throw new HttpError(
            415,
            'unsupported_media_type',
            `Send the file as ${UPLOAD_MEDIA_TYPES.join(', ')}`,
          );
        }
        const target = {
          patientAccountId: patientId,
          gender: patient.gender,
          birthDate: patient.birthDate,
          source: 'file' as const,
        };
        try {
          const files = await withUploadedFile(
            body,
            CHECKUP_IMPORT_LIMITS.maxUploadBytes,
            (filePath, size) =>
              importUpload(
                db,
                target,
                { fileName: request.query.fileName, filePath, size },
                now,
                request.log,
              ),
          );
          return { files };
        } catch (error) {
          if (error instanceof ArchiveRefusal) throw new HttpError(400, error.code, error.message);
          throw error;
        }
      },
    );
  };
}
