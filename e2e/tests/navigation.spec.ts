import type { Locator, Page } from '@playwright/test';
import { test, expect, settle } from '../support/test';
import { expectAccessible } from '../support/a11y';
import { DEMO_PASSWORD, DEMO_USERS, signedInAs } from '../support/identity';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const TITLE = /^(.+) – harmo$/;
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;
/** A map tile that loads: one transparent pixel. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const navigation = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' });
const menuEntries = (page: Page) => page.getByRole('navigation', { name: 'その他のページ' });

test.beforeEach(async ({ page }) => {
  // Map tiles come from the internet; these runs are offline.
  await page.route('https://cyberjapandata.gsi.go.jp/**', (route) => route.abort());
});

/**
 * Every visible button, link and field of the page, scrolled into view one by one: the element
 * the browser would hit at its centre must be that element (or inside it), never the
 * app-download toast or anything else fixed over the page. Returns what was covered.
 */
async function coveredControls(page: Page): Promise<string[]> {
  const count = await page.evaluate(() => {
    // Marks of the previous page's check (the header stays across in-app navigation).
    document.querySelectorAll('[data-hit-check]').forEach((element) => {
      element.removeAttribute('data-hit-check');
    });
    const selector =
      'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [tabindex="0"]';
    const all = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((element) => {
      if (element.closest('#download-harmo-toast, .leaflet-marker-pane, .harmo-skip-link')) {
        return false;
      }
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 2 && box.height > 2 && style.visibility !== 'hidden';
    });
    all.forEach((element, index) => element.setAttribute('data-hit-check', String(index)));
    return all.length;
  });
  const covered: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const element = page.locator(`[data-hit-check="${index}"]`);
    const result = await element.evaluate((target: HTMLElement) => {
      // Fixed elements (the tab bar itself) need no scrolling; others come to the centre.
      target.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = target.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + box.width / 2, 1), window.innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 1), window.innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      if (!hit || target.contains(hit) || hit.contains(target)) return null;
      const label = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim();
      const by = hit.closest('[id]')?.id ?? hit.className;
      return `${target.tagName.toLowerCase()} "${label.slice(0, 40)}" under ${String(by)}`;
    });
    if (result) covered.push(result);
  }
  return covered;
}

