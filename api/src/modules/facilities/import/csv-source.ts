import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';

export type CsvRow = Readonly<Record<string, string | undefined>>;

export interface CsvSource {
  headers: readonly string[];
  rows: AsyncIterable<CsvRow>;
}

/**
 * Streams a UTF-8 CSV file (with or without BOM) as rows keyed by header name. Header names are
 * trimmed; cells are kept as written. Files are large (the ministry's pharmacy file has 61,000
 * rows of 128 columns), so rows are read one at a time.
 */
export async function openCsv(file: string): Promise<CsvSource> {
  let headers: string[] = [];
  const parser = createReadStream(file).pipe(
    parse({
      bom: true,
      columns: (header: string[]) => {
        headers = header.map((name) => name.trim());
        return headers;
      },
      relax_column_count: true,
      skip_empty_lines: true,
    }),
  );
  const iterator = parser[Symbol.asyncIterator]() as AsyncIterator<CsvRow>;
  // Reading the first row fixes the headers before any caller needs them.
  const first = await iterator.next();
  async function* rows(): AsyncGenerator<CsvRow> {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
  }
  return { headers, rows: rows() };
}
