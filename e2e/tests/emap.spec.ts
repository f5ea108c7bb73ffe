import type { Locator, Page } from '@playwright/test';
import { test, expect, navigateInApp } from '../support/test';
import { API_URL, portOf } from '../support/stack';

/** Never more marker elements than this on the page (the api caps a map answer at 400 items). */
const MARKER_LIMIT = 400;
const MARKERS = '.leaflet-marker-icon';

/**
 * The embedded api fills its facility table with the demo dataset after it starts, which takes
 * a while; facility calls wait for it. Wait here once, so no test spends its time on it.
 */
test.beforeAll(async () => {
  test.setTimeout(300_000);
  const deadline = Date.now() + 280_000;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${API_URL}/ps/v1/facilities/areas`, {
        signal: AbortSignal.timeout(60_000),
      });
      if (response.ok) {
        const body = (await response.json()) as { total: number };
        if (body.total > 0) return;
        last = 'no facilities yet';
      } else {
        last = `HTTP ${response.status}`;
      }
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The api's facility search did not become ready: ${last}`);
});

test.beforeEach(async ({ page }) => {
  // Map tiles come from the internet; these runs are offline. Refuse them at once, the way a
  // failed tile server would, so every test shows the map without tiles.
  await page.route('https://cyberjapandata.gsi.go.jp/**', (route) => route.abort());
});

const results = (page: Page) => page.locator('.emap-results > li');
const resultButtons = (page: Page) => page.locator('.emap-result__open');
const detailSheet = (page: Page) => page.getByRole('dialog');

async function markerCount(page: Page): Promise<number> {
  return page.locator(MARKERS).count();
}

/** The facility name shown in a result row. */
async function nameIn(row: Locator): Promise<string> {
  return (await row.locator('.emap-result__name').first().innerText()).trim();
}

