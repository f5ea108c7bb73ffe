import { defineConfig, devices } from '@playwright/test';
import { HOST_URL } from './support/stack';

/** Debian's Chromium: a browser download is not possible on these machines. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    // Without these Chromium floods a closed network with connection attempts.
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: HOST_URL,
    ...devices['Desktop Chrome'],
    // Mobile first: the phone size is the default screen.
    viewport: { width: 360, height: 740 },
    launchOptions: CHROMIUM_LAUNCH,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'off',
  },
});
