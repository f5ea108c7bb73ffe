/** Raised when a file lacks a column its format needs: the import stops before writing anything. */
export class ImportFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFormatError';
  }
}

/** Headers compared after NFKC, so `正式名称(フリガナ)` and `正式名称（フリガナ）` are the same column. */
function sameHeader(a: string, b: string): boolean {
  return a.normalize('NFKC').trim() === b.normalize('NFKC').trim();
}

/** The file's own spelling of the first candidate column it has, or null. */
export function findColumn(
  headers: readonly string[],
  candidates: readonly string[],
): string | null {
  for (const candidate of candidates) {
    const found = headers.find((header) => sameHeader(header, candidate));
    if (found !== undefined) return found;
  }
  return null;
}

export function requireColumn(
  headers: readonly string[],
  candidates: readonly string[],
  format: string,
): string {
  const found = findColumn(headers, candidates);
  if (found === null) {
    throw new ImportFormatError(
      `This is not a ${format} file: it has no column ${candidates.join(' or ')}.`,
    );
  }
  return found;
}