test.describe('on a phone, in Japanese', () => {
  test.use({ userAgent: IPHONE, isMobile: true, hasTouch: true });

  test('from sign-in every section is reached through the navigation alone, nothing under the toast', async ({
    page,
  }) => {
    await page.goto('/auth/sign-in');
    await expect(page.locator('#download-harmo-toast')).toBeVisible();
    expect(await coveredControls(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('sign-in.png') });

    await page.getByLabel('メールアドレス').fill(DEMO_USERS.demo);
    await page.getByLabel('パスワード', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'サインイン', exact: true }).click();
    await expect(navigation(page)).toBeVisible({ timeout: 30_000 });
    await settle(page);

    const visited = new Map<string, string>();
    /** Follows a link to `expectedPath` and checks the page it opens. */
    const open = async (link: Locator, expectedPath: string) => {
      const before = { path: new URL(page.url()).pathname, title: await page.title() };
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${expectedPath}(\\?.*)?$`));
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#main-content h1').first()).toBeVisible();
      await expect(page).toHaveTitle(TITLE);
      const path = new URL(page.url()).pathname;
      if (path !== before.path) {
        // The title follows the page once the section's strings are in: not the last page's.
        await expect
          .poll(() => page.title(), { message: `the title of ${path}` })
          .not.toBe(before.title);
      }
      visited.set(path, await page.title());
      await expectAccessible(page);
      expect(await coveredControls(page), `covered on ${page.url()}`).toEqual([]);
    };

    // The tab bar: each tab opens its section and is the one marked current there.
    const tabs = navigation(page).getByRole('link');
    // The remotes' entries arrive with their small declarations, right after the host's own.
    await expect(tabs).toHaveCount(5);
    const tabCount = await tabs.count();
    expect(await tabs.allInnerTexts()).toEqual([
      '薬局を探す',
      '処方箋',
      'お薬手帳',
      '健診結果',
      'メニュー',
    ]);
    for (let index = 0; index < tabCount; index += 1) {
      const tab = tabs.nth(index);
      const href = (await tab.getAttribute('href'))!;
      await open(tab, href === '/mynapo' ? '/mynapo/link-myna-data' : href);
      await expect(tab).toHaveAttribute('aria-current', 'page');
      await expect(navigation(page).locator('[aria-current="page"]')).toHaveCount(1);
    }

    // The menu: every other page, then back to the menu through the tab bar.
    await expect(page).toHaveURL(/\/menu$/);
    await page.screenshot({ path: test.info().outputPath('menu.png') });
    const entries = menuEntries(page).getByRole('link');
    const hrefs = await entries.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')!),
    );
    expect(hrefs).toEqual(expect.arrayContaining(['/oauth/clients', '/projects']));
    for (const href of hrefs) {
      await open(menuEntries(page).locator(`a[href="${href}"]`), href);
      await navigation(page).getByRole('link', { name: 'メニュー' }).click();
      await expect(page).toHaveURL(/\/menu$/);
      // The menu's own title first: the next page's is told apart from it, not from the last.
      await expect(page).toHaveTitle('メニュー – harmo');
    }

    // Every section has a title of its own.
    const titles = [...visited.values()];
    expect(new Set(titles).size, JSON.stringify([...visited])).toBe(titles.length);
  });

  test('a page opened from the menu marks the menu’s tab; a tab’s own page marks that tab', async ({
    page,
  }) => {
    await signedInAs(page);
    for (const [path, tab] of [
      ['/payment/credit-card', 'メニュー'],
      ['/auth/account', 'メニュー'],
      ['/guidance', '処方箋'],
    ] as const) {
      await page.goto(path);
      const current = navigation(page).locator('[aria-current="page"]');
      await expect(current, path).toHaveCount(1);
      await expect(current, path).toHaveText(tab);
    }
  });

  test('switching person says whose notebook is now open', async ({ page }) => {
    await signedInAs(page);
    await page.goto('/guidance');
    const switcher = page.getByRole('combobox', { name: '表示する人' });
    await expect(page.getByText('表示する人', { exact: true })).toBeVisible();
    await switcher.selectOption({ label: '山田 太郎（家族）' });
    await expect(page.getByTestId('patient-announcement')).toHaveText(
      '山田 太郎さんの手帳を表示しています',
    );
    await expect(page.getByTestId('patient-announcement')).toHaveAttribute('role', 'status');
  });

  test('a page opened from the foot of the menu starts at its top', async ({ page }) => {
    await signedInAs(page);
    await page.goto('/menu');
    const family = menuEntries(page).getByRole('link', { name: '家族と共有' });
    await family.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await family.click();
    await expect(page).toHaveURL(/\/auth\/family$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('by keyboard: a new page’s heading takes the focus, and nothing focused is under the bars', async ({
    page,
  }) => {
    await signedInAs(page);
    await page.goto('/menu');
    await menuEntries(page).getByRole('link', { name: '家族と共有' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: '家族と共有' })).toBeFocused();

    await page.getByRole('link', { name: '家族を追加する' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: '家族の追加' })).toBeFocused();
    await expect(page.locator('#download-harmo-toast')).toBeVisible();
    // Tab through the page: each control focused is the one a finger would hit at its centre.
    const covered: string[] = [];
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('Tab');
      const hit = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        if (!active || active === document.body || active.closest('#download-harmo-toast, nav')) {
          return null;
        }
        const box = active.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = Math.min(box.top + box.height / 2, window.innerHeight - 1);
        const atCentre = document.elementFromPoint(x, y);
        return atCentre && (active.contains(atCentre) || atCentre.contains(active))
          ? null
          : `${active.tagName} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 30)}" at ${Math.round(box.top)}`;
      });
      if (hit) covered.push(hit);
    }
    expect(covered).toEqual([]);
  });

  test('sign-out is in the menu and asks first', async ({ page }) => {
    await signedInAs(page);
    await page.goto('/menu');
    await page.getByRole('button', { name: 'サインアウト' }).click();
    const dialog = page.getByRole('dialog', { name: 'サインアウトしますか？' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/menu$/);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBeNull();

    await page.getByRole('button', { name: 'サインアウト' }).click();
    await dialog.getByRole('button', { name: 'サインアウト' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await expect(page.getByRole('combobox', { name: '表示する人' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  });

  test('the app-download toast closes with a Japanese label and stays closed', async ({ page }) => {
    await page.goto('/emap');
    const toast = page.locator('#download-harmo-toast');
    await expect(toast).toBeVisible();
    // A finger's target, in a region named in Japanese, announced politely (not as an alert).
    const close = toast.getByRole('button', { name: '閉じる' });
    const box = (await close.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await expect(page.getByRole('region', { name: '通知' })).toContainText('harmo');
    await expect(toast).toHaveAttribute('role', 'status');
    await close.click();
    await expect(toast).toHaveCount(0);
    await page.reload();
    await settle(page);
    await expect(page.locator('#download-harmo-toast')).toHaveCount(0);
    // The page no longer keeps room for it.
    expect(
      await page.evaluate(() =>
        document.documentElement.style.getPropertyValue('--harmo-toast-room'),
      ),
    ).toBe('');
  });

  test('without map images /emap says so on the map, and the list still works', async ({
    page,
  }) => {
    // Tiles fail until the test lets them load (a one-pixel image), as a server coming back would.
    const TILES = 'https://cyberjapandata.gsi.go.jp/';
    let tilesLoad = false;
    await page.route(`${TILES}**`, (route) =>
      tilesLoad ? route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG }) : route.abort(),
    );
    // Each tile's end as the page saw it, in order.
    const tiles: ('loaded' | 'failed')[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(TILES)) tiles.push('loaded');
    });
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(TILES)) tiles.push('failed');
    });
    const failedSinceLastLoad = () => tiles.length - 1 - tiles.lastIndexOf('loaded');
    await page.goto('/emap');
    const notice = page.getByRole('status').filter({ hasText: '地図の画像を読み込めません' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('group', { name: '地図の見かた' })).toContainText('薬局');
    await page.screenshot({ path: test.info().outputPath('emap.png') });

    // On the map, clear of its zoom buttons and its credit line, and closed with a finger's target.
    const noticeBox = (await page.locator('.emap-tile-notice').boundingBox())!;
    const mapBox = (await page.locator('.emap-map').boundingBox())!;
    expect(noticeBox.y).toBeGreaterThanOrEqual(mapBox.y);
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(mapBox.y + mapBox.height);
    for (const control of ['.leaflet-control-zoom', '.leaflet-control-attribution']) {
      const box = (await page.locator(control).boundingBox())!;
      const apart =
        box.x >= noticeBox.x + noticeBox.width ||
        box.x + box.width <= noticeBox.x ||
        box.y >= noticeBox.y + noticeBox.height ||
        box.y + box.height <= noticeBox.y;
      expect(apart, `${control} is clear of the notice`).toBe(true);
    }
    const close = page.getByRole('button', { name: '地図のお知らせを閉じる' });
    const closeBox = (await close.boundingBox())!;
    expect(Math.min(closeBox.width, closeBox.height)).toBeGreaterThanOrEqual(44);
    await close.click();
    await expect(notice).toHaveCount(0);
    await expect(close).toHaveCount(0);
    // The focus stays where the person was: on the map, not at the top of the page.
    await expect(page.locator('.leaflet-container')).toBeFocused();

    // The images come back, then fail again: the notice the person closed stays closed.
    const zoomIn = page.getByRole('button', { name: '拡大' });
    tilesLoad = true;
    await zoomIn.click();
    await expect.poll(() => tiles.includes('loaded')).toBe(true);
    // Leaflet ignores a zoom asked for while it is still zooming.
    await expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0);
    tilesLoad = false;
    await zoomIn.click();
    await expect.poll(failedSinceLastLoad).toBeGreaterThanOrEqual(3);
    // Time for the page to act on those failures (a notice not closed would be back by then).
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(notice).toHaveCount(0);
    await expect(close).toHaveCount(0);

    const first = page.locator('.emap-result__open').first();
    await expect(first).toBeVisible();
    const name = (await first.innerText()).split('\n')[0]!.trim();
    await first.click();
    await expect(page.getByRole('dialog')).toContainText(name);
    await page.getByRole('dialog').getByRole('button', { name: '閉じる' }).first().click();
  });

  test('while the next page is on its way a bar at the top says so, then the page comes', async ({
    page,
  }) => {
    await page.goto('/auth/sign-in');
    const mapLink = page.getByRole('link', { name: 'サインインせずに薬局・医療機関を探す' });
    await expect(mapLink).toBeVisible();
    // The map's code as a slow mobile network brings it: held a moment before it is sent.
    await page.route(/localhost:\d+\/[^/?]+\.js$/, async (route) => {
      if (
        !route
          .request()
          .url()
          .includes(`:${new URL(page.url()).port}/`)
      ) {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      }
      await route.continue();
    });
    // A tap with no hover before it: nothing was loaded ahead.
    await mapLink.evaluate((link) => (link as HTMLAnchorElement).click());
    const bar = page.getByRole('progressbar', { name: '次のページを読み込んでいます…' });
    await expect(bar).toBeVisible();
    // It grows once the wait is long enough to be noticed (a quick navigation never shows it).
    await expect
      .poll(() => bar.evaluate((element) => element.getBoundingClientRect().width))
      .toBeGreaterThan(30);
    // The page the user tapped on stays, under the bar, until the next one is ready.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('サインイン');
    await page.screenshot({ path: test.info().outputPath('navigation-progress.png') });
    await expect(page.getByRole('heading', { level: 1, name: '薬局・医療機関を探す' })).toBeVisible(
      { timeout: 15_000 },
    );
    await expect(bar).toHaveCount(0);
  });
});

