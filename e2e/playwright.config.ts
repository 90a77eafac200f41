import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { DEFAULT_PORTS } from '@portal/contracts';

/** The portal under test: PORTAL_URL when something else serves it, otherwise what global-setup starts. */
export const PORTAL_URL = process.env.PORTAL_URL ?? `http://localhost:${process.env.SHELL_PORT ?? DEFAULT_PORTS.shell}`;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // One at a time: journeys of several files move the same demo agency's balance, and two browsers
  // beside the whole portal saturate 2 cores (remotes then miss the 15 s expectations).
  workers: 1,
  retries: 0,
  fullyParallel: true,
  // CI's 2 cores run the whole portal, its database, broker and Chromium at once (load average
  // about 10 measured): generous waits, so a slow but correct screen is not a failure.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // Under `npm test`, also a JSON report for its closing line (scripts/lib/test-results.mjs).
  reporter: process.env.TEST_RESULTS_DIR ? [['list'], ['json', { outputFile: path.join(process.env.TEST_RESULTS_DIR, 'journeys.json') }]] : [['list']],
  outputDir: './test-results',
  use: {
    baseURL: PORTAL_URL,
    browserName: 'chromium',
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
