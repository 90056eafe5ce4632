import { defineConfig, devices } from '@playwright/test';
import { e2eEnvironment, e2ePort } from './support/environment';

export default defineConfig({
  testDir: './tests',
  // The shared-state checks need two API processes behind a load balancer (scripts/scale-out/run.sh).
  testIgnore: process.env.E2E_PROCESS_URLS ? [] : ['**/scale-out.spec.ts'],
  fullyParallel: false,
  workers: 1,
  // On CI one retry, reported as "flaky" by name: a journey that fails twice fails the run (docs/decisions.md).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // CI shares two cores between the product, the browser and the runner: a page may take longer than 5 s there.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://localhost:${e2ePort}`,
    // Recording a trace costs on every test, passed or not (a third of the runner's and the browser's CPU on four
    // journeys: docs/decisions.md, "CI time (ci)"). On CI a failed journey is retried once, and that retry is
    // recorded, so a failure still comes with its trace; without retries, every failed test keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  // E2E_BASE_URL: the product is already running there (behind nginx: scripts/scale-out/run.sh).
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // The product exactly as `npm start` serves it, on its own port, database and release folder.
        command: 'node scripts/start.mjs',
        cwd: '..',
        url: `http://localhost:${e2ePort}/api/health`,
        env: e2eEnvironment,
        timeout: 600_000,
        reuseExistingServer: false,
        // One line per request drowned the failures' details in CI's output; the server's errors still show.
        stdout: 'ignore',
      },
});
