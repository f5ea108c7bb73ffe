import {
  CreateProjectBody,
  JOIN_CODE_ALPHABET,
  JoinCode,
  PROJECT_MESSAGES_EN,
  formatJoinCode,
  normalizeJoinCode,
  projectJoinUrl,
} from './projects';

describe('join codes', () => {
  it('reads a typed code whatever its case, grouping and width', () => {
    expect(normalizeJoinCode('7K3Q-9XCD-M2PA')).toBe('7K3Q9XCDM2PA');
    expect(normalizeJoinCode(' 7k3q 9xcd m2pa ')).toBe('7K3Q9XCDM2PA');
    expect(normalizeJoinCode('７Ｋ３Ｑ－９ＸＣＤ－Ｍ２ＰＡ')).toBe('7K3Q9XCDM2PA');
  });

  it('reads the letters that look like digits as those digits', () => {
    expect(normalizeJoinCode('OIL0-0000-0000')).toBe('011000000000');
  });

  it('refuses codes of the wrong length or with letters outside the alphabet', () => {
    expect(normalizeJoinCode('7K3Q-9XCD-M2P')).toBeNull();
    expect(normalizeJoinCode('7K3Q-9XCD-M2PAA')).toBeNull();
    expect(normalizeJoinCode('7K3Q-9XCD-M2PU')).toBeNull();
    expect(JoinCode.safeParse('nope').success).toBe(false);
    expect(JOIN_CODE_ALPHABET).toHaveLength(32);
  });

  it('is shown in groups of four and leads to the project page', () => {
    expect(formatJoinCode('7K3Q9XCDM2PA')).toBe('7K3Q-9XCD-M2PA');
    expect(
      projectJoinUrl(
        'https://harmo.example/',
        '0b9c7a4e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
        '7K3Q9XCDM2PA',
      ),
    ).toBe(
      'https://harmo.example/projects/0b9c7a4e-1f2d-4c3b-9a8e-7d6c5b4a3f21?joinCode=7K3Q9XCDM2PA',
    );
  });
});

describe('creating a project', () => {
  const valid = {
    title: '服薬フォロー',
    organiser: 'ひまわり薬局',
    scopes: ['patient.medications'],
    startDate: '2026-04-01',
  };

  it('takes a project with no end date and no description', () => {
    expect(CreateProjectBody.parse(valid)).toMatchObject({ endDate: null, description: '' });
  });

  it('refuses an end before the start, no scopes and repeated scopes', () => {
    expect(CreateProjectBody.safeParse({ ...valid, endDate: '2026-03-31' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['endDate'] }),
    ]);
    expect(CreateProjectBody.safeParse({ ...valid, scopes: [] }).success).toBe(false);
    expect(
      CreateProjectBody.safeParse({
        ...valid,
        scopes: ['patient.medications', 'patient.medications'],
      }).success,
    ).toBe(false);
    expect(CreateProjectBody.safeParse({ ...valid, scopes: ['openid'] }).success).toBe(false);
  });

  it('refuses days outside this century, once each, and says which', () => {
    for (const [field, date] of [
      ['startDate', '0000-01-01'],
      ['startDate', '0025-04-01'],
      ['endDate', '2100-01-01'],
    ] as const) {
      expect(CreateProjectBody.safeParse({ ...valid, [field]: date }).error?.issues).toEqual([
        expect.objectContaining({ path: [field], message: PROJECT_MESSAGES_EN.dateOutOfRange }),
      ]);
    }
    expect(
      CreateProjectBody.safeParse({ ...valid, startDate: '2026-02-30' }).error?.issues,
    ).toEqual([
      expect.objectContaining({
        path: ['startDate'],
        message: 'must be a date written YYYY-MM-DD',
      }),
    ]);
    expect(CreateProjectBody.safeParse({ ...valid, endDate: '2099-12-31' }).success).toBe(true);
  });
});
