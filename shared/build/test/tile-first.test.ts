/**
 * @jest-environment jsdom
 */
import { TILE_FIRST_SCRIPT } from '../inline-scripts.cjs';

/*
 * The inline script of a map page: the page's code, held as preloads, runs once the frame's
 * centre tile has been painted, or after half a second when the tile does not come.
 */

/** The page as the server writes it: the code's preloads in the head, the frame, the script. */
function openMapPage({ needsSession = false } = {}) {
  document.documentElement.removeAttribute('data-harmo-session');
  document.head.innerHTML =
    '<link rel="preload" href="/main.js" as="script" fetchpriority="low" data-harmo-start>' +
    '<link rel="preload" href="/second.js" as="script" fetchpriority="low" data-harmo-start>' +
    '<link rel="preload" href="/react.js" as="script">';
  document.body.innerHTML =
    `<div class="harmo-boot-page harmo-boot-page--map"${needsSession ? ' data-needs-session' : ''}>` +
    '<div class="harmo-boot-map"><img src="/14/1/1.png" alt=""><img src="/14/1/2.png" alt="" fetchpriority="high"></div></div>';
  const centre = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
  // jsdom loads no image: the tile is still on its way until the test says otherwise.
  Object.defineProperty(centre, 'complete', { configurable: true, value: false });
  return centre;
}

const started = () =>
  [...document.head.querySelectorAll('script')].map((script) => new URL(script.src).pathname);
const run = () => new Function(TILE_FIRST_SCRIPT)();

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("runs the page's held scripts, in order, once the centre tile has been painted", () => {
  const centre = openMapPage();
  run();
  jest.advanceTimersByTime(100);
  expect(started()).toEqual([]);
  centre.dispatchEvent(new Event('load'));
  // The frame that paints the tile comes first.
  expect(started()).toEqual([]);
  jest.advanceTimersByTime(20);
  expect(started()).toEqual(['/main.js', '/second.js']);
  const [first] = document.head.querySelectorAll('script');
  expect(first!.async).toBe(false);
  // Once: the time limit passing later starts nothing more.
  jest.advanceTimersByTime(1000);
  expect(started()).toEqual(['/main.js', '/second.js']);
});

it('runs them after half a second when the tile is slow, and at once when it fails', () => {
  openMapPage();
  run();
  jest.advanceTimersByTime(499);
  expect(started()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(started()).toEqual(['/main.js', '/second.js']);

  const centre = openMapPage();
  run();
  centre.dispatchEvent(new Event('error'));
  expect(started()).toEqual(['/main.js', '/second.js']);
});

it('waits only for a frame when the tile is already there', () => {
  const centre = openMapPage();
  Object.defineProperty(centre, 'complete', { value: true });
  run();
  expect(started()).toEqual([]);
  jest.advanceTimersByTime(20);
  expect(started()).toEqual(['/main.js', '/second.js']);
});

it('waits for nothing on a guarded page without a session, whose frame stays hidden', () => {
  openMapPage({ needsSession: true });
  run();
  expect(started()).toEqual(['/main.js', '/second.js']);

  // With a session the frame shows, and its tile is waited for.
  openMapPage({ needsSession: true });
  document.documentElement.setAttribute('data-harmo-session', '');
  run();
  expect(started()).toEqual([]);
});
