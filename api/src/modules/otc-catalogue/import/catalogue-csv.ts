import { parse } from 'csv-parse/sync';
import type { OtcRiskClass } from '@harmo/contracts/otc-catalogue';
import {
  JAN_MESSAGES_EN,
  OTC_LIMITS,
  OTC_RISK_CLASSES,
  OTC_RISK_CLASS_LABELS_JA,
  janCodeIssue,
  normalizeJanInput,
} from '@harmo/contracts/otc-catalogue';
import { asciiDigits, textProblem } from '@harmo/contracts/text';
import type { CatalogueProduct } from '../store';

/**
 * The catalogue CSV: a header row, then one product per row. Columns are found by their header
 * (English or Japanese), in any order; other columns are ignored.
 *
 *   jan / JANコード                     EAN-13 or EAN-8 with a valid check digit
 *   name / 商品名                       required
 *   maker / 製造販売元                  optional
 *   ingredients / 成分                  optional; several separated by ; or ；
 *   risk_class / リスク区分             第1類, 指定第2類, 第2類 or 第3類 (or class1 … class3)
 */
export const CATALOGUE_COLUMNS = {
  janCode: ['jan', 'jan_code', 'JANコード', 'JAN'],
  name: ['name', '商品名', '名称'],
  maker: ['maker', '製造販売元', 'メーカー'],
  ingredients: ['ingredients', '成分'],
  riskClass: ['risk_class', 'リスク区分'],
} as const;

type Column = keyof typeof CATALOGUE_COLUMNS;

export type CatalogueEncoding = 'utf-8' | 'shift_jis';

export interface RowProblem {
  /** The line of the file the row starts on (the header is line 1). */
  line: number;
  problem: string;
}

export type CatalogueReading =
  | { ok: true; encoding: CatalogueEncoding; products: CatalogueProduct[] }
  | { ok: false; encoding: CatalogueEncoding | null; problems: RowProblem[] };

/** At most this many row problems are reported; a file with more is surely the wrong file. */
const PROBLEMS_SHOWN = 100;

/** Risk class labels as written in the file (全角 digits read as ASCII) → api code. */
const RISK_CLASS_BY_LABEL = new Map<string, OtcRiskClass>([
  ...OTC_RISK_CLASSES.map((code) => [code.toLowerCase(), code] as const),
  ...OTC_RISK_CLASSES.map((code) => [OTC_RISK_CLASS_LABELS_JA[code], code] as const),
]);

function riskClassOf(value: string): OtcRiskClass | null {
  const label = asciiDigits(value)
    .replace(/\s|医薬品/g, '')
    .toLowerCase();
  return RISK_CLASS_BY_LABEL.get(label) ?? null;
}

/**
 * The file's text: UTF-8 (with or without BOM) when it is valid UTF-8, otherwise Shift_JIS
 * (Windows-31J, what spreadsheet software in Japan saves). `encoding` forces one.
 */
export function decodeCatalogueFile(
  bytes: Uint8Array,
  encoding?: CatalogueEncoding,
): { text: string; encoding: CatalogueEncoding } | { error: string } {
  const decode = (label: CatalogueEncoding) =>
    new TextDecoder(label, { fatal: true, ignoreBOM: false }).decode(bytes);
  const order: CatalogueEncoding[] = encoding ? [encoding] : ['utf-8', 'shift_jis'];
  for (const label of order) {
    try {
      return { text: decode(label), encoding: label };
    } catch {
      // Not this encoding; try the next.
    }
  }
  return {
    error: encoding
      ? `the file is not valid ${encoding} text`
      : 'the file is neither UTF-8 nor Shift_JIS text',
  };
}

function columnIndexes(header: readonly string[]): Record<Column, number> | string {
  const normalized = header.map((name) => name.replace(/^\ufeff/, '').trim());
  const found = {} as Record<Column, number>;
  for (const [column, names] of Object.entries(CATALOGUE_COLUMNS) as [
    Column,
    readonly string[],
  ][]) {
    const index = normalized.findIndex((name) =>
      names.some((candidate) => candidate.toLowerCase() === name.toLowerCase()),
    );
    found[column] = index;
  }
  const missing = (['janCode', 'name', 'riskClass'] as const).filter((c) => found[c] < 0);
  if (missing.length > 0) {
    return `the header row lacks ${missing.map((c) => CATALOGUE_COLUMNS[c][0]).join(', ')} (found: ${normalized.join(', ')})`;
  }
  return found;
}

