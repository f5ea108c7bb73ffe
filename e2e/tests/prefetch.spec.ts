import type { Page, Request } from '@playwright/test';
import { test, expect } from '../support/test';
import { signedInAs } from '../support/identity';
import { portOf } from '../support/stack';

/** Longer than the 100 ms the host waits before it acts on intent, with room for a busy machine. */
const AFTER_INTENT_MS = 1_500;

const EMAP_ORIGIN = `http://localhost:${portOf('remote-emap')}`;

/**
 * What the host asks of remote-emap when it loads the remote's code: its manifest, its entry and
 * its chunks (the host reads the few bytes of its `navigation.json` on every page anyway).
 */
function isEmapCode(request: Request): boolean {
  const url = new URL(request.url());
  return (
    url.origin === EMAP_ORIGIN &&
    (url.pathname.endsWith('.js') || url.pathname.endsWith('mf-manifest.json'))
  );
}

function record(page: Page, accepts: (request: Request) => boolean): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (accepts(request)) seen.push(request.url());
  });
  return seen;
}

/** Waits until every recorded request has been answered and no new one came for a second. */
async function quiet(page: Page, accepts: (request: Request) => boolean): Promise<void> {
  let open = 0;
  let lastChange = Date.now();
  const change = (delta: number) => (request: Request) => {
    if (!accepts(request)) return;
    open += delta;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  await expect
    .poll(() => open <= 0 && Date.now() - lastChange > 1_000, { timeout: 30_000 })
    .toBe(true);
}

/** The map's facilities of a view: the first data of /emap. */
function isMapData(request: Request): boolean {
  return new URL(request.url()).pathname.endsWith('/facilities/map');
}

const mapLink = (page: Page) =>
  page.getByRole('link', { name: 'サインインせずに薬局・医療機関を探す' });

test.beforeEach(async ({ page }) => {
  // Map tiles come from the internet; these runs are offline.
  await page.route('https://cyberjapandata.gsi.go.jp/**', (route) => route.abort());
});

test.describe('prefetch on intent', () => {
  test('resting on the link to the map from sign-in loads remote-emap before the click', async ({
    page,
  }) => {
    await page.goto('/auth/sign-in');
    const emapCode = record(page, isEmapCode);
    const mapData = record(page, isMapData);
    const mapDataAnswered: string[] = [];
    page.on('requestfinished', (request) => {
      if (isMapData(request)) mapDataAnswered.push(request.url());
    });
    expect(emapCode).toEqual([]);
    await mapLink(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('sign-in.png') });

    const settled = quiet(page, isEmapCode);
    await mapLink(page).hover();
    await expect.poll(() => emapCode.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await settled;
    const beforeClick = emapCode.length;
    expect(emapCode.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    // The map screen's own chunks come too, not only the remote's entry and routes.
    expect(beforeClick).toBeGreaterThan(4);
    // And the facilities of the place the map opens on.
    await expect.poll(() => mapDataAnswered.length, { timeout: 10_000 }).toBe(1);

    await mapLink(page).click();
    await expect(page).toHaveURL(/\/emap$/);
    await expect(
      page.getByRole('heading', { name: '薬局・医療機関を探す', level: 1 }),
    ).toBeVisible();
    // The map draws its markers from the answer that came on intent, without asking again.
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    expect(mapData).toHaveLength(1);
    // Everything the page needed was there already.
    expect(emapCode.length).toBe(beforeClick);
  });

  test('intent asks for the route’s files in one wave, not as the remote’s code finds them', async ({
    page,
  }) => {
    // The list comes as the page is idle (the link is in view) or, at the latest, on intent.
    const listed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/route-files',
      { timeout: 10_000 },
    );
    await page.goto('/auth/sign-in');
    const requested = record(page, () => true);
    // The remote's entry is held back: a file of the map screen asked for meanwhile was not
    // found by the remote's code (which has not run) but taken from the host's list.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${EMAP_ORIGIN}/remoteEntry.js`, async (route) => {
      await held;
      await route.continue();
    });
    await mapLink(page).hover();
    const { files } = (await (await listed).json()) as { files: { href: string; as: string }[] };
    const scripts = files
      .filter((file) => file.as === 'script' && !file.href.endsWith('/remoteEntry.js'))
      .map((file) => new URL(file.href, page.url()).href);
    // The routes module, the map screen's chunks and the host's zod.
    expect(scripts.some((url) => url.includes('__federation_expose_routes'))).toBe(true);
    expect(scripts.some((url) => /\/zod\.[0-9a-f]{10}\.js$/.test(url))).toBe(true);
    expect(scripts.length).toBeGreaterThan(3);
    await expect
      .poll(() => scripts.filter((url) => !requested.includes(url)), { timeout: 10_000 })
      .toEqual([]);
    // And the connection to the map's tile server, which the map's code would meet only later.
    const tileOrigin = await page.evaluate(() => {
      const config = document.getElementById('harmo-runtime-config')?.textContent ?? '{}';
      return new URL((JSON.parse(config) as { map: { tileUrl: string } }).map.tileUrl).origin;
    });
    await expect(page.locator(`link[rel="preconnect"][href="${tileOrigin}"]`)).toHaveCount(1);
    release();

    await mapLink(page).click();
    await expect(
      page.getByRole('heading', { name: '薬局・医療機関を探す', level: 1 }),
    ).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  });

  test('a press on the link loads remote-emap while the button is still down', async ({ page }) => {
    await page.goto('/auth/sign-in');
    const emapCode = record(page, isEmapCode);
    // The press alone: no pointer came over the link first and no focus moved to it, so no
    // wait for intent was running.
    await mapLink(page).dispatchEvent('mousedown', { button: 0 });
    // The manifest comes first, the entry it names after it.
    await expect
      .poll(() => emapCode.some((url) => url.endsWith('/remoteEntry.js')), { timeout: 10_000 })
      .toBe(true);

    await mapLink(page).click();
    await expect(
      page.getByRole('heading', { name: '薬局・医療機関を探す', level: 1 }),
    ).toBeVisible();
  });

  test('a pointer passing over the link quicker than 100 ms loads nothing', async ({ page }) => {
    // A busy machine can stretch two moves of the pointer past the wait: then the pass-over was
    // intent after all, and it is tried again on a fresh page (never more than a few times).
    let emapCode: string[] = [];
    let gap = Infinity;
    for (let attempt = 0; attempt < 4 && gap >= 100; attempt += 1) {
      await page.goto('/auth/sign-in');
      emapCode = record(page, isEmapCode);
      const box = (await mapLink(page).boundingBox())!;
      // When the link saw the pointer come and go, by the page's own clock.
      await mapLink(page).evaluate((link) => {
        const times: { over?: number; out?: number } = {};
        link.addEventListener('mouseover', () => (times.over ??= performance.now()));
        link.addEventListener('mouseout', () => (times.out ??= performance.now()));
        Object.assign(window, { passTimes: times });
      });
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.move(box.x + box.width / 2, box.y - 40);
      const times = await page.evaluate(
        () => (window as unknown as { passTimes: { over: number; out: number } }).passTimes,
      );
      gap = times.out - times.over;
    }
    expect(gap).toBeLessThan(100);
    await page.waitForTimeout(AFTER_INTENT_MS);
    expect(emapCode).toEqual([]);

    // Keyboard focus is intent as well.
    await mapLink(page).focus();
    await expect.poll(() => emapCode.length, { timeout: 10_000 }).toBeGreaterThan(0);
  });

  test('signed in, resting on a menu entry asks for that page’s first data', async ({ page }) => {
    await signedInAs(page);
    await page.goto('/menu');
    const projectLists = record(page, (request) => {
      const url = new URL(request.url());
      return (
        request.method() === 'GET' &&
        /^\/ps\/v1\/(projects|patients\/[^/]+\/projects)$/.test(url.pathname)
      );
    });

    const entry = page
      .getByRole('navigation', { name: 'その他のページ' })
      .getByRole('link', { name: 'プロジェクト' });
    await entry.hover();
    // Both lists of the page: the patient's projects and those the account runs.
    await expect.poll(() => projectLists.length, { timeout: 10_000 }).toBe(2);

    await entry.click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { name: /参加中のプロジェクト/ }).first()).toBeVisible();
    // The screen shows the lists asked for on intent: it does not ask for them again.
    await page.waitForTimeout(AFTER_INTENT_MS);
    expect(projectLists).toHaveLength(2);
  });
});

