import i18next from 'i18next';
import { stringsBackend } from './strings-backend';

const fetchMock = jest.fn();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

const answer = (status: number, body: unknown) =>
  ({
    ok: status < 400,
    status,
    json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
  }) as Response;

const urlOf = (language: string, namespace: string) => `/locales/${language}/${namespace}.json`;

/** One read through the backend: the error, and the strings or whether i18next should read again. */
function read(language: string, namespace: string) {
  return new Promise<[unknown, unknown]>((resolve) => {
    stringsBackend(urlOf).read(language, namespace, (error, data) => resolve([error, data]));
  });
}

describe('the strings backend', () => {
  it('reads a namespace with the request the page’s preload stands for', async () => {
    fetchMock.mockResolvedValue(answer(200, { title: 'お薬手帳' }));
    expect(await read('ja', 'common')).toEqual([null, { title: 'お薬手帳' }]);
    expect(fetchMock).toHaveBeenCalledWith('/locales/ja/common.json', {
      mode: 'cors',
      credentials: 'same-origin',
    });
  });

  it('asks for another read when the network or the server may get over it', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await read('ja', 'emap'))[1]).toBe(true);
    for (const status of [500, 503, 408, 429]) {
      fetchMock.mockResolvedValueOnce(answer(status, {}));
      const [error, again] = await read('ja', 'emap');
      expect({ status, error: error instanceof Error, again }).toEqual({
        status,
        error: true,
        again: true,
      });
    }
  });

  it('gives up on a missing file and on one that holds no strings', async () => {
    fetchMock.mockResolvedValueOnce(answer(404, {}));
    expect((await read('ja', 'emap'))[1]).toBe(false);
    fetchMock.mockResolvedValueOnce(answer(200, '<!doctype html>'));
    expect((await read('ja', 'emap'))[1]).toBe(false);
    fetchMock.mockResolvedValueOnce(answer(200, ['a']));
    expect((await read('ja', 'emap'))[1]).toBe(false);
  });

  it('asks for nothing for a name that would leave its path segment', async () => {
    const [error, again] = await read('ja', '../secrets');
    expect(error).toBeInstanceOf(Error);
    expect(again).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets i18next read again after a passing failure', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(503, {}))
      .mockResolvedValueOnce(answer(200, { greeting: 'こんにちは' }));
    const instance = i18next.createInstance();
    await instance.use(stringsBackend(urlOf)).init({
      lng: 'ja',
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      maxRetries: 2,
      retryTimeout: 1,
    });
    expect(instance.t('greeting')).toBe('こんにちは');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
