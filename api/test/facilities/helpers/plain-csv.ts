import fs from 'node:fs';

/**
 * A deliberately small RFC 4180 reader, independent of the importer's CSV library, so that the
 * tests count rows their own way: quoted fields, doubled quotes, commas and newlines in quotes.
 */
export function readPlainCsv(file: string): Record<string, string>[] {
  const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  const [header = [], ...rows] = records.filter((r) => r.some((cell) => cell !== ''));
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

/** A coordinate pair the way the data README defines "has coordinates": present and not 0.0. */
export function hasCoordinates(lat: string | undefined, lng: string | undefined): boolean {
  const a = Number(lat);
  const b = Number(lng);
  return (
    lat !== undefined &&
    lat.trim() !== '' &&
    lng !== undefined &&
    lng.trim() !== '' &&
    Number.isFinite(a) &&
    Number.isFinite(b) &&
    a !== 0 &&
    b !== 0
  );
}
