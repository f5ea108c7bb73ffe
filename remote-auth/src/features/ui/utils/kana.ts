/** Hiragana that have a katakana twin 0x60 code points above (ぁ…ゖ, ゝ, ゞ). */
const HIRAGANA = /[\u3041-\u3096\u309D\u309E]/g;
/** Half-width katakana and their sound marks (ｦ…ﾟ), and the half-width long-vowel mark. */
const HALF_WIDTH_KATAKANA = /[\uFF61-\uFF9F]+/g;

/**
 * A reading as the kana field keeps it: hiragana become katakana (やまだ → ヤマダ) and half-width
 * katakana become full-width (ﾔﾏﾀﾞ → ヤマダ, the sound mark joined to its letter). Everything
 * else is left for the field's rule to judge.
 */
export function toKatakana(value: string): string {
  return value
    .replace(HIRAGANA, (char) => String.fromCharCode(char.charCodeAt(0) + 0x60))
    .replace(HALF_WIDTH_KATAKANA, (run) => run.normalize('NFKC'));
}