test.describe('facility search on the map', () => {
  test('finds a facility by name and shows its detail', async ({ page }) => {
    await page.goto('/emap');
    await expect(
      page.getByRole('heading', { level: 1, name: '薬局・医療機関を探す' }),
    ).toBeVisible();
    await page.getByLabel('施設名・住所で検索').fill('わかばドラッグ');
    await page.getByRole('button', { name: '検索', exact: true }).click();

    await expect(page.getByRole('heading', { name: '「わかばドラッグ」の検索結果' })).toBeVisible();
    await expect(page.getByText(/件見つかりました/)).toBeVisible();
    const first = results(page).first();
    await expect(first).toBeVisible();
    const name = await nameIn(first);
    expect(name).toContain('わかばドラッグ');
    expect(name.startsWith('【デモ】')).toBe(true);
    // The map shows the results it lists.
    await expect.poll(() => markerCount(page)).toBeGreaterThan(0);

    await first.locator('.emap-result__open').click();
    const sheet = detailSheet(page);
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(sheet.getByText('デモ用の架空の施設です')).toBeVisible();
    await expect(sheet.getByRole('link', { name: /^0\d/ })).toHaveAttribute('href', /^tel:\d+$/);
    await expect(sheet.getByRole('table')).toBeVisible();
    await expect(sheet.locator('tr[aria-current="date"]')).toContainText('今日');
    await expect(page).toHaveURL(/[?&]facility=demo%3A\d+/);

    await sheet.getByRole('button', { name: '閉じる' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).not.toHaveURL(/facility=/);
  });

  test('a link with a facility opens its detail', async ({ page }) => {
    await page.goto('/emap?facility=demo:1');
    const sheet = detailSheet(page);
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { level: 2 })).toContainText('【デモ】');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  test('filters to facilities open now', async ({ page }) => {
    await page.goto('/emap');
    await expect(results(page).first()).toBeVisible();
    await page.getByRole('button', { name: '絞り込み' }).click();
    const filtered = page.waitForRequest(
      (request) =>
        request.url().includes('/facilities/nearest') && request.url().includes('openNow=true'),
    );
    const mapFiltered = page.waitForRequest(
      (request) =>
        request.url().includes('/facilities/map') && request.url().includes('openNow=true'),
    );
    await page.getByRole('radio', { name: '今営業中' }).check();
    await filtered;
    await mapFiltered;
    await expect(page).toHaveURL(/openNow=true/);
    await expect(page.getByRole('button', { name: '絞り込み（1）' })).toBeVisible();
    await expect(page.locator('.emap-results[aria-busy]')).toHaveCount(0);
    // Open now depends on the hour of the run; whatever is listed must be open.
    await expect(results(page).locator('.emap-badge--closed')).toHaveCount(0);
    const listed = await results(page).count();
    await expect(results(page).locator('.emap-badge--open')).toHaveCount(listed);
  });

  test('filters to facilities open on a day at a time, with after-hours support', async ({
    page,
  }) => {
    await page.goto('/emap');
    await page.getByRole('button', { name: '絞り込み' }).click();
    await page.getByRole('radio', { name: '病院', exact: true }).check();
    await page.getByRole('radio', { name: '曜日と時刻を指定' }).check();
    await page.getByLabel('曜日', { exact: true }).selectOption('sun');
    const filtered = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return (
        url.pathname.endsWith('/facilities/nearest') &&
        url.searchParams.get('type') === 'hospital' &&
        url.searchParams.get('weekday') === 'sun' &&
        url.searchParams.get('time') === '21:30' &&
        url.searchParams.get('afterHours') === 'true'
      );
    });
    await page.getByLabel('時刻（任意）').fill('21:30');
    await page.getByRole('checkbox', { name: '時間外対応あり' }).check();
    await filtered;
    await expect(page.getByRole('button', { name: '絞り込み（3）' })).toBeVisible();
    await expect(page.locator('.emap-results[aria-busy]')).toHaveCount(0);
    const types = await results(page).locator('.emap-type').allInnerTexts();
    expect(types.every((type) => type === '病院')).toBe(true);

    await page.getByRole('button', { name: '条件をクリア' }).click();
    await expect(page.getByRole('button', { name: '絞り込み', exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/weekday=/);
  });

  test('credits the map tiles in the page’s language, and again after a switch', async ({
    page,
  }) => {
    await page.goto('/emap');
    const credit = page.locator('.leaflet-control-attribution');
    await expect(credit.getByRole('link', { name: '国土地理院' })).toHaveAttribute(
      'href',
      'https://maps.gsi.go.jp/development/ichiran.html',
    );
    await page.getByTestId('language-switch').selectOption('en');
    await expect(credit.getByRole('link', { name: 'GSI Japan' })).toBeVisible();
    await expect(credit).not.toContainText('国土地理院');
  });

  test('the list is usable with the keyboard alone', async ({ page }) => {
    await page.goto('/emap');
    await expect(results(page).first()).toBeVisible();
    await page.getByLabel('施設名・住所で検索').focus();
    let reached = false;
    for (let presses = 0; presses < 30 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(
        () => document.activeElement?.classList.contains('emap-result__open') ?? false,
      );
    }
    expect(reached, 'Tab reaches the first facility of the list').toBe(true);
    const focusedName = await page.evaluate(
      () => document.activeElement?.querySelector('.emap-result__name')?.textContent ?? '',
    );
    await expect(resultButtons(page).first()).toBeFocused();

    await page.keyboard.press('Enter');
    const sheet = detailSheet(page);
    await expect(sheet.getByRole('heading', { level: 2, name: focusedName })).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(
      true,
    );

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    // Focus goes back to the facility that opened the sheet.
    await expect(resultButtons(page).first()).toBeFocused();

    // Tab moves on to the next facility.
    await page.keyboard.press('Tab');
    await expect(resultButtons(page).nth(1)).toBeFocused();
  });

  test('the notice that map images cannot load closes with the keyboard on the map', async ({
    page,
  }) => {
    await page.goto('/emap');
    const notice = page.getByRole('status').filter({ hasText: '地図の画像を読み込めません' });
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: '地図のお知らせを閉じる' }).click();
    await expect(notice).toBeHidden();
    // The keyboard is on the map itself, so the arrow keys move it from here.
    await expect(page.locator('.emap-map')).toBeFocused();
  });

  test('never puts more than a few hundred markers on the page', async ({ page }) => {
    await page.goto('/emap');
    await expect.poll(() => markerCount(page)).toBeGreaterThan(0);
    expect(await markerCount(page)).toBeLessThanOrEqual(MARKER_LIMIT);

    const zoomIn = page.getByRole('button', { name: '拡大' });
    const zoomOut = page.getByRole('button', { name: '縮小' });
    for (const [button, times] of [
      [zoomIn, 4],
      [zoomOut, 10],
    ] as const) {
      for (let step = 0; step < times; step += 1) {
        if ((await button.getAttribute('aria-disabled')) === 'true') break;
        await button.click();
        await page.waitForLoadState('networkidle');
        const count = await markerCount(page);
        expect(count).toBeLessThanOrEqual(MARKER_LIMIT);
      }
      expect(await markerCount(page)).toBeGreaterThan(0);
    }
  });

  test('after a move the last markers stay until the new view’s answer, which is marked drawn', async ({
    page,
  }) => {
    await page.goto('/emap');
    await expect.poll(() => markerCount(page)).toBeGreaterThan(0);
    // The map marks the first time it shows its markers (the benchmark reads it).
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('harmo:emap:map-drawn').length))
      .toBe(1);
    await page.waitForLoadState('networkidle');
    const before = await markerCount(page);

    // The next answer is held back: meanwhile the last view's markers stay on the map.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/ps/v1/facilities/map?**', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    const asked = page.waitForRequest((request) => request.url().includes('/facilities/map?'));
    const box = (await page.locator('.leaflet-container').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 - 40, { steps: 5 });
    await page.waitForTimeout(150);
    await page.mouse.up();
    // Asked at once, with no settle delay.
    await asked;
    expect(await markerCount(page)).toBe(before);

    release();
    const marks = () =>
      page.evaluate(() => ({
        ended: (performance.getEntriesByName('harmo:emap:moveend') as PerformanceMark[]).map(
          (mark) => (mark.detail as { move: number }).move,
        ),
        drawn: (performance.getEntriesByName('harmo:emap:markers-drawn') as PerformanceMark[]).map(
          (mark) => (mark.detail as { move: number }).move,
        ),
      }));
    // The end of the move and its markers carry the same move number.
    await expect
      .poll(async () => {
        const { ended, drawn } = await marks();
        return ended.length > 0 && drawn.includes(ended.at(-1)!);
      })
      .toBe(true);
    expect(await markerCount(page)).toBeGreaterThan(0);
  });

  test('from the current location, lists the nearest facilities first', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    // Umeda, Osaka.
    await context.setGeolocation({ latitude: 34.7025, longitude: 135.4959 });
    await page.goto('/emap');
    await page.getByRole('button', { name: '現在地' }).click();
    await expect(page.getByRole('heading', { name: '現在地に近い施設' })).toBeVisible();
    await expect(page.locator('.emap-results[aria-busy]')).toHaveCount(0);
    const first = results(page).first();
    await expect(first.locator('.emap-result__distance')).toHaveText(/^\d[\d.,]* (m|km)$/);
    await expect(first.locator('.emap-result__address')).toContainText('大阪府');
    await expect(page.locator('path.emap-user-location')).toHaveCount(1);
  });

  test('says so when the location may not be used, and keeps working', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await page.goto('/emap');
    await page.getByRole('button', { name: '現在地' }).click();
    await expect(page.getByRole('alert')).toContainText('位置情報の利用が許可されていません');
    await expect(page.getByRole('heading', { name: '地図の範囲の施設' })).toBeVisible();
    await expect(results(page).first()).toBeVisible();
  });
});

