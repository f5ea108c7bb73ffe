import { sharedModules } from '../webpack.cjs';
import sharedPackage from '../../runtime/package.json';

describe('shared singletons', () => {
  it('requires at least the shared runtime version an app was built against, strictly', () => {
    expect(sharedModules()['@harmo/shared']).toEqual({
      singleton: true,
      requiredVersion: `^${sharedPackage.version}`,
      strictVersion: true,
    });
  });
});
