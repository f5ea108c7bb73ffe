import { test, expect, navigateInApp } from '../support/test';
import { signedInAs } from '../support/identity';

const FULL_PAGE_ERROR = 'Webページを読み込めませんでした';

test.describe('the composed app shell', () => {
  test('/ goes to sign-in and remembers where the visitor was going', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await expect(page.getByRole('heading', { name: 'サインイン' })).toBeVisible();
    const target = await page.evaluate(() => localStorage.getItem('returnTarget'));
    expect(JSON.parse(target ?? 'null')).toMatchObject({ pathname: '/oauth/clients' });
  });

  test('a guarded deep link keeps its path, query and hash for after sign-in', async ({ page }) => {
    await page.goto('/guidance/12345?from=mail#status');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    const target = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('returnTarget'))) ?? 'null',
    );
    expect(target).toMatchObject({
      pathname: '/guidance/12345',
      search: '?from=mail',
      hash: '#status',
    });
    expect(await page.evaluate(() => localStorage.getItem('needRedirect'))).toBe('true');
  });

  test('a visitor with a stored session reaches guarded screens', async ({ page }) => {
    await signedInAs(page);
    await page.goto('/oauth/clients');
    await expect(page).toHaveURL(/\/oauth\/clients$/);
    await expect(page.getByRole('heading', { name: 'OAuthクライアント' })).toBeVisible();
  });

  test('an unknown path shows the full-page error and its button reloads', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: FULL_PAGE_ERROR })).toBeVisible();
    await page.evaluate(
      () => ((window as unknown as { beforeReload: boolean }).beforeReload = true),
    );
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: '再度読み込む' }).click(),
    ]);
    expect(
      await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
    ).toBeUndefined();
    await expect(page.getByRole('heading', { name: FULL_PAGE_ERROR })).toBeVisible();
  });

  test('an app that cannot start says so in both languages, and its button loads it again', async ({
    page,
  }) => {
    // The page without its configuration (neither in the HTML nor from the server): nothing of
    // the app can start.
    await page.route('**/auth/sign-in', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="harmo-runtime-config">[\s\S]*?<\/script>/,
        '',
      );
      await route.fulfill({ response, body: html });
    });
    await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/auth/sign-in');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: FULL_PAGE_ERROR })).toBeVisible();
    await expect(alert).toContainText('The web page could not be loaded.');

    await page.unrouteAll();
    await page.getByRole('button', { name: '再度読み込む / Load again' }).click();
    await expect(page.getByRole('heading', { name: 'サインイン' })).toBeVisible();
  });

  test('an unknown path inside a remote also shows the full-page error', async ({ page }) => {
    await page.goto('/auth/no-such-screen');
    await expect(page.getByRole('heading', { name: FULL_PAGE_ERROR })).toBeVisible();
  });

  test('a signed-in person whose account cannot be loaded is told so, not shown an empty notebook', async ({
    page,
  }) => {
    await signedInAs(page);
    // Offline as far as the account goes: the page and its code come, the account does not.
    await page.route('**/ps/v1/accounts/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/guidance');
    const failure = page.getByRole('heading', {
      name: 'アカウントの情報を読み込めませんでした。インターネット接続を確認して、もう一度お試しください。',
    });
    // After the query client's own tries, seconds apart.
    await expect(failure).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: '処方箋の送信履歴' })).toHaveCount(0);

    await page.unrouteAll();
    await page.getByRole('button', { name: '再度読み込む' }).click();
    await expect(page.getByRole('heading', { name: '処方箋の送信履歴' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: '表示する人' })).toBeVisible();
  });

  test('the theme toggles, persists across reload and sets class, attribute and colour', async ({
    page,
  }) => {
    await page.goto('/emap');
    const html = page.locator('html');
    const themeColor = page.locator('meta[name="theme-color"]');
    await expect(html).not.toHaveClass(/dark/);
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(themeColor).toHaveAttribute('content', '#EFF3F5');

    await page.getByRole('button', { name: 'ダークモード' }).click();
    await expect(html).toHaveClass(/dark/);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(themeColor).toHaveAttribute('content', '#1C1C1E');

    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(themeColor).toHaveAttribute('content', '#1C1C1E');
    await expect(page.getByRole('button', { name: 'ダークモード' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByRole('button', { name: 'ダークモード' }).click();
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test.describe('on a phone set to dark', () => {
    test.use({ colorScheme: 'dark' });

    test('the app follows the setting as it changes, until the person chooses', async ({
      page,
    }) => {
      await page.goto('/emap');
      const html = page.locator('html');
      const toggle = page.getByRole('button', { name: 'ダークモード' });
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');

      await page.emulateMedia({ colorScheme: 'light' });
      await expect(html).toHaveAttribute('data-theme', 'light');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(html).toHaveAttribute('data-theme', 'dark');

      // Turned off here: it stays light on this dark phone, after a reload too.
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', 'light');
      await page.reload();
      await expect(html).toHaveAttribute('data-theme', 'light');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    });
  });

  test('a stored session that no longer works ends at sign-in, remembering the target', async ({
    page,
  }) => {
    await page.goto('/emap');
    await page.evaluate(() => {
      localStorage.setItem('refreshToken', 'stored-refresh-token');
      localStorage.setItem('cognitoUserName', 'stored-user');
    });
    await page.goto('/oauth/clients');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
    const target = await page.evaluate(() => localStorage.getItem('returnTarget'));
    expect(JSON.parse(target ?? 'null')).toMatchObject({ pathname: '/oauth/clients' });
  });

  test('every navigation pushes a pageview with its path', async ({ page }) => {
    await page.goto('/emap');
    await navigateInApp(page, '/emap/find-by-area');
    await navigateInApp(page, '/auth/sign-in');
    // A remote's first visit commits once its routes have loaded: poll rather than race it.
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer?: { event: string; page: string }[] }).dataLayer ?? [])
            .filter((entry) => entry.event === 'pageview')
            .map((entry) => entry.page),
        ),
      )
      .toEqual(['/emap', '/emap/find-by-area', '/auth/sign-in']);
  });

  test('the language switch changes the host and remote strings', async ({ page }) => {
    await page.goto('/emap');
    await expect(page.getByRole('heading', { name: '薬局・医療機関を探す' })).toBeVisible();
    await page.getByTestId('language-switch').selectOption('en');
    await expect(
      page.getByRole('heading', { name: 'Find pharmacies and medical facilities' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dark mode' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Find pharmacies and medical facilities' }),
    ).toBeVisible();
  });
});

