/**
 * End-to-end tests: the built app (dist/, from `npm run build`), served by `vite preview` exactly as it is
 * published, driven in Debian's Chromium (or CHROME_PATH). Run through `npm run e2e`, which first checks that the
 * browser exists and afterwards fails unless every pinned check ran and passed (scripts/tooling/run-e2e.ts).
 */
import { defineConfig, devices } from '@playwright/test';

const PORT = 4173;
const BASE_URL = `http://127.0.0.1:${PORT}/`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  // Two cores: one browser per core. Every spec opens its own page, so files and tests run in parallel.
  workers: 2,
  fullyParallel: true,
  // No retries: a flaky check is a bug to find (in the app or the test), never something to paper over.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous for two cores shared by two browsers: a grading of a full page with axe can take 15 s under load.
  // Every wait inside is on a condition, so a healthy run never comes near these.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: BASE_URL,
    // The app picks its first language from navigator.languages: pin it, so the machine's locale changes nothing.
    locale: 'en-US',
    colorScheme: 'light',
    // The app registers a service worker that precaches index.json. Requests it answers bypass page.route, so
    // the failure specs could not stand in a missing or damaged index; and one spec's cache must never decide
    // another's outcome. The offline behaviour the service worker gives deserves a spec of its own that allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        locale: 'en-US',
        launchOptions: {
          // Nothing downloads a browser here: Debian's Chromium, or whichever CHROME_PATH names
          // (scripts/tooling/check-browser.ts checks the same path first and says how to get one).
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: [
            // The tests run as root, where Chromium's sandbox cannot start.
            '--no-sandbox',
            '--disable-gpu',
            // No traffic beyond the app's own server: no update checks, sync, field trials or QUIC probes.
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
      url: BASE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A plain static host: dist/ under a project-site sub-path, and a build the republish spec replaces.
      // And the demo with a sharded index (npm run build:sharded), as a static host serves it, as a slow one, and twice as
      // folders the republish specs replace. And sites built with `page.operator_tools = false`, `page.color_scheme = "light"` and `page.languages`, by their specs.
      command: 'npx tsx scripts/tooling/serve-static.ts --port 4174 --mount /agency/help/=dist --mount /republish/=.cairn-build/republish/site --mount /sharded/=dist-sharded --mount /sharded-slow/=dist-sharded --slow /sharded-slow/=400 --mount /republish-sharded/=.cairn-build/republish-sharded/site --mount /offline-update/=.cairn-build/offline-update/site --mount /without-operator-tools/=.cairn-build/without-operator-tools --mount /light-palette/=.cairn-build/light-palette --mount /two-languages/=.cairn-build/two-languages',
      url: 'http://127.0.0.1:4174/agency/help/',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The agency's own page, on another origin, embedding Cairn.
      command: 'npx tsx scripts/tooling/serve-static.ts --port 4175 --mount /=e2e/fixtures/host',
      url: 'http://127.0.0.1:4175/',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
