import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db';

export interface StoredBlob {
  contentType: string;
  data: Buffer;
}

/**
 * Where file contents (prescription photos) live. Behind this interface so that an object store
 * can take the bytes out of the database later; whatever implements it must be shared by every
 * api instance (never one instance's disk), since any instance serves any request.
 */
export interface BlobStore {
  /** Stores the bytes and answers the new object's key. */
  put(data: Buffer, contentType: string, db?: Queryable): Promise<string>;
  get(key: string): Promise<StoredBlob | null>;
  delete(key: string, db?: Queryable): Promise<void>;
}

/**
 * The default: a `blobs` table in the api's own PostgreSQL database. A write may join the
 * caller's transaction (`db`), so a photo and the row naming it are stored together or not at all.
 */
export function postgresBlobStore(database: Queryable): BlobStore {
  return {
    async put(data, contentType, db = database) {
      const key = randomUUID();
      await db.query(
        `INSERT INTO blobs (key, content_type, byte_size, sha256, data) VALUES ($1, $2, $3, $4, $5)`,
        [key, contentType, data.length, createHash('sha256').update(data).digest('hex'), data],
      );
      return key;
    },
    async get(key) {
      const { rows } = await database.query<{ content_type: string; data: Uint8Array }>(
        'SELECT content_type, data FROM blobs WHERE key = $1',
        [key],
      );
      const row = rows[0];
      if (!row) return null;
      return { contentType: row.content_type, data: Buffer.from(row.data) };
    },
    async delete(key, db = database) {
      await db.query('DELETE FROM blobs WHERE key = $1', [key]);
    },
  };
}
