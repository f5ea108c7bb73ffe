// The frame a page paints from its HTML, before its code has come: seen with the code held back
// (the host's main.js refused), then compared with the page the code draws. The pages opened
// without their code are not checked with axe here (support/test.ts does it for every finished
// page): the frame is hidden from assistive technology, and the page replaces it.
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { test, settle } from '../support/test';
import {
  DEMO_USERS,
  expiredIdToken,
  signInThroughApi,
  signedInAs,
  storeSession,
} from '../support/identity';
import { tilePng } from '../bench/tile-server';

const MAIN_SCRIPT = /\/main\.js(\?|$)/;

/** The page at `path` as its HTML paints it, the app's code refused. */
async function frameOf(page: Page, path: string): Promise<void> {
  await page.route(MAIN_SCRIPT, (route) => route.abort());
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.unroute(MAIN_SCRIPT);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} is not shown`);
  return box;
}

function expectSamePlace(
  frame: { x: number; y: number; width: number; height: number },
  page: { x: number; y: number; width: number; height: number },
) {
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(frame[side] - page[side]), side).toBeLessThanOrEqual(1);
  }
}

base.describe('the frame a page paints before its code', () => {
  base.describe('on a phone set to dark, to someone who has not chosen a theme', () => {
    base.use({ colorScheme: 'dark' });

    base('is dark from its first paint', async ({ page }) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/.test(message.text())) refused.push(message.text());
      });
      await frameOf(page, '/emap');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1C1C1E');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(28, 28, 30)');
      expect(refused).toEqual([]);
    });
  });

  base(
    'a signed-in page shows its heading and lead where the page draws them',
    async ({ page }) => {
      await signedInAs(page);
      await frameOf(page, '/guidance');
      const heading = page.locator('.harmo-boot-page h1');
      const lead = page.locator('.harmo-boot-page p');
      await expect(heading).toHaveText('処方箋の送信履歴');
      await expect(lead).toHaveText(
        '薬局に送った処方箋と、その受付状況です。新しいものから順に表示します。',
      );
      const painted = { heading: await boxOf(heading), lead: await boxOf(lead) };

      await page.goto('/guidance');
      await settle(page);
      await expect(page.locator('.harmo-boot-page')).toHaveCount(0);
      expectSamePlace(painted.heading, await boxOf(page.locator('main h1')));
      expectSamePlace(painted.lead, await boxOf(page.locator('main .guidance-lead')));
    },
  );

  base(
    'a returning visitor whose id token is refreshed first sees the signed-in frame, then the page in its place',
    async ({ page }) => {
      const session = await signInThroughApi(DEMO_USERS.demo);
      await storeSession(page, session, { idToken: expiredIdToken(session) });
      await frameOf(page, '/guidance');
      const heading = page.locator('.harmo-boot-page h1');
      await expect(heading).toHaveText('処方箋の送信履歴');
      await expect(page.locator('.harmo-boot-nav')).toBeVisible();
      const painted = await boxOf(heading);

      // The app refreshes the token, restores the session and draws the same heading there.
      await page.goto('/guidance');
      await settle(page);
      await expect(page.locator('.harmo-boot-page')).toHaveCount(0);
      expectSamePlace(painted, await boxOf(page.locator('main h1')));
    },
  );

  base(
    "at a larger text size the frame's header grows as the app's, so the page does not move",
    async ({ page }) => {
      // The browser's own setting ("Font size: Large"): the app's header grows with its text.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 20, fixed: 16 } });
      const headingsOf = async (path: string) => {
        await frameOf(page, path);
        const painted = await boxOf(page.locator('.harmo-boot-page h1'));
        await page.goto(path);
        await settle(page);
        return { painted, drawn: await boxOf(page.locator('main h1')) };
      };
      // Without a session, then with one (the person menu under its label).
      const signedOut = await headingsOf('/emap');
      expectSamePlace(signedOut.painted, signedOut.drawn);
      await signedInAs(page);
      const signedIn = await headingsOf('/guidance');
      expectSamePlace(signedIn.painted, signedIn.drawn);
    },
  );

  base('a visitor without a session sees no guarded page in the frame', async ({ page }) => {
    await frameOf(page, '/guidance');
    await expect(page.locator('.harmo-boot')).toBeVisible();
    await expect(page.locator('.harmo-boot-page')).toBeHidden();
    await expect(page.locator('.harmo-boot-nav')).toBeHidden();
  });

  base('the map page shows its first view where the map opens, tile for tile', async ({ page }) => {
    // These runs are offline: the configured tile server's tiles are drawn here.
    await page.route('https://cyberjapandata.gsi.go.jp/**', (route) => {
      const [z, x, y] = new URL(route.request().url()).pathname.match(/\d+/g)!.map(Number);
      return route.fulfill({ body: tilePng(z!, x!, y!), contentType: 'image/png' });
    });
    await frameOf(page, '/emap');
    await expect(page.locator('.harmo-boot-map img[fetchpriority="high"]')).toHaveJSProperty(
      'complete',
      true,
    );
    await expect(page.locator('.harmo-boot-page h1')).toHaveText('薬局・医療機関を探す');
    const paintedHeading = await boxOf(page.locator('.harmo-boot-page h1'));
    const paintedMap = await boxOf(page.locator('.harmo-boot-map'));
    // The tiles the map's box shows, each where it is drawn.
    const painted = await page.locator('.harmo-boot-map img').evaluateAll((images) => {
      const box = images[0]!.parentElement!.getBoundingClientRect();
      return images
        .map((image) => ({ image, rect: image.getBoundingClientRect() }))
        .filter(
          ({ rect }) =>
            rect.right > box.left + 1 &&
            rect.left < box.right - 1 &&
            rect.bottom > box.top + 1 &&
            rect.top < box.bottom - 1,
        )
        .map(({ image, rect }) => ({
          src: (image as HTMLImageElement).currentSrc,
          complete: (image as HTMLImageElement).complete,
          x: rect.x,
          y: rect.y,
        }));
    });
    expect(painted.every((tile) => tile.complete)).toBe(true);
    expect(painted.length).toBeGreaterThan(0);

    await page.goto('/emap');
    await settle(page);
    const map = page.locator('.emap-map');
    // Under a header as tall as the app's, the heading stays where it was painted too.
    expectSamePlace(paintedHeading, await boxOf(page.locator('main h1')));
    expectSamePlace(paintedMap, await boxOf(map));
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    const drawn = await map.locator('img.leaflet-tile-loaded').evaluateAll((images) =>
      images.map((image) => {
        const { x, y } = image.getBoundingClientRect();
        return { src: (image as HTMLImageElement).currentSrc, x, y };
      }),
    );
    for (const tile of painted) {
      const same = drawn.find((candidate) => candidate.src === tile.src);
      expect(same, tile.src).toBeDefined();
      expect(Math.abs(same!.x - tile.x), tile.src).toBeLessThanOrEqual(1);
      expect(Math.abs(same!.y - tile.y), tile.src).toBeLessThanOrEqual(1);
    }
  });
});

test('the page replaces the frame and keeps no copy of it', async ({ page }) => {
  await page.goto('/emap');
  await expect(page.locator('.harmo-boot, .harmo-boot-page, .harmo-boot-nav')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});
