import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { startFakeLlmServer, type FakeLlmServer } from '../../../src/main/providers/test-support/fake-llm-server';
import { startHost, type RunningHost } from './host-process';
import { resetSettings } from './host-rpc';

/** Where screenshots go: test-results/screenshots/<name>.png (kept by CI with the results). */
export const SCREENSHOT_DIR = join(import.meta.dirname, '../../../test-results/screenshots');

/** Saves a full-window screenshot with the test results and attaches it to the report. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  return path;
}

interface Fixtures {
  /** The app page, loaded and ready; the test fails on any console error or uncaught exception. */
  app: Page;
  /**
   * Console errors a test provokes on purpose (e.g. the browser's "status of 422" line for an
   * expected failure over HTTP); set with `test.use({ allowedConsoleErrors: [...] })`.
   */
  allowedConsoleErrors: RegExp[];
}

/** Which AI provider the app of a test file talks to: none configured, or a fake server of either format. */
export type LlmChoice = 'none' | 'openai' | 'anthropic';

interface WorkerFixtures {
  /** One browser host per worker, with its own data folder. */
  host: RunningHost;
  /** Set with `test.use({ llm: 'openai' })`: the host's assistant talks to {@link fakeLlm}. */
  llm: LlmChoice;
  /** Extra environment for the host (e.g. `CIRCUITFORGE_OLLAMA_URL` to find a "local" server). */
  hostEnv: Record<string, string>;
  /** The fake provider server the host talks to (undefined when `llm` is "none"); tests script it. */
  fakeLlm: FakeLlmServer | undefined;
}

/** The environment that points the host's assistant at a fake server, and none of the runner's own LLM settings. */
function llmEnv(llm: LlmChoice, server: FakeLlmServer | undefined): Record<string, string> {
  const cleared = Object.fromEntries(
    Object.keys(process.env)
      .filter((k) => k.startsWith('CIRCUITFORGE_LLM_') || /_API_KEY$/.test(k))
      .map((k) => [k, '']),
  );
  if (llm === 'none' || !server) return cleared;
  return {
    ...cleared,
    CIRCUITFORGE_LLM_PROVIDER: llm === 'anthropic' ? 'anthropic' : 'openai-compatible',
    CIRCUITFORGE_LLM_BASE_URL: llm === 'anthropic' ? server.anthropicBaseURL : server.openaiBaseURL,
    CIRCUITFORGE_LLM_MODEL: llm === 'anthropic' ? 'claude-fake' : 'fake-model',
    CIRCUITFORGE_LLM_API_KEY: 'fake-key',
  };
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  llm: ['none', { scope: 'worker', option: true }],
  hostEnv: [{}, { scope: 'worker', option: true }],
  fakeLlm: [
    async ({ llm }, use) => {
      if (llm === 'none') return use(undefined);
      const server = await startFakeLlmServer({ models: ['fake-model', 'claude-fake'] });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  host: [
    async ({ llm, fakeLlm, hostEnv }, use) => {
      const host = await startHost({ env: { ...llmEnv(llm, fakeLlm), ...hostEnv } });
      await use(host);
      await host.stop();
    },
    { scope: 'worker' },
  ],
  allowedConsoleErrors: [[], { option: true }],
  app: async ({ page, host, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' || allowedConsoleErrors.some((p) => p.test(message.text()))) return;
      problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    // Flake hunting: CIRCUITFORGE_E2E_RPC_DELAY_MS=300 makes every call to the main process slow,
    // as on a loaded CI machine, so a test that races an answer fails here too.
    const delay = Number(process.env.CIRCUITFORGE_E2E_RPC_DELAY_MS ?? 0);
    if (delay > 0) {
      await page.route(/\/rpc\//, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, delay));
        await route.fallback();
      });
    }
    // Each test starts from the default settings (theme, provider) and no stored keys.
    await resetSettings(host);
    await page.goto(host.url);
    await expect(page.locator('.palette-item').first()).toBeVisible();
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

export { expect };
