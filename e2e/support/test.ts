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
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
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
