import { newDispensingOrderPath, returnPathWithFacility } from './return-to';

const facility = { id: 'demo:42', name: '【デモ】さくら薬局 駅前店' };

describe('returning a picked facility', () => {
  it("adds the facility to the caller's path, keeping its query and hash", () => {
    const path = returnPathWithFacility('/guidance/new?step=pharmacy#top', facility);
    expect(path).not.toBeNull();
    const url = new URL(path!, 'https://example.test');
    expect(url.pathname).toBe('/guidance/new');
    expect(url.hash).toBe('#top');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      step: 'pharmacy',
      facilityId: 'demo:42',
      facilityName: '【デモ】さくら薬局 駅前店',
    });
  });

  it('replaces a facility the path already carried', () => {
    const path = returnPathWithFacility('/guidance/new?facilityId=old&facilityName=x', facility)!;
    const params = new URL(path, 'https://example.test').searchParams;
    expect(params.getAll('facilityId')).toEqual(['demo:42']);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example/steal'],
    ['a backslash trick', '/\\evil.example'],
    ['a dot segment that resolves to another host', '/..//evil.example/steal'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'guidance/new'],
    ['nothing', ''],
    ['no parameter', null],
  ])('refuses %s', (_label, returnTo) => {
    expect(returnPathWithFacility(returnTo, facility)).toBeNull();
  });

  it('continues a prescription with the chosen pharmacy', () => {
    const path = newDispensingOrderPath(facility);
    const url = new URL(path, 'https://example.test');
    expect(url.pathname).toBe('/guidance/new');
    expect(url.searchParams.get('facilityId')).toBe('demo:42');
    expect(url.searchParams.get('facilityName')).toBe('【デモ】さくら薬局 駅前店');
  });
});
