/**
 * Reader of the JAHIS 電子版お薬手帳データフォーマット (the medication notebook QR code,
 * header `JAHISTC01` … `JAHISTC08`): `parseJahisTc(symbols)` gives the full notebook or a
 * refusal; `summarizeJahisTcNotebook(notebook)` the compact form the command line prints.
 */
export { parseJahisTc } from './parse';
export type { JahisTcParseOptions, JahisTcSymbol } from './parse';
export { summarizeJahisTcNotebook } from './summary';
export type * from './types';
