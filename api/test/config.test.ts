import path from 'node:path';
import { ConfigError, DEFAULT_CORS_ORIGINS, loadConfig } from '../src/config';
import { databaseOptionsFromConfig } from '../src/db';

describe('loadConfig', () => {
  it('has working defaults for local development', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      env: 'development',
      isProduction: false,
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.resolve(__dirname, '..', '.data'),
      logLevel: 'info',
      corsOrigins: [...DEFAULT_CORS_ORIGINS],
      publicUrl: 'http://localhost:4000',
      devHelpers: false,
      instanceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      embeddedInProduction: false,
    });
    expect(config.corsOrigins).toHaveLength(14);
    expect(config.corsOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3006']),
    );
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://harmo:pw@db.internal:5432/harmo',
      HARMO_DATA_DIR: '/var/lib/harmo',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: ' https://app.harmo.example.jp , https://admin.harmo.example.jp',
      PUBLIC_URL: 'https://api.harmo.example.jp/',
    });
    expect(config).toEqual({
      env: 'production',
      isProduction: true,
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://harmo:pw@db.internal:5432/harmo',
      dataDir: '/var/lib/harmo',
      logLevel: 'warn',
      corsOrigins: ['https://app.harmo.example.jp', 'https://admin.harmo.example.jp'],
      publicUrl: 'https://api.harmo.example.jp',
      devHelpers: false,
      instanceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      embeddedInProduction: false,
    });
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '  ', CORS_ORIGINS: '' });
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.corsOrigins).toEqual([...DEFAULT_CORS_ORIGINS]);
  });

  it('derives the public URL from PORT when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('fails with one message naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'ftp://x',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message, problems } = error as ConfigError;
    expect(message).toMatch(/^Invalid configuration:/);
    expect(problems).toHaveLength(4);
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'PUBLIC_URL']) {
      expect(message).toContain(`${name}:`);
    }
  });

  it.each([
    ['*'],
    ['https://app.example.jp/'],
    ['https://app.example.jp/path'],
    ['https://*.example.jp'],
    ['app.example.jp'],
  ])('refuses CORS origin %p, which is not an exact origin', (origin) => {
    expect(() => loadConfig({ CORS_ORIGINS: `http://localhost:3000,${origin}` })).toThrow(
      /CORS_ORIGINS: ".*" is not an exact origin/,
    );
  });

  describe('development helpers', () => {
    it('are off unless HARMO_DEV_HELPERS=on, whatever NODE_ENV says', () => {
      expect(loadConfig({}).devHelpers).toBe(false);
      expect(loadConfig({ NODE_ENV: 'development' }).devHelpers).toBe(false);
      expect(loadConfig({ HARMO_DEV_HELPERS: 'on' }).devHelpers).toBe(true);
      expect(loadConfig({ HARMO_DEV_HELPERS: 'on', HOST: 'localhost' }).devHelpers).toBe(true);
      expect(loadConfig({ HARMO_DEV_HELPERS: 'on', HOST: '::1' }).devHelpers).toBe(true);
    });

    it.each(['0.0.0.0', '::', '192.168.1.20', 'api.harmo.example'])(
      'refuse to start when the api listens on %s',
      (host) => {
        expect(() => loadConfig({ HARMO_DEV_HELPERS: 'on', HOST: host })).toThrow(ConfigError);
        expect(() => loadConfig({ HARMO_DEV_HELPERS: 'on', HOST: host })).toThrow(
          `HOST=${host} listens beyond this machine`,
        );
        expect(loadConfig({ HARMO_DEV_HELPERS: 'off', HOST: host }).devHelpers).toBe(false);
      },
    );

    it('refuse to start behind an https public URL', () => {
      expect(() =>
        loadConfig({ HARMO_DEV_HELPERS: 'on', PUBLIC_URL: 'https://api.harmo.example' }),
      ).toThrow('PUBLIC_URL=https://api.harmo.example is a deployed (https) address');
    });
  });

  describe('the embedded database in production mode', () => {
    it('is refused by default, naming the way out', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        'production mode needs a PostgreSQL server',
      );
    });

    it('is allowed on purpose, and then marked for durable settings', () => {
      const config = loadConfig({ NODE_ENV: 'production', HARMO_ALLOW_EMBEDDED_DATABASE: 'on' });
      expect(config.embeddedInProduction).toBe(true);
      expect(databaseOptionsFromConfig(config)).toEqual({
        dataDir: config.dataDir,
        durable: true,
      });
    });

    it('is not involved when DATABASE_URL is set, or outside production', () => {
      const url = 'postgres://harmo@db.internal/harmo';
      expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: url }).embeddedInProduction).toBe(
        false,
      );
      expect(databaseOptionsFromConfig(loadConfig({}))).toMatchObject({ durable: false });
    });
  });
});
