import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, navigateInApp } from '../support/test';
import { REMOTES, REPO_ROOT, remoteUrlEnv, serveApp } from '../support/servers';
import { HOST_URL, SPARE_HOST_PORT, portOf } from '../support/stack';
import { signedInAs } from '../support/identity';

const FULL_PAGE_ERROR = 'Webページを読み込めませんでした';

/** A route of each remote and the heading it shows. */
const REMOTE_ROUTES: Record<string, { path: string; heading: string }> = {
  // Signed in, /auth/sign-in moves on to the remembered target; this auth screen stays.
  auth: { path: '/auth/sign-in?flow=forgot-password', heading: 'パスワードの再設定' },
  oauth: { path: '/oauth/clients', heading: 'OAuthクライアント' },
  emap: { path: '/emap', heading: '薬局・医療機関を探す' },
  guidance: { path: '/guidance', heading: '処方箋の送信履歴' },
  mynapo: { path: '/mynapo/link-myna-data', heading: 'マイナポータルと連携' },
  projects: { path: '/projects', heading: '参加中のプロジェクト' },
};

/** How many of the page's stylesheets define the shared package's design tokens. */
async function stylesheetsWithDesignTokens(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));
    const texts = await Promise.all(links.map((link) => fetch(link.href).then((r) => r.text())));
    return texts.filter((text) => text.includes('--harmo-bg:')).length;
  });
}

/** Guarded routes need a signed-in session: a demo user's, stored on the page's origin. */
async function storeSession(page: Page, origin: string) {
  await signedInAs(page, undefined, origin);
}

