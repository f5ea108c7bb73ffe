/**
 * People's names in running text, as the language lists them ("佐藤 一郎、佐藤 トメ";
 * "Ichiro Sato and Tome Sato"), each kept on one line: a break between family and given name
 * reads as two people.
 */
export function nameList(names: readonly string[], language: string): string {
  const whole = names.map((name) => name.replace(/[ \u3000]+/g, '\u00a0'));
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(whole);
}

/** Other items in running text ("SMS、認証アプリ"; "SMS and authenticator app"). */
export function itemList(items: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
}