const characterCount = (value: string) => [...value].length;

function productOf(
  cells: readonly string[],
  columns: Record<Column, number>,
): CatalogueProduct | string {
  const cell = (column: Column) =>
    (columns[column] >= 0 ? (cells[columns[column]] ?? '') : '').trim();
  const janCode = normalizeJanInput(cell('janCode'));
  const janIssue = janCodeIssue(janCode);
  if (janIssue) return `JAN "${cell('janCode')}": ${JAN_MESSAGES_EN[janIssue]}`;
  const name = cell('name');
  if (!name) return 'the name is empty';
  if (characterCount(name) > OTC_LIMITS.nameMaxLength) {
    return `the name is longer than ${OTC_LIMITS.nameMaxLength} characters`;
  }
  const maker = cell('maker');
  if (characterCount(maker) > OTC_LIMITS.makerMaxLength) {
    return `the maker is longer than ${OTC_LIMITS.makerMaxLength} characters`;
  }
  const ingredients = cell('ingredients')
    .split(/[;；]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (ingredients.length > OTC_LIMITS.ingredients) {
    return `more than ${OTC_LIMITS.ingredients} ingredients`;
  }
  if (ingredients.some((part) => characterCount(part) > OTC_LIMITS.ingredientMaxLength)) {
    return `an ingredient is longer than ${OTC_LIMITS.ingredientMaxLength} characters`;
  }
  const riskClass = riskClassOf(cell('riskClass'));
  if (!riskClass) {
    return `risk class "${cell('riskClass')}" is not one of ${Object.values(OTC_RISK_CLASS_LABELS_JA).join(', ')}`;
  }
  const texts = [name, maker, ...ingredients];
  if (texts.some((value) => textProblem(value, { refuseBidi: true }) !== undefined)) {
    return 'a cell holds a line break, a control character or a text-direction character';
  }
  return { janCode, name, maker: maker || null, ingredients, riskClass };
}

/**
 * Reads a whole catalogue file. Every row is checked before anything is written: a file with
 * any bad row gives the list of its problems with line numbers and no product, so a catalogue
 * is never half imported. A code that appears twice is a problem too (which row would win?).
 */
export function readCatalogueCsv(
  bytes: Uint8Array,
  encoding?: CatalogueEncoding,
): CatalogueReading {
  const decoded = decodeCatalogueFile(bytes, encoding);
  if ('error' in decoded)
    return { ok: false, encoding: null, problems: [{ line: 0, problem: decoded.error }] };
  let records: { record: string[]; info: { lines: number }; raw: string }[];
  try {
    // Line endings become LF first, so that line numbers count lines as an editor shows them.
    records = parse(decoded.text.replace(/\r\n?/g, '\n'), {
      bom: true,
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, encoding: decoded.encoding, problems: [{ line: 0, problem: message }] };
  }
  const [header, ...rows] = records;
  if (!header) {
    return {
      ok: false,
      encoding: decoded.encoding,
      problems: [{ line: 1, problem: 'the file is empty' }],
    };
  }
  const columns = columnIndexes(header.record);
  if (typeof columns === 'string') {
    return { ok: false, encoding: decoded.encoding, problems: [{ line: 1, problem: columns }] };
  }

  const problems: RowProblem[] = [];
  const products: CatalogueProduct[] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    // info.lines is the line the record ends on; a quoted cell may span several lines, and the
    // raw text starts with the empty lines skipped before it.
    const line = row.info.lines - (row.raw.replace(/^\n+|\n$/g, '').match(/\n/g)?.length ?? 0);
    const product = productOf(row.record, columns);
    if (typeof product === 'string') {
      problems.push({ line, problem: product });
      continue;
    }
    const earlier = firstLineOf.get(product.janCode);
    if (earlier !== undefined) {
      problems.push({ line, problem: `JAN ${product.janCode} is already on line ${earlier}` });
      continue;
    }
    firstLineOf.set(product.janCode, line);
    products.push(product);
  }
  if (problems.length > 0) {
    return { ok: false, encoding: decoded.encoding, problems: problems.slice(0, PROBLEMS_SHOWN) };
  }
  if (products.length === 0) {
    return {
      ok: false,
      encoding: decoded.encoding,
      problems: [{ line: 2, problem: 'the file holds no product' }],
    };
  }
  return { ok: true, encoding: decoded.encoding, products };
}
