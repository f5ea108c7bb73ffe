import { fetchRemoteDeclarations, navigationUrl } from './get-navigation';

const declarations: Record<string, unknown> = {
  'http://emap.test/navigation.json': [
    {
      id: 'emap.pharmacies',
      to: '/emap',
      labelKey: 'nav.pharmacies',
      placement: 'tab',
      order: 10,
      icon: 'pharmacy',
    },
  ],
  // A declaration the host cannot place: refused, with the remote's entries only.
  'http://mynapo.test/navigation.json': [{ id: 'mynapo.x', to: '/mynapo' }],
};

const fakeFetch = (async (input: string | URL | Request) => {
  const url = String(input);
  if (!(url in declarations)) return new Response('not found', { status: 404 });
  return new Response(JSON.stringify(declarations[url]), { status: 200 });
}) as typeof fetch;

describe('reading the remotes’ navigation declarations', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('reads the file beside each manifest', () => {
    expect(navigationUrl('https://cdn.example/emap/mf-manifest.json')).toBe(
      'https://cdn.example/emap/navigation.json',
    );
  });

  it('tags each entry with its remote’s namespace; a down or broken remote loses only its own', async () => {
    const entries = await fetchRemoteDeclarations(
      new Map([
        ['emap', 'http://emap.test/mf-manifest.json'],
        ['mynapo', 'http://mynapo.test/mf-manifest.json'],
        ['guidance', 'http://guidance.test/mf-manifest.json'],
      ]),
      fakeFetch,
    );
    expect(entries).toEqual([
      expect.objectContaining({ id: 'emap.pharmacies', namespace: 'emap', to: '/emap' }),
    ]);
    expect(console.warn).toHaveBeenCalledTimes(2);
  });
});
