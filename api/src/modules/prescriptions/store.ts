import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db';
import type { Prescription, PrescriptionPhotoType } from '@harmo/contracts/prescriptions';
import type { BlobStore } from './blob-store';
import type { CleanPhoto } from './photo';
import type { ParsedQr } from './qr';

interface PrescriptionRow {
  id: string;
  patient_id: string;
  kind: 'photo' | 'qr';
  image_key: string | null;
  image_content_type: PrescriptionPhotoType | null;
  image_width: number | null;
  image_height: number | null;
  image_bytes: number | null;
  qr_data: ParsedQr | null;
  created_at: Date;
}

/** A stored prescription: the contract's answer plus where its image is. */
export interface StoredPrescription {
  prescription: Prescription;
  imageKey: string | null;
}

const COLUMNS = `id, patient_id, kind, image_key, image_content_type, image_width, image_height,
  image_bytes, qr_data, created_at`;

function toStored(row: PrescriptionRow): StoredPrescription {
  return {
    imageKey: row.image_key,
    prescription: {
      id: row.id,
      patientId: row.patient_id,
      kind: row.kind,
      createdAt: row.created_at.toISOString(),
      photo:
        row.kind === 'photo' && row.image_content_type
          ? {
              contentType: row.image_content_type,
              width: row.image_width ?? 0,
              height: row.image_height ?? 0,
              bytes: row.image_bytes ?? 0,
            }
          : null,
      qr: row.qr_data,
    },
  };
}

export type NewPrescriptionContent =
  { kind: 'photo'; photo: CleanPhoto } | { kind: 'qr'; qr: ParsedQr };

/** Stores a prescription, its photo in the blob store within the same transaction. */
export async function insertPrescription(
  tx: Queryable,
  blobs: BlobStore,
  input: {
    patientId: string;
    createdByAccountId: string;
    content: NewPrescriptionContent;
    now: Date;
  },
): Promise<StoredPrescription> {
  const { content } = input;
  const photo = content.kind === 'photo' ? content.photo : null;
  const imageKey = photo ? await blobs.put(photo.data, photo.contentType, tx) : null;
  const { rows } = await tx.query<PrescriptionRow>(
    `INSERT INTO prescriptions (id, patient_id, created_by_account_id, kind, image_key,
       image_content_type, image_width, image_height, image_bytes, qr_data, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11)
     RETURNING ${COLUMNS}`,
    [
      randomUUID(),
      input.patientId,
      input.createdByAccountId,
      content.kind,
      imageKey,
      photo?.contentType ?? null,
      photo?.width ?? null,
      photo?.height ?? null,
      photo?.data.length ?? null,
      content.kind === 'qr' ? JSON.stringify(content.qr) : null,
      input.now,
    ],
  );
  return toStored(rows[0]!);
}

export async function findPrescription(
  db: Queryable,
  id: string,
): Promise<StoredPrescription | null> {
  const { rows } = await db.query<PrescriptionRow>(
    `SELECT ${COLUMNS} FROM prescriptions WHERE id = $1`,
    [id],
  );
  return rows[0] ? toStored(rows[0]) : null;
}
