import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page as it stands; fails on any serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const url = page.url();
  if (!url.startsWith('http')) return;
  // A toast fading in or out is half-way between its colours: its contrast is measured once
  // no toast has moved for 300 ms (the toast library loads with the first toast, so a toast
  // asked for just before may still be on its way), as a person reads it.
  await page.evaluate(() => {
    (window as unknown as { harmoCalmSince?: number }).harmoCalmSince = undefined;
  });
  await page.waitForFunction(
    () => {
      const w = window as unknown as { harmoCalmSince?: number };
      const now = performance.now();
      const fading = document
        .getAnimations()
        .some(
          (a) =>
            a instanceof CSSAnimation &&
            a.animationName.startsWith('harmo-fade') &&
            a.playState === 'running',
        );
      if (fading) {
        w.harmoCalmSince = undefined;
        return false;
      }
      w.harmoCalmSince ??= now;
      return now - w.harmoCalmSince >= 300;
    },
    undefined,
    { polling: 50 },
  );
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `axe violations on ${url}:\n${JSON.stringify(serious, null, 2)}`).toEqual([]);
}
