import {
  ConfigError,
  INLINE_CONFIG_ELEMENT_ID,
  getRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
} from './runtime-config';
import { runtimeConfigFromEnv } from '@harmo/build/runtime-config';

describe('runtime configuration', () => {
  it('accepts what the servers generate from an empty environment', () => {
    const config = setRuntimeConfig(runtimeConfigFromEnv({}));
    expect(config.remotes.auth).toBe('http://localhost:3001/mf-manifest.json');
    expect(config.identity.userPoolId).toMatch(/^ap-northeast-1_/);
    expect(config.errorReporting.dsn).toBeNull();
    expect(getRuntimeConfig()).toBe(config);
  });

  it('takes each remote URL from its own variable', () => {
    const config = setRuntimeConfig(
      runtimeConfigFromEnv({ HARMO_REMOTE_EMAP_URL: 'https://emap.example/v2/mf-manifest.json' }),
    );
    expect(config.remotes.emap).toBe('https://emap.example/v2/mf-manifest.json');
    expect(config.remotes.auth).toBe('http://localhost:3001/mf-manifest.json');
  });

  it("gives the card form the gateway's script: the stand-in's, or the one configured", () => {
    expect(setRuntimeConfig(runtimeConfigFromEnv({})).cardGateway).toEqual({
      baseUrl: 'http://localhost:4000/card-gateway',
      publicKey: 'pk_test_harmo_local',
      scriptUrl: 'http://localhost:4000/card-gateway/v2/pay.js',
    });
    const real = runtimeConfigFromEnv({
      HARMO_CARD_GATEWAY_URL: 'https://api.pay.jp',
      HARMO_CARD_GATEWAY_PUBLIC_KEY: 'pk_live_abc',
      HARMO_CARD_GATEWAY_SCRIPT_URL: 'https://js.pay.jp/v2/pay.js',
    });
    expect(setRuntimeConfig(real).cardGateway?.scriptUrl).toBe('https://js.pay.jp/v2/pay.js');
    const relative = {
      ...real,
      cardGateway: { baseUrl: 'https://api.pay.jp', publicKey: 'pk_live_abc', scriptUrl: 'pay.js' },
    };
    expect(() => setRuntimeConfig(relative)).toThrow(/cardGateway\.scriptUrl/);
  });

  it('opens maps where the deployment says, Tokyo Station without a word', () => {
    expect(setRuntimeConfig(runtimeConfigFromEnv({})).map.firstView).toEqual({
      lat: 35.6812,
      lng: 139.7671,
      zoom: 14,
    });
    const osaka = runtimeConfigFromEnv({ HARMO_MAP_FIRST_VIEW: '34.7025, 135.4959, 15' });
    expect(setRuntimeConfig(osaka).map.firstView).toEqual({
      lat: 34.7025,
      lng: 135.4959,
      zoom: 15,
    });
    for (const wrong of ['34.7,135.5', '134.7,135.5,15', '34.7,135.5,15.5', 'Osaka']) {
      expect(() => runtimeConfigFromEnv({ HARMO_MAP_FIRST_VIEW: wrong })).toThrow(
        `HARMO_MAP_FIRST_VIEW must be "lat,lng,zoom" (e.g. 35.6812,139.7671,14): ${wrong}`,
      );
    }
  });

  it('rejects a malformed user pool id and says the format is invalid', () => {
    const raw = runtimeConfigFromEnv({ HARMO_USER_POOL_ID: 'not a pool id' });
    expect(() => setRuntimeConfig(raw)).toThrow(/Invalid UserPoolId format/);
  });

  it('rejects a user pool id longer than 55 characters', () => {
    const raw = runtimeConfigFromEnv({ HARMO_USER_POOL_ID: `ap-northeast-1_${'a'.repeat(50)}` });
    expect(() => setRuntimeConfig(raw)).toThrow(ConfigError);
    expect(() => setRuntimeConfig(raw)).toThrow(
      /longer or larger than 55[\s\S]*identity\.userPoolId/,
    );
  });

  it('says which value is wrong and how, for whoever deploys the app', () => {
    const raw = { ...runtimeConfigFromEnv({}), apiBaseUrl: 'api.harmo.example', map: undefined };
    const thrown = (() => {
      try {
        setRuntimeConfig(raw);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toMatch(/not a valid url\s+→ at apiBaseUrl/);
    expect((thrown as Error).message).toMatch(/missing \(object\)\s+→ at map/);
  });

  it('fails clearly when the configuration file is missing', async () => {
    const fetch404 = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    await expect(loadRuntimeConfig(fetch404 as unknown as typeof fetch)).rejects.toThrow(
      'Runtime configuration not found (404)',
    );
    expect(fetch404).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });
});

describe('configuration written into the page', () => {
  const inline = (text: string) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = INLINE_CONFIG_ELEMENT_ID;
    element.textContent = text;
    document.head.append(element);
  };
  afterEach(() => document.getElementById(INLINE_CONFIG_ELEMENT_ID)?.remove());

  it('is used without asking the server', async () => {
    inline(
      JSON.stringify(
        runtimeConfigFromEnv({ HARMO_REMOTE_AUTH_URL: 'https://auth.example/mf-manifest.json' }),
      ),
    );
    const fetchConfig = jest.fn();
    const config = await loadRuntimeConfig(fetchConfig as unknown as typeof fetch);
    expect(config.remotes.auth).toBe('https://auth.example/mf-manifest.json');
    expect(fetchConfig).not.toHaveBeenCalled();
  });

  it('is validated like the file: an invalid one stops start-up with a clear error', async () => {
    inline(JSON.stringify(runtimeConfigFromEnv({ HARMO_USER_POOL_ID: 'not a pool id' })));
    await expect(loadRuntimeConfig(jest.fn())).rejects.toThrow(/Invalid UserPoolId format/);
    document.getElementById(INLINE_CONFIG_ELEMENT_ID)?.remove();
    inline('{"apiBaseUrl":');
    await expect(loadRuntimeConfig(jest.fn())).rejects.toThrow(ConfigError);
  });
});
