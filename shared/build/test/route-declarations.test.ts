import { routeTreeOf, withoutFrameDeclarations } from '../route-tree.cjs';

describe("the route objects' declarations for the frame, out of the bundle", () => {
  const source = `// 経路: 日本語のコメントの後でも位置はずれない
import { routeTitle } from '@harmo/shared';
export const routes = [
  { path: 'a', handle: routeTitle(ns, 'titles.a', { focused: true, lead: 'a.lead' }) },
  {
    path: 'b',
    handle: routeTitle(ns, 'titles.b', {
      lead: 'b.lead',
      earlyRequests: [
        '/ps/v1/b',
      ],
      prefetch: async () => (await import('./features/b')).prefetchB,
    }),
  },
  { path: 'c', handle: routeTitle(ns, 'titles.c', { opensOnMap: true }) },
  { path: 'd', handle: { lead: 'kept: not an option of routeTitle' } },
];
`;

  it('are cut from the options of routeTitle, the rest kept on its lines', () => {
    const cut = withoutFrameDeclarations(source);
    expect(cut).not.toMatch(/lead: '[abc]\.lead'|earlyRequests|opensOnMap|\/ps\/v1\/b/);
    const spaced = cut.replace(/\s+/g, ' ');
    expect(spaced).toContain("routeTitle(ns, 'titles.a', { focused: true, })");
    expect(spaced).toContain("routeTitle(ns, 'titles.c', { })");
    expect(cut).toContain("{ lead: 'kept: not an option of routeTitle' }");
    // The prefetch and everything after it on the same line as before, for the source map.
    const lineOf = (text: string, needle: string) =>
      text.slice(0, text.indexOf(needle)).split('\n').length;
    expect(lineOf(cut, 'prefetch:')).toBe(lineOf(source, 'prefetch:'));
    expect(lineOf(cut, "path: 'd'")).toBe(lineOf(source, "path: 'd'"));
  });

  it('leave the routes as the router and the build read them', () => {
    const strip = (routes: ReturnType<typeof routeTreeOf>): unknown =>
      routes.map(({ head: _head, earlyRequests: _early, children, ...route }) => ({
        ...route,
        children: strip(children),
      }));
    const cut = routeTreeOf(withoutFrameDeclarations(source));
    expect(cut).toEqual(strip(routeTreeOf(source)));
    expect(cut.find((route) => route.path === 'b')?.imports).toEqual(['./features/b']);
  });

  it('leave a source without them as it is', () => {
    const plain =
      "export const routes = [{ path: 'x', handle: routeTitle(ns, 'x', { focused: true }) }];";
    expect(withoutFrameDeclarations(plain)).toBe(plain);
  });
});
