import { matchRoutes } from 'react-router';
import { deepestRouteTitle } from '@harmo/shared';
import ja from '../locales/ja/auth.json';
import { AUTH_PATHS } from './features/session-flow';
import { routes } from './routes';

/** The title the host gives a page of this remote: the key of its route, or of the view shown. */
function titleOf(path: string): string {
  const url = new URL(path, 'https://harmo.example');
  // In the shape of the host's `useMatches()`: each match with its route's handle.
  const matches = (matchRoutes(routes, url.pathname) ?? []).map(({ route }) => ({
    handle: route.handle as unknown,
  }));
  const title = deepestRouteTitle(matches, url.search);
  if (!title) throw new Error(`${path} has no title`);
  const strings: unknown = title.key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ja);
  return String(strings);
}

describe("the titles of the sign-in route's views", () => {
  it('names the form shown: sign-in, sign-up or the password reset', () => {
    expect(titleOf(AUTH_PATHS.signIn)).toBe('サインイン');
    expect(titleOf(AUTH_PATHS.signUp)).toBe('新規登録');
    expect(titleOf(AUTH_PATHS.forgotPassword)).toBe('パスワードの再設定');
  });

  it('titles a flow it does not know as the sign-in, which is what the page then shows', () => {
    expect(titleOf('/auth/sign-in?flow=unknown')).toBe('サインイン');
  });
});
