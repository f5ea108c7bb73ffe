import { deviceKindOf } from './device-kind';

describe('deviceKindOf', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', system: 'iPhone' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/15.8.0',
      { browser: 'LINE', system: 'iPhone' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
      { browser: 'Chrome', system: 'iPad' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SO-51D) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome', system: 'Android' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SAMSUNG SC-51E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36',
      { browser: 'Samsung Internet', system: 'Android' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36 Edg/138.0.3351.65',
      { browser: 'Edge', system: 'Windows' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
      { browser: 'Safari', system: 'Mac' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
      { browser: 'Firefox', system: 'Linux' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      { browser: 'Chrome', system: 'Linux' },
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
      { browser: 'Chrome', system: 'ChromeOS' },
    ],
  ])('reads %s', (userAgent, kind) => {
    expect(deviceKindOf(userAgent)).toEqual(kind);
  });

  it('leaves a name the device gave itself, or a user agent that says nothing known', () => {
    expect(deviceKindOf('花子のiPhone')).toBeNull();
    expect(deviceKindOf('Mozilla/5.0 (compatible; SomeBot/1.0)')).toBeNull();
  });
});
