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

/** A report of the page's Content-Security-Policy refusing something, as the browser gives it. */
interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Records every refusal of the page's Content-Security-Policy, in every document the page loads.
 * The policy is strict (no eval, no inline script but the page's own), and whatever it refuses is
 * either broken for the user or a report the service would be flooded with.
 */
async function recordCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeBinding('__harmoCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __harmoCspViolation?: (v: unknown) => void })
        .__harmoCspViolation;
      report?.({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return violations;
}

/**
 * Every page a test visits is checked with axe (after each goto and once more at the end) and
 * runs under the app's Content-Security-Policy without a single refusal.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const cspViolations = await recordCspViolations(page);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await settle(page);
      await expectAccessible(page);
      return response;
    };
    await use(page);
    if (!page.isClosed()) await expectAccessible(page);
    expect(cspViolations, 'what the Content-Security-Policy refused').toEqual([]);
  },
});

export { expect };
