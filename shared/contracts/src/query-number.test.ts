import { NearestQuery } from './facilities';
import { ClientsQuery } from './oauth';

const TOKYO = { lat: '35.681', lng: '139.767' };

function latitudeIssue(lat: string): string | undefined {
  const result = NearestQuery.safeParse({ ...TOKYO, lat });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === 'lat')?.message;
}

describe('a number in a query', () => {
  it.each(['35.681', '-35', '+35', '35.', '.5', '3.5e1', '1e-7', '0'])(
    'reads the decimal text %s',
    (lat) => {
      const result = NearestQuery.safeParse({ ...TOKYO, lat });
      expect(result.success).toBe(true);
      expect(result.data?.lat).toBe(Number(lat));
    },
  );

  it.each([
    ['hexadecimal', '0x10'],
    ['binary', '0b1'],
    ['octal', '0o7'],
    ['a leading space', ' 35'],
    ['a trailing tab', '35\t'],
    ['Infinity', 'Infinity'],
    ['a lone sign', '-'],
    ['a lone point', '.'],
    ['full-width digits', '３５'],
    ['a comma for the point', '35,6'],
  ])('refuses %s as not a number', (_label, lat) => {
    expect(latitudeIssue(lat)).toBe('must be a number');
  });

  it('keeps each parameter’s own bounds and messages', () => {
    expect(latitudeIssue('91')).toBe('must be between -90 and 90');
    const page = NearestQuery.safeParse({ ...TOKYO, limit: '1.5' });
    expect(page.error?.issues[0]?.message).toBe('must be a whole number');
  });

  it('leaves a missing parameter to its default or to being optional', () => {
    const result = NearestQuery.parse(TOKYO);
    expect(result.limit).toBe(20);
    expect(result.maxDistance).toBeUndefined();
    expect(ClientsQuery.parse({})).toEqual({ limit: 50, offset: 0 });
  });

  it('refuses a page size in hexadecimal in the list of OAuth clients', () => {
    expect(ClientsQuery.safeParse({ limit: '0x10' }).success).toBe(false);
    expect(ClientsQuery.parse({ limit: '10', offset: '20' })).toEqual({ limit: 10, offset: 20 });
  });
});