test.describe('links in view', () => {
  test('the sign-in page learns which files the map needs while idle, and loads none of them', async ({
    page,
  }) => {
    const lists = record(page, (request) => new URL(request.url()).pathname === '/route-files');
    const emapCode = record(page, isEmapCode);
    await page.goto('/auth/sign-in');
    await expect(mapLink(page)).toBeInViewport();
    await expect
      .poll(() => lists.map((url) => new URL(url).searchParams.get('path')), { timeout: 10_000 })
      .toEqual(['/emap']);
    await page.waitForTimeout(AFTER_INTENT_MS);
    // A list only: the map's code waits for intent or the tap.
    expect(emapCode).toEqual([]);

    // The tap asks for the map's files at once, from the list learnt: not for the list again.
    await mapLink(page).evaluate((link) => (link as HTMLAnchorElement).click());
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    expect(emapCode.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    expect(lists).toHaveLength(1);
  });

  test('with the data saver on, nothing is asked for ahead', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true },
        configurable: true,
      }),
    );
    const lists = record(page, (request) => new URL(request.url()).pathname === '/route-files');
    const declarations = record(page, (request) => request.url().endsWith('/navigation.json'));
    await page.goto('/auth/sign-in');
    await expect(mapLink(page)).toBeInViewport();
    await page.waitForTimeout(AFTER_INTENT_MS + 2_000);
    expect(lists).toEqual([]);
    // The tab bar's entries too are left to the page that shows the bar.
    expect(declarations).toEqual([]);
  });
});