test.describe('to a reader who set a larger text size in the browser', () => {
  test('the page’s text grows with it, the tab bar stays one row and nothing runs off the screen', async ({
    page,
  }) => {
    await signedInAs(page);
    // The browser's own setting ("Font size: Large"), which a page that fixes its text size
    // in pixels would ignore.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 20, fixed: 16 } });
    for (const path of ['/guidance', '/oauth/clients']) {
      await page.goto(path);
      const fontSize = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => getComputedStyle(element).fontSize);
      expect(await fontSize('main p')).toBe('20px');
      // The longest tab label stays on one line in its fixed bar.
      const tab = page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', {
        name: '薬局を探す',
      });
      const label = tab.locator('.harmo-nav__label');
      const lineHeight = await label.evaluate((element) =>
        parseFloat(getComputedStyle(element).lineHeight),
      );
      expect((await label.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 1);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
    }
  });
});

test.describe('to a reader of English who set a large text size', () => {
  test('a Japanese name in a heading breaks at its space, never between its characters', async ({
    page,
  }) => {
    await signedInAs(page);
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24, fixed: 16 } });
    await page.goto('/projects');
    const heading = page.getByRole('heading', { name: 'Projects 山田 花子 takes part in' });
    await expect(heading).toBeVisible();
    // The lines each part of the name is drawn on: one each, wherever the heading breaks.
    const linesOf = (part: string) =>
      heading.evaluate((element, text) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf(text);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + text.length);
          return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
        }
        return 0;
      }, part);
    expect(await linesOf('山田')).toBe(1);
    expect(await linesOf('花子')).toBe(1);
  });
});

test.describe('the app-download toast', () => {
  test.describe('on a phone', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      isMobile: true,
      hasTouch: true,
    });

    test('shows at the bottom centre with store links and closes', async ({ page }) => {
      await page.goto('/emap');
      const toast = page.locator('#download-harmo-toast');
      await expect(toast).toBeVisible();
      await expect(toast).toContainText('harmoアプリをはじめる');
      await expect(toast.getByRole('link', { name: /App Store/ })).toHaveAttribute(
        'href',
        /apps\.apple\.com/,
      );
      await expect(toast.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
        'href',
        /play\.google\.com/,
      );
      const box = await toast.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeGreaterThan(740 - 120);
      expect(Math.abs(box!.x + box!.width / 2 - 180)).toBeLessThan(20);

      // It never times out on its own.
      await page.waitForTimeout(4500);
      await expect(toast).toBeVisible();

      await toast.getByRole('button', { name: '閉じる' }).click();
      await expect(toast).toHaveCount(0);
      await navigateInApp(page, '/emap/find-by-area');
      await expect(page.locator('#download-harmo-toast')).toHaveCount(0);
    });
  });

  test('does not show on a desktop browser', async ({ page }) => {
    await page.goto('/emap');
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    // Longer than a phone's invitation waits after the page: its delay, then an idle moment.
    await page.waitForTimeout(3_500);
    await expect(page.locator('#download-harmo-toast')).toHaveCount(0);
  });
});