test.describe('browsing by area', () => {
  test('goes from a prefecture to a municipality to its facilities', async ({ page }) => {
    await page.goto('/emap/find-by-area');
    await expect(page.getByRole('heading', { level: 1, name: '地域から探す' })).toBeVisible();
    await page.getByRole('link', { name: /^東京都 [\d,]+件$/ }).click();

    await expect(page.getByRole('heading', { name: '東京都の市区町村' })).toBeFocused();
    await page.getByRole('link', { name: /^千代田区 [\d,]+件$/ }).click();

    await expect(page.getByRole('heading', { name: '千代田区の施設' })).toBeFocused();
    await expect(page.getByText(/件中\d+件を表示/)).toBeVisible();
    const firstPage = await results(page).count();
    expect(firstPage).toBeGreaterThan(0);
    await expect(results(page).first().locator('.emap-result__address')).toContainText('千代田区');
    const more = page.getByRole('button', { name: 'さらに表示' });
    if (await more.isVisible()) {
      await more.click();
      await expect.poll(() => results(page).count()).toBeGreaterThan(firstPage);
    }

    const name = await nameIn(results(page).first());
    await resultButtons(page).first().click();
    await expect(detailSheet(page).getByRole('heading', { level: 2, name })).toBeVisible();

    // The breadcrumb leads back up.
    await page.keyboard.press('Escape');
    await page
      .getByRole('navigation', { name: '現在の地域' })
      .getByRole('link', { name: '東京都' })
      .click();
    await expect(page.getByRole('heading', { name: '東京都の市区町村' })).toBeVisible();
  });

  test('names the prefectures in English on an English screen', async ({ page }) => {
    await page.goto('/emap/find-by-area');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Browse by area' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Hokkaido [\d,]+ facilities$/ })).toBeVisible();
    await page.getByRole('link', { name: /^Tokyo [\d,]+ facilities$/ }).click();

    await expect(page.getByRole('heading', { name: 'Municipalities of Tokyo' })).toBeFocused();
    await expect(
      page.getByRole('navigation', { name: 'Current area' }).getByText('Tokyo'),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^All of Tokyo [\d,]+ facilities$/ }),
    ).toBeVisible();
  });
});

