import { test as base, expect, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';

/** Waits until the app has rendered and no spinner is left. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root > *').first()).toBeVisible();
  await expect(page.locator('.harmo-spinner')).toHaveCount(0);
}

/**
 * Navigates inside the running app without a reload, as a link click would
 * (react-router listens to popstate), then checks the page like any other visit.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const pathname = new URL(path, 'http://x').pathname;
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  // The host pushes a pageview once the router has committed the new location (a remote's
  // first visit commits only after its routes load); a failed load shows the full-page error.
  await page.waitForFunction((expected) => {
    const layer = (window as unknown as { dataLayer?: { event?: string; page?: string }[] })
      .dataLayer;
    const views = (layer ?? []).filter((entry) => entry.event === 'pageview');
    return (
      views.at(-1)?.page === expected ||
      document.querySelector('[data-testid="message-screen"][data-type="error"]')
    );
  }, pathname);
  await settle(page);
  await expectAccessible(page);
}

/**
 * Every page a test visits is checked with axe: after each goto and once more at the end.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await settle(page);
      await expectAccessible(page);
      return response;
    };
    await use(page);
    if (!page.isClosed()) await expectAccessible(page);
  },
});

export { expect };
