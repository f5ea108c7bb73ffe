/**
 * Opaque paging cursors. A cursor holds the offset of the next page and the data version it was
 * made at; a cursor from before a data change still pages on (the ranking may have moved a
 * little), and anything that is not a cursor we issued is rejected.
 */
export function encodeCursor(offset: number, version: number): string {
  return Buffer.from(JSON.stringify({ o: offset, v: version })).toString('base64url');
}

export function decodeCursor(cursor: string): { offset: number; version: number } | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { o, v } = value as { o?: unknown; v?: unknown };
    if (!Number.isSafeInteger(o) || (o as number) < 0 || !Number.isSafeInteger(v)) return null;
    return { offset: o as number, version: v as number };
  } catch {
    return null;
  }
}

export function nextCursor(
  offset: number,
  pageSize: number,
  total: number,
  version: number,
): string | null {
  const next = offset + pageSize;
  return pageSize > 0 && next < total ? encodeCursor(next, version) : null;
}
