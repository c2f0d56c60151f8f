import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './scripts/lib/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://localhost:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // A stray .only fails the run, locally too.
  forbidOnly: true,
  // One retry on CI only: a test that fails twice fails the run; one that passes on its retry is named under 'flaky' at
  // the end of the list so it gets fixed, without one lost race costing a whole run. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node --import tsx scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: { E2E_PORT: String(port) },
  },
})
