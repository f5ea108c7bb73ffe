import i18next from 'i18next';
import {
  NAVIGATION_LABELS_NAMESPACE,
  fetchRemoteDeclarations,
  navigationUrl,
  withServedLabels,
} from './fetch-navigation';

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

describe('labels served with a declaration', () => {
  const entry = {
    id: 'guidance.prescriptions',
    to: '/guidance',
    labelKey: 'nav.prescriptions',
    placement: 'tab' as const,
    order: 20,
    icon: 'prescription' as const,
    namespace: 'guidance',
  };

  it('are what the bar shows in either language, without the remote’s strings', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ja', fallbackLng: 'ja', resources: {} });
    const shown = withServedLabels(
      { ...entry, labels: { ja: '処方箋', en: 'Prescriptions' } },
      i18n,
    );
    expect(shown).not.toHaveProperty('labels');
    expect(i18n.t(shown.labelKey, { ns: shown.namespace })).toBe('処方箋');
    await i18n.changeLanguage('en');
    expect(i18n.t(shown.labelKey, { ns: shown.namespace })).toBe('Prescriptions');
    // The remote's own namespace stays unloaded: its screens still read their whole file.
    expect(i18n.hasResourceBundle('ja', 'guidance')).toBe(false);
    expect(shown.namespace).toBe(NAVIGATION_LABELS_NAMESPACE);
  });

  it('leave an entry that came without them in its remote’s namespace', () => {
    const addResource = jest.fn();
    expect(withServedLabels(entry, { addResource } as never)).toEqual(entry);
    expect(addResource).not.toHaveBeenCalled();
  });
});
