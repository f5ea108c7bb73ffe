/**
 * How well a word matches a facility; lower is better. Names starting with the query come
 * first, then readings (kana) starting with it, then names and readings containing it, then
 * addresses.
 */
export const enum MatchTier {
  ExactName = 0,
  NamePrefix = 1,
  KanaPrefix = 2,
  NameContains = 3,
  KanaContains = 4,
  AddressContains = 5,
}

const FIELD_END = '\u0001';

/**
 * All facilities' folded name, kana and address in one string, each field closed by a control
 * character. A word is looked for with one indexOf pass over the whole text, which V8 runs far
 * faster than one includes() per facility; a facility is found from an offset by walking the
 * (sorted) start offsets alongside.
 */
export class TextHaystack {
  private readonly text: string;
  /** Start of facility p's name; its kana starts at kanaStart[p], its address at addressStart[p]. */
  private readonly nameStart: Uint32Array;
  private readonly kanaStart: Uint32Array;
  private readonly addressStart: Uint32Array;

  constructor(fields: readonly { name: string; kana: string; address: string }[]) {
    this.nameStart = new Uint32Array(fields.length + 1);
    this.kanaStart = new Uint32Array(fields.length);
    this.addressStart = new Uint32Array(fields.length);
    const parts: string[] = [];
    let offset = 0;
    fields.forEach((field, position) => {
      this.nameStart[position] = offset;
      this.kanaStart[position] = offset + field.name.length + 1;
      this.addressStart[position] = offset + field.name.length + field.kana.length + 2;
      parts.push(field.name, FIELD_END, field.kana, FIELD_END, field.address, FIELD_END);
      offset += field.name.length + field.kana.length + field.address.length + 3;
    });
    this.nameStart[fields.length] = offset;
    this.text = parts.join('');
  }

  /**
   * Calls `visit` once for every facility containing `word`, in position order, with how well
   * the word matches it.
   */
  forEachMatch(word: string, visit: (position: number, tier: MatchTier) => void): void {
    if (word === '') return;
    const { text, nameStart } = this;
    let position = 0;
    for (let at = text.indexOf(word); at !== -1;) {
      while ((nameStart[position + 1] ?? Infinity) <= at) position += 1;
      visit(position, this.tier(position, word, at));
      // Later occurrences in the same facility cannot improve on the first one's tier check.
      at = text.indexOf(word, nameStart[position + 1] ?? text.length);
    }
  }

  /** Whether facility `position` contains `word` in its name, kana or address. */
  contains(position: number, word: string): boolean {
    return this.text
      .slice(this.nameStart[position] ?? 0, this.nameStart[position + 1] ?? 0)
      .includes(word);
  }

  /** One folded field of facility `position`. */
  field(position: number, field: 'name' | 'kana' | 'address'): string {
    const [from, to] =
      field === 'name'
        ? [this.nameStart[position], this.kanaStart[position]]
        : field === 'kana'
          ? [this.kanaStart[position], this.addressStart[position]]
          : [this.addressStart[position], this.nameStart[position + 1]];
    return this.text.slice(from ?? 0, (to ?? 1) - 1);
  }

  private tier(position: number, word: string, firstAt: number): MatchTier {
    const name = this.nameStart[position] ?? 0;
    const kana = this.kanaStart[position] ?? 0;
    const address = this.addressStart[position] ?? 0;
    if (firstAt === name) {
      return kana - 1 - name === word.length ? MatchTier.ExactName : MatchTier.NamePrefix;
    }
    if (this.text.startsWith(word, kana)) return MatchTier.KanaPrefix;
    if (firstAt < kana) return MatchTier.NameContains;
    if (firstAt < address) return MatchTier.KanaContains;
    return MatchTier.AddressContains;
  }
}