test.describe('first data as a navigation starts', () => {
  test('a click with no intent before it asks for the map’s facilities once', async ({ page }) => {
    await page.goto('/auth/sign-in');
    const mapData = record(page, isMapData);
    const emapCode = record(page, isEmapCode);
    // A click the page sees with no pointer or focus before it (as from assistive technology).
    await mapLink(page).evaluate((link) => (link as HTMLAnchorElement).click());
    await expect(page).toHaveURL(/\/emap$/);
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    expect(emapCode.length).toBeGreaterThan(0);
    // The request made as the navigation started answers the map's first view: no second one.
    await page.waitForTimeout(AFTER_INTENT_MS);
    expect(mapData).toHaveLength(1);
  });

  test('opening the map directly asks for its facilities once', async ({ page }) => {
    const mapData = record(page, isMapData);
    await page.goto('/emap');
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await page.waitForTimeout(AFTER_INTENT_MS);
    expect(mapData).toHaveLength(1);
  });
});

test.describe('the tab bar of a first page', () => {
  test('comes from the declarations the page preloads, labels included, without the other remotes’ strings', async ({
    page,
  }) => {
    await signedInAs(page);
    const strings = record(page, (request) =>
      new URL(request.url()).pathname.includes('/locales/'),
    );
    const declarations = record(page, (request) => request.url().endsWith('/navigation.json'));
    await page.goto('/guidance');
    const bar = page.getByTestId('navigation');
    for (const label of ['薬局を探す', '処方箋', '健診結果', 'お薬手帳']) {
      await expect(bar.getByRole('link', { name: label })).toBeVisible();
    }
    // One request per remote: the app's own read of each declaration is the preload's.
    expect(new Set(declarations).size).toBe(6);
    expect(declarations).toHaveLength(6);
    expect(
      strings.filter((url) => !/\/locales\/ja\/(common|host|guidance)\.json$/.test(url)),
    ).toEqual([]);
  });

  test('is learnt on sign-in, which has none, once the page is shown: not while it loads', async ({
    page,
  }) => {
    const declarations = record(page, (request) => request.url().endsWith('/navigation.json'));
    await page.goto('/auth/sign-in');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // One per remote, for the bar of the page that follows sign-in.
    await expect.poll(() => declarations.length, { timeout: 10_000 }).toBe(6);
    const { pageCodeDone, firstAsked } = await page.evaluate(
      (authOrigin) => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          pageCodeDone: Math.max(
            ...resources
              .filter((entry) => entry.name.startsWith(authOrigin) && entry.name.endsWith('.js'))
              .map((entry) => entry.responseEnd),
          ),
          firstAsked: Math.min(
            ...resources
              .filter((entry) => entry.name.endsWith('/navigation.json'))
              .map((entry) => entry.startTime),
          ),
        };
      },
      `http://localhost:${portOf('remote-auth')}`,
    );
    // The sign-in screen's own code came first: the bar's entries wait for the page to be shown.
    expect(pageCodeDone).toBeGreaterThan(0);
    expect(firstAsked).toBeGreaterThan(pageCodeDone);
    await page.waitForTimeout(AFTER_INTENT_MS);
    expect(declarations).toHaveLength(6);
  });
});