test.describe('a remote that cannot be loaded', () => {
  for (const remote of REMOTES) {
    test(`${remote.key}: its routes fail alone and work again after it is back`, async ({
      page,
    }) => {
      const own = REMOTE_ROUTES[remote.key]!;
      // Another remote whose page has the host's navigation (the sign-in steps leave it out).
      const other = remote.key === 'emap' ? REMOTE_ROUTES.oauth! : REMOTE_ROUTES.emap!;
      const remoteServer = await serveApp(remote.dir);
      const host = await serveApp('host', {
        port: SPARE_HOST_PORT,
        env: remoteUrlEnv(remote.key, `${remoteServer.url}/mf-manifest.json`),
      });
      try {
        await storeSession(page, host.url);
        await remoteServer.close();

        await page.goto(`${host.url}${own.path}`);
        await expect(page.getByRole('heading', { name: FULL_PAGE_ERROR })).toBeVisible();
        await expect(page.getByRole('button', { name: '再度読み込む' })).toBeVisible();

        // The host and the other remotes keep working, without a reload.
        await navigateInApp(page, other.path);
        await expect(page.getByRole('heading', { name: other.heading, exact: true })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();

        const back = await serveApp(remote.dir, { port: remoteServer.port });
        try {
          await page.goto(`${host.url}${own.path}`);
          await expect(page.getByRole('heading', { name: FULL_PAGE_ERROR })).toHaveCount(0);
          await expect(page.getByRole('heading', { name: own.heading, exact: true })).toBeVisible();
        } finally {
          await back.close();
        }
      } finally {
        await host.close();
        await remoteServer.close().catch(() => undefined);
      }
    });
  }
});

/** Matches one app server's requests for a given file (its manifest, its entry). */
function fileOf(dir: string, file: string) {
  const port = String(portOf(dir));
  return (url: URL) => url.port === port && url.pathname === `/${file}`;
}

test.describe('loading a remote', () => {
  test('a manifest that fails once is asked for again and the remote renders', async ({ page }) => {
    const answers: number[] = [];
    await page.route(fileOf('remote-auth', 'mf-manifest.json'), async (route) => {
      if (answers.length === 0) {
        answers.push(503);
        await route.fulfill({ status: 503, body: 'redeploying' });
        return;
      }
      const response = await route.fetch();
      answers.push(response.status());
      await route.fulfill({ response });
    });
    await page.goto(REMOTE_ROUTES.auth!.path);
    await expect(page.getByRole('heading', { name: REMOTE_ROUTES.auth!.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: FULL_PAGE_ERROR })).toHaveCount(0);
    expect(answers).toEqual([503, 200]);
  });

  test('an entry script that fails once is loaded again and the remote renders', async ({
    page,
  }) => {
    let aborted = 0;
    await page.route(fileOf('remote-auth', 'remoteEntry.js'), async (route) => {
      if (aborted === 0) {
        aborted += 1;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    await page.goto(REMOTE_ROUTES.auth!.path);
    await expect(page.getByRole('heading', { name: REMOTE_ROUTES.auth!.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: FULL_PAGE_ERROR })).toHaveCount(0);
    expect(aborted).toBe(1);
  });

  test('a remote built against a newer shared runtime than the page has is refused, with the reason', async ({
    page,
  }) => {
    // The remote's manifest as a build against a later, incompatible shared runtime writes it.
    await page.route(fileOf('remote-emap', 'mf-manifest.json'), async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as {
        shared: { name: string; requiredVersion?: string }[];
      };
      for (const entry of manifest.shared) {
        if (entry.name === '@harmo/shared') entry.requiredVersion = '^99.0.0';
      }
      await route.fulfill({ response, json: manifest });
    });
    // The app server preloads the entry with the page (the page alone knows it will refuse it):
    // what must not happen is the federation runtime asking for it after reading the manifest.
    const entryRequests: string[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      const fromPage = initiator.type === 'parser' || initiator.type === 'preload';
      if (fileOf('remote-emap', 'remoteEntry.js')(new URL(request.url)) && !fromPage) {
        entryRequests.push(request.url);
      }
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const reason =
      /Remote harmo_emap needs @harmo\/shared \^99\.0\.0, but this page provides \d+\.\d+\.\d+/;

    await page.goto('/emap');
    await expect(page.getByRole('heading', { name: FULL_PAGE_ERROR })).toBeVisible();
    expect(consoleErrors.some((text) => reason.test(text))).toBe(true);
    // Refused before any of its code was fetched by the runtime, let alone run.
    expect(entryRequests).toEqual([]);
    expect(await page.evaluate(() => 'harmo_emap' in window)).toBe(false);

    await page.goto('/harmo-debug-114514');
    // The debug page words the same refusal in the page's language.
    await expect(page.getByTestId('refusal-emap')).toHaveText(
      /harmo_emap には @harmo\/shared \^99\.0\.0 が必要ですが、このページのものは \d+\.\d+\.\d+ のため読み込んでいません。/,
    );
    await expect(page.getByTestId('version-auth')).toContainText('0.1.0');
    await expect(page.getByTestId('refusal-auth')).toHaveCount(0);
  });
});

test('react, react-router, zod, the store, the i18n instance and the federation runtime are loaded once across host and remotes', async ({
  page,
}) => {
  await storeSession(page, HOST_URL);
  await page.goto('/emap');
  for (const { path: routePath, heading } of Object.values(REMOTE_ROUTES)) {
    await navigateInApp(page, routePath);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  const report = await page.evaluate(() => {
    type ShareEntry = { from: string; loaded?: boolean; useIn: string[] };
    const federation = (
      window as unknown as {
        __FEDERATION__: {
          __INSTANCES__: { name: string }[];
          __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
        };
      }
    ).__FEDERATION__;
    const copies: Record<string, { providers: string[]; users: string[] }> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (!entry.loaded) continue;
            copies[name] ??= { providers: [], users: [] };
            // Each container's scope lists the same entry; distinct provider@version pairs are copies.
            const provider = `${entry.from}@${version}`;
            if (!copies[name].providers.includes(provider)) copies[name].providers.push(provider);
            copies[name].users.push(...entry.useIn);
          }
        }
      }
    }
    return {
      instances: federation.__INSTANCES__.map((i) => i.name).sort(),
      copies,
      sharedPackageEvaluations: (window as unknown as { __HARMO_SHARED_INSTANCES__: number })
        .__HARMO_SHARED_INSTANCES__,
      // The remotes' bundles carry no federation runtime: they run on the one the host provides.
      runtimeProvider: (window as unknown as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })
        ._FEDERATION_RUNTIME_CORE_FROM?.name,
    };
  });

  // Every remote was really composed into this page…
  expect(report.instances).toEqual(['harmo_host', ...REMOTES.map((r) => r.federationName)].sort());
  // …and each singleton exists once, provided by one container.
  for (const name of [
    'react',
    'react-dom',
    'react-router',
    'zustand',
    'i18next',
    'react-i18next',
    '@tanstack/react-query',
    'zod',
    '@harmo/shared',
  ]) {
    expect(report.copies[name]?.providers, name).toHaveLength(1);
  }
  expect(report.runtimeProvider).toBe('harmo_host');
  // Remotes use the host's copy of the shared package (which holds the store and i18n instance).
  expect(new Set(report.copies['@harmo/shared']!.users)).toEqual(
    new Set(['harmo_host', ...REMOTES.map((r) => r.federationName)]),
  );
  expect(report.sharedPackageEvaluations).toBe(1);
  // The shared package's stylesheet too: a second copy, later in the cascade, would undo the
  // host's rules over it on every remote's page.
  expect(await stylesheetsWithDesignTokens(page)).toBe(1);

  // One store and one i18n instance: a language change in the host reaches a remote's screen.
  // (On a phone a signed-in user finds the language in the menu; a wider screen keeps it in
  // the header beside the remote's screen.)
  await page.setViewportSize({ width: 1024, height: 740 });
  await page.getByTestId('language-switch').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Your projects' })).toBeVisible();
});

