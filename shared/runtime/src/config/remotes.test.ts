import { REMOTES as BUILD_REMOTES } from '@harmo/build/apps';
import { REMOTE_NAMES, federationNameOf, isRemoteName } from './remotes';

describe('the remote list the browser runtime reads', () => {
  it('is the build tooling list of remotes, without the host', () => {
    expect(REMOTE_NAMES).toEqual(BUILD_REMOTES.map((app) => app.key));
    expect(REMOTE_NAMES).not.toContain('host');
  });

  it('gives each remote the federation name its build declares', () => {
    for (const app of BUILD_REMOTES) {
      expect(federationNameOf(app.key)).toBe(app.federationName);
    }
  });

  it('refuses a name that is not a remote instead of inventing one', () => {
    expect(federationNameOf('host')).toBeNull();
    expect(federationNameOf('constructor')).toBeNull();
    expect(isRemoteName('emap')).toBe(true);
    expect(isRemoteName('toString')).toBe(false);
    expect(isRemoteName(42)).toBe(false);
  });
});