test.describe('document titles', () => {
  /** One concrete path for every route of the route table (docs/routes.md). */
  const SIGNED_IN_PATHS = [
    '/emap',
    '/emap/find-by-area',
    '/emap/find-from-map',
    '/prescription/find-from-map',
    '/guidance',
    '/guidance/find-facility',
    '/guidance/new',
    '/guidance/confirm',
    '/guidance/new-prescription',
    '/guidance/confirm-prescription',
    '/guidance/prescription/00000000-0000-4000-8000-000000000000',
    '/guidance/00000000-0000-4000-8000-000000000000',
    '/payment/credit-card',
    '/mynapo/link-myna-data',
    '/mynapo/special-health-check-up-data',
    '/projects',
    '/projects/qr-code-scanner',
    '/projects/create',
    '/projects/00000000-0000-4000-8000-000000000000',
    '/jan-code',
    '/e-scan/qr-result',
    '/oauth/clients',
    '/oauth/test',
    '/oauth/auth',
    '/oauth/choose-account',
    '/oauth/complete',
    '/menu',
    '/harmo-debug-114514',
    '/no/such/page',
  ];

  for (const language of ['ja', 'en'] as const) {
    test(`every route has its own title (${language})`, async ({ page }) => {
      test.setTimeout(240_000);
      await signedInAs(page);
      await page.evaluate((code) => localStorage.setItem('language', code), language);
      const titles = new Map<string, string>();
      for (const path of SIGNED_IN_PATHS) {
        await page.goto(path);
        await expect(page).toHaveTitle(TITLE);
        const title = await page.title();
        // English titles are English (a proper name such as マイナポータル may stay).
        if (language === 'en')
          expect(title.replace(/マイナポータル/g, ''), path).not.toMatch(JAPANESE);
        else expect(title, path).toMatch(JAPANESE);
        // A screen that sends the user on (no draft to confirm) is titled where it lands.
        titles.set(new URL(page.url()).pathname, title);
      }
      // Signed out (only the language kept): the sign-in page has its own title too.
      await page.evaluate((code) => {
        localStorage.clear();
        localStorage.setItem('language', code);
      }, language);
      await page.goto('/auth/sign-in');
      await expect(page).toHaveTitle(language === 'ja' ? 'サインイン – harmo' : 'Sign in – harmo');
      // Its sign-up view is titled after its own heading, and going back titles the sign-in again.
      await page.getByRole('link', { name: language === 'ja' ? '新規登録' : 'Sign up' }).click();
      await expect(page).toHaveTitle(language === 'ja' ? '新規登録 – harmo' : 'Sign up – harmo');
      await page.goBack();
      await expect(page).toHaveTitle(language === 'ja' ? 'サインイン – harmo' : 'Sign in – harmo');
      const values = [...titles.values()];
      expect(new Set(values).size, JSON.stringify([...titles])).toBe(values.length);
    });
  }
});
