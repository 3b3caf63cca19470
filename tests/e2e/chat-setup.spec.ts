import { startFakeLlmServer, type FakeLlmServer } from '../../src/main/providers/test-support/fake-llm-server';
import { chatPanel } from './support/chat';
import { newCircuit, rpc } from './support/editor';
import { test as base, expect, saveScreenshot } from './support/fixtures';

// No provider is configured (no CIRCUITFORGE_LLM_*), but a "local model server" runs where the app
// looks for Ollama; LM Studio's address is a closed port.
const test = base.extend<object, { localServer: FakeLlmServer }>({
  localServer: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startFakeLlmServer({ models: ['qwen3:8b', 'llama3.2'] });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  hostEnv: [
    async ({ localServer }, use) =>
      use({ CIRCUITFORGE_OLLAMA_URL: localServer.openaiBaseURL, CIRCUITFORGE_LMSTUDIO_URL: 'http://127.0.0.1:9/v1' }),
    { scope: 'worker' },
  ],
});

test.afterEach(async ({ app }) => {
  for (const key of ['assistant.provider', 'assistant.model', 'assistant.baseURL'] as const) {
    await rpc(app, 'settings:reset', { key });
  }
});

test('a fresh app with no provider says how to set one up, opens the settings, offers the local server it found, and the rest works offline', async ({
  app,
}, testInfo) => {
  await newCircuit(app);
  const setup = chatPanel(app).getByTestId('assistant-setup');
  await expect(setup).toContainText('Connect an AI provider');
  const open = setup.getByRole('button', { name: 'Set up a provider' });
  await expect(open).toBeEnabled();
  // The input waits for a provider; the first prompts are not offered yet.
  await expect(chatPanel(app).getByRole('textbox', { name: 'Message' })).toBeDisabled();
  await expect(chatPanel(app).getByRole('button', { name: 'Build a half adder' })).toHaveCount(0);
  // The local server is offered with its models.
  const found = setup.locator('.chat-local-servers li');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('Ollama (local) · llama3.2, qwen3:8b');
  for (let i = 0; i < 2; i++) {
    const theme = await app.evaluate(() => document.documentElement.dataset.theme);
    await saveScreenshot(app, testInfo, `chat-setup-${theme}`);
    await app.getByRole('button', { name: 'Toggle theme' }).click();
  }

  // The way to the settings, at the assistant's section.
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const dialog = app.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('tab', { name: 'Assistant' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('button', { name: 'Close settings' }).click();
  await expect(dialog).toHaveCount(0);

  // Everything else works offline: a part dropped in by a click is placed and simulated.
  await app.locator('.palette-item[data-type="SWITCH_TOGGLE"]').click();
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-components', '1');

  // "Use it" points the assistant at the local server: the panel is ready to ask.
  await found.getByRole('button', { name: 'Use it' }).click();
  await expect(setup).toHaveCount(0);
  await expect(chatPanel(app).getByRole('textbox', { name: 'Message' })).toBeEnabled();
  await expect(chatPanel(app).getByRole('button', { name: 'Build a half adder' })).toBeVisible();
  const status = await rpc(app, 'assistant:status', {});
  expect(status.providers[0]).toMatchObject({ preset: 'ollama', model: 'llama3.2' });
});
