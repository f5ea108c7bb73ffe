import {
  ConfigError,
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

  it('rejects a malformed user pool id and says the format is invalid', () => {
    const raw = runtimeConfigFromEnv({ HARMO_USER_POOL_ID: 'not a pool id' });
    expect(() => setRuntimeConfig(raw)).toThrow(/Invalid UserPoolId format/);
  });

  it('rejects a user pool id longer than 55 characters', () => {
    const raw = runtimeConfigFromEnv({ HARMO_USER_POOL_ID: `ap-northeast-1_${'a'.repeat(50)}` });
    expect(() => setRuntimeConfig(raw)).toThrow(ConfigError);
  });

  it('fails clearly when the configuration file is missing', async () => {
    const fetch404 = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    await expect(loadRuntimeConfig(fetch404 as unknown as typeof fetch)).rejects.toThrow(
      'Runtime configuration not found (404)',
    );
    expect(fetch404).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });
});
