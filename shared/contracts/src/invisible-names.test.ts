import { RecordOtcMedicationBody } from './otc-catalogue';
import { clientFieldSchemas } from './oauth';
import { PROFILE_MESSAGES_EN, profileFieldSchemas } from './profile';
import { CreateProjectBody } from './projects';
import { trimInvisible } from './text';

// Each shows nothing on its own; typed or pasted alone, a name looked given and was blank.
const INVISIBLE = [
  ['a zero-width space', '\u200B'],
  ['a word joiner', '\u2060'],
  ['a soft hyphen', '\u00AD'],
  ['a byte-order mark', '\uFEFF'],
  ['a Hangul filler', '\u3164'],
  ['a braille blank', '\u2800'],
  ['ideographic spaces and a zero-width joiner', '\u3000\u200D\u3000'],
] as const;

describe('a name of invisible characters alone', () => {
  it.each(INVISIBLE)('is empty once trimmed: %s', (_label, value) => {
    expect(trimInvisible(value)).toBe('');
  });

  it('keeps what is inside a name and trims only its ends', () => {
    expect(trimInvisible('\u200B山田\u3000花子\u200B ')).toBe('山田\u3000花子');
    expect(trimInvisible('👨\u200D👩\u200D👧')).toBe('👨\u200D👩\u200D👧');
  });

  it.each(INVISIBLE)('is refused as a missing name in a profile: %s', (_label, value) => {
    const { name } = profileFieldSchemas();
    const result = name.safeParse(value);
    expect(result.error?.issues[0]?.message).toBe(PROFILE_MESSAGES_EN.required);
  });

  it('is refused as a missing name for an OAuth client, a medicine and a project', () => {
    expect(clientFieldSchemas().name.safeParse('\u200B').success).toBe(false);
    expect(RecordOtcMedicationBody.safeParse({ name: '\u2060', startDate: '2024-01-01' })).toEqual(
      expect.objectContaining({ success: false }),
    );
    const project = CreateProjectBody.safeParse({
      title: '\u200B',
      organiser: '\u3164',
      scopes: ['patient.profile'],
      startDate: '2099-01-01',
    });
    expect(project.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'organiser',
      'title',
    ]);
  });

  it('stores a real name without the invisible characters at its ends', () => {
    const { name } = profileFieldSchemas();
    expect(name.parse('\u200B山田 花子\uFEFF')).toBe('山田 花子');
  });
});