test.describe('picking a facility for another screen', () => {
  test('returns the chosen facility to the caller', async ({ page }) => {
    const returnTo = '/emap/find-by-area?from=picker';
    await page.goto(`/emap/find-from-map?returnTo=${encodeURIComponent(returnTo)}`);
    await expect(page.getByRole('heading', { level: 1, name: '地図から選ぶ' })).toBeVisible();
    const first = results(page).first();
    const name = await nameIn(first);
    await first.getByRole('button', { name: /この施設を選ぶ/ }).click();

    await expect(page).toHaveURL(/\/emap\/find-by-area\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe('picker');
    expect(url.searchParams.get('facilityId')).toMatch(/^demo:\d+$/);
    expect(url.searchParams.get('facilityName')).toBe(name);
  });

  test('picks from the detail sheet as well', async ({ page }) => {
    await page.goto(`/emap/find-from-map?returnTo=${encodeURIComponent('/emap')}`);
    await resultButtons(page).first().click();
    const sheet = detailSheet(page);
    const name = (await sheet.getByRole('heading', { level: 2 }).innerText()).trim();
    await sheet.getByRole('button', { name: 'この施設を選ぶ' }).click();
    await expect(page).toHaveURL(/\/emap\?facilityId=/);
    expect(new URL(page.url()).searchParams.get('facilityName')).toBe(name);
  });

  test('never follows a returnTo to another site: it goes back instead', async ({ page }) => {
    await page.goto('/emap/find-by-area');
    await navigateInApp(
      page,
      `/emap/find-from-map?returnTo=${encodeURIComponent('https://evil.example/x')}`,
    );
    await results(page)
      .first()
      .getByRole('button', { name: /この施設を選ぶ/ })
      .click();
    await expect(page).toHaveURL(/\/emap\/find-by-area$/);
  });

  test('choosing a pharmacy for a prescription continues to a new order', async ({ page }) => {
    // The route is guarded in the composed app; the remote's own server renders it without the
    // guard, so this checks the screen and not the sign-in.
    await page.goto(`http://localhost:${portOf('remote-emap')}/prescription/find-from-map`);
    await expect(
      page.getByRole('heading', { level: 1, name: '処方箋を送る薬局を選ぶ' }),
    ).toBeVisible();
    await expect(page.getByText('薬局だけを表示しています。')).toBeVisible();
    await expect(results(page).first()).toBeVisible();
    const types = await results(page).locator('.emap-type').allInnerTexts();
    expect(new Set(types)).toEqual(new Set(['薬局']));

    const name = await nameIn(results(page).first());
    await results(page)
      .first()
      .getByRole('button', { name: /この施設を選ぶ/ })
      .click();
    await expect(page).toHaveURL(/\/guidance\/new\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('facilityId')).toMatch(/^demo:\d+$/);
    expect(url.searchParams.get('facilityName')).toBe(name);
  });

  test('another remote can embed the picker and receives the chosen facility', async ({ page }) => {
    await page.goto('/emap/find-by-area');
    // What a consuming remote does: load the exposed module through the page's federation
    // runtime and render it with the shared React.
    await page.evaluate(async () => {
      interface Federation {
        __INSTANCES__: {
          name: string;
          loadRemote: (id: string) => Promise<Record<string, unknown>>;
          loadShare: (name: string) => Promise<false | (() => Record<string, unknown>)>;
        }[];
      }
      const runtime = (window as unknown as { __FEDERATION__: Federation }).__FEDERATION__;
      const host = runtime.__INSTANCES__.find((instance) => instance.name === 'harmo_host')!;
      const shared = async (name: string) => {
        const factory = await host.loadShare(name);
        if (!factory) throw new Error(`${name} is not shared`);
        return factory() as Record<string, never>;
      };
      const [picker, react, reactDom] = await Promise.all([
        host.loadRemote('harmo_emap/FacilityPicker'),
        shared('react'),
        shared('react-dom/client'),
      ]);
      const { createElement, Suspense } = react as unknown as {
        createElement: (type: unknown, props: unknown, ...children: unknown[]) => unknown;
        Suspense: unknown;
      };
      const { createRoot } = reactDom as unknown as {
        createRoot: (container: Element) => { render: (element: unknown) => void };
      };
      const container = document.createElement('section');
      container.id = 'embedded-picker';
      container.setAttribute('aria-label', 'embedded picker');
      document.body.append(container);
      createRoot(container).render(
        createElement(
          Suspense,
          { fallback: null },
          createElement(picker.FacilityPicker, {
            type: 'pharmacy',
            onPick: (facility: unknown) => {
              (window as unknown as { pickedFacility: unknown }).pickedFacility = facility;
            },
          }),
        ),
      );
    });
    const embedded = page.locator('#embedded-picker');
    const first = embedded.locator('.emap-results > li').first();
    await expect(first).toBeVisible();
    await expect(first.locator('.emap-type')).toHaveText('薬局');
    const name = await nameIn(first);
    await first.getByRole('button', { name: /この施設を選ぶ/ }).click();

    const picked = await page.evaluate(
      () => (window as unknown as { pickedFacility?: unknown }).pickedFacility,
    );
    expect(picked).toMatchObject({
      id: expect.stringMatching(/^demo:\d+$/),
      name,
      type: 'pharmacy',
    });
    // The picker never touches the page's URL, which belongs to the screen that embeds it.
    await expect(page).toHaveURL(/\/emap\/find-by-area$/);
  });
});
