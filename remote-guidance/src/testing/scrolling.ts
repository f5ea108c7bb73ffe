/**
 * jsdom lays nothing out and has no scrolling of its own: a test of what a screen brings into
 * view watches `scrollIntoView` instead. Call at a test file's top level; the mock is cleared
 * before each test (`mock.contexts` holds the elements scrolled to).
 */
export function watchScrolling(): jest.Mock {
  const scrollIntoView = jest.fn();
  beforeAll(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  beforeEach(() => scrollIntoView.mockClear());
  return scrollIntoView;
}