test.describe('redeploying one remote', () => {
  test.setTimeout(240_000);
  const label = `9.9.${Date.now() % 100000}-redeploy`;
  let outDir: string;

  test.beforeAll(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmo-mynapo-'));
    const result = spawnSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'shared/build/node_modules/webpack-cli/bin/cli.js'),
        '--mode',
        'production',
      ],
      {
        cwd: path.join(REPO_ROOT, 'remote-mynapo'),
        env: { ...process.env, HARMO_BUILD_VERSION: label, HARMO_OUT_DIR: outDir },
        encoding: 'utf8',
      },
    );
    if (result.status !== 0) throw new Error(`rebuild failed:\n${result.stdout}\n${result.stderr}`);
  });

  test.afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  test('the running host picks up a new build through the debug override', async ({ page }) => {
    const rebuilt = await serveApp('remote-mynapo', { distDir: outDir });
    try {
      await storeSession(page, HOST_URL);
      await expect(page.getByTestId('version-mynapo')).toContainText('0.1.0');
      await page
        .getByLabel('このブラウザだけでマニフェストURLを上書き')
        .nth(4)
        .fill(`${rebuilt.url}/mf-manifest.json`);
      await Promise.all([
        page.waitForEvent('load'),
        page.getByTestId('remote-mynapo').getByRole('button', { name: '上書きする' }).click(),
      ]);
      await expect(page.getByTestId('version-mynapo')).toContainText(label);
      await expect(page.getByTestId('manifest-mynapo')).toContainText(rebuilt.url);
      await navigateInApp(page, '/mynapo/link-myna-data');
      await expect(page.getByRole('heading', { name: 'マイナポータルと連携' })).toBeVisible();

      // Clearing the override returns to the configured remote.
      await page.goto('/harmo-debug-114514');
      await Promise.all([
        page.waitForEvent('load'),
        page.getByTestId('remote-mynapo').getByRole('button', { name: '上書きを解除' }).click(),
      ]);
      await expect(page.getByTestId('version-mynapo')).toContainText('0.1.0');
    } finally {
      await rebuilt.close();
    }
  });

  test('a host started with a new remote URL in its configuration uses the new build', async ({
    page,
  }) => {
    const rebuilt = await serveApp('remote-mynapo', { distDir: outDir });
    const host = await serveApp('host', {
      port: SPARE_HOST_PORT,
      env: remoteUrlEnv('mynapo', `${rebuilt.url}/mf-manifest.json`),
    });
    try {
      await storeSession(page, host.url);
      await expect(page.getByTestId('version-mynapo')).toContainText(label);
      await navigateInApp(page, '/mynapo/link-myna-data');
      await expect(page.getByRole('heading', { name: 'マイナポータルと連携' })).toBeVisible();
    } finally {
      await host.close();
      await rebuilt.close();
    }
  });
});

test.describe('each remote on its own', () => {
  for (const remote of REMOTES) {
    test(`${remote.key} renders its routes standalone on its own server`, async ({ page }) => {
      const route = REMOTE_ROUTES[remote.key]!;
      await page.goto(`http://localhost:${portOf(remote.dir)}${route.path}`);
      await expect(page.getByRole('heading', { name: route.heading, exact: true })).toBeVisible();
      // The minimal frame names the remote instead of the host's header.
      await expect(page.getByText(`@harmo/${remote.dir}（単体表示）`)).toBeVisible();
      await expect(page.getByTestId('theme-toggle')).toHaveCount(0);
      // Alone, the remote's frame brings the shared stylesheet itself.
      expect(await stylesheetsWithDesignTokens(page)).toBe(1);
    });
  }
});
