/** A trimmed cell, or null when empty. */
export function text(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * A location from two cells. The open data writes 0.0 for an unknown coordinate (never a point
 * in the Gulf of Guinea), so zero, blank or unreadable cells mean "no location".
 */
export function location(
  latText: string | undefined,
  lngText: string | undefined,
): { lat: number; lng: number } | null {
  const lat = Number(text(latText) ?? NaN);
  const lng = Number(text(lngText) ?? NaN);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat === 0 || lng === 0) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/**
 * The ministry's facility IDs are 13 digits; files passed through a spreadsheet lose leading
 * zeros, so digit-only IDs are padded back. Anything else is kept as written.
 */
export function facilityCode(value: string | undefined): string | null {
  const code = text(value)?.normalize('NFKC') ?? null;
  if (code === null) return null;
  return /^\d{1,13}$/.test(code) ? code.padStart(13, '0') : code;
}

/** '2026/3/9', '2026-03-09', '20260309', '２０２６年３月９日' → '2026-03-09'; null otherwise. */
export function isoDate(value: string | undefined): string | null {
  const raw = text(value)?.normalize('NFKC') ?? null;
  if (raw === null) return null;
  const match =
    /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(raw) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(raw);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The release date in a file name such as `05_pharmacy_20250601.csv` or `hospitals-2025-06-01.csv`. */
export function dateInFileName(file: string): string | null {
  const name = file.split(/[\\/]/).pop() ?? '';
  const match = /(\d{4})-?(\d{2})-?(\d{2})(?!\d)/.exec(name);
  return match ? isoDate(`${match[1]}-${match[2]}-${match[3]}`) : null;
}

/** '0' / '1' flags; null when blank or anything else. */
export function flag(value: string | undefined): boolean | null {
  const raw = text(value)?.normalize('NFKC') ?? null;
  if (raw === '1') return true;
  if (raw === '0') return false;
  return null;
}

export function count(value: string | undefined): number | null {
  const raw = text(value)?.normalize('NFKC') ?? null;
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}
