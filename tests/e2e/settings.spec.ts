// The settings dialog in the real app: theme and data folder; the assistant's provider with a key
// that is saved, shown masked and never sent back; the connection test against a fake provider
// server and a closed port; local servers found on this computer; the setup path from the chat.
import { createServer } from 'node:net';
import type { Page } from '@playwright/test';
import { startFakeLlmServer, type FakeLlmServer } from '../../src/main/providers/test-support/fake-llm-server';
import { EVENT_NAMES } from '../../src/shared/contract';
import { expect, saveScreenshot, test as base } from './support/fixtures';
import { applyOperations, newCircuit } from './support/editor';
import { hostCall } from './support/host-rpc';
import { add } from './support/scenes';

/** The key the fake "remote" provider accepts; it must never come back to the page. */
const API_KEY = 'sk-e2e-7f3a9c1d4b6e8f20SECRET';
const WRONG_KEY = 'sk-e2e-wrong-0000000000000000';

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface Servers {
  /** A hosted provider that wants {@link API_KEY}. */
  remote: FakeLlmServer;
  /** What detection finds as "Ollama on this computer". */
  local: FakeLlmServer;
  /** An address where nothing answers. */
  deadURL: string;
}

const test = base.extend<object, { servers: Servers }>({
  servers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
    async ({}, use) => {
      const remote = await startFakeLlmServer({ apiKey: API_KEY, models: ['fake-large', 'fake-model', 'fake-small'] });
      const local = await startFakeLlmServer({ models: ['qwen3:8b', 'llama3.2:3b'] });
      await use({ remote, local, deadURL: `http://127.0.0.1:${await closedPort()}/v1` });
      await Promise.all([remote.close(), local.close()]);
    },
    { scope: 'worker' },
  ],
  // Detection looks where these say: the fake as Ollama, nothing as LM Studio.
  hostEnv: [
    async ({ servers }, use) =>
      use({ CIRCUITFORGE_OLLAMA_URL: servers.local.openaiBaseURL, CIRCUITFORGE_LMSTUDIO_URL: servers.deadURL }),
    { scope: 'worker' },
  ],
});

// A failed check is answered with an HTTP error status, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 4\d\d/] });

/**
 * Records everything the page receives from the main process, across reloads: each /rpc/ answer
 * and each event its EventSource listeners get. Returns a function that gives it all as one text.
 */
async function recordTraffic(page: Page): Promise<() => Promise<string>> {
  const bodies: Promise<string>[] = [];
  const events: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/rpc/')) bodies.push(response.text().catch(() => ''));
  });
  await page.exposeFunction('__recordEvent', (line: string) => void events.push(line));
  await page.addInitScript(
    (names) => {
      const record = (window as unknown as { __recordEvent: (line: string) => void }).__recordEvent;
      // Every stream the app opens also hands each message, of every event name, to the test.
      class RecordingEventSource extends EventSource {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          for (const name of [...names, 'message']) {
            this.addEventListener(name, (event: MessageEvent<string>) => record(`${name} ${event.data}`));
          }
        }
      }
      window.EventSource = RecordingEventSource;
    },
    [...EVENT_NAMES],
  );
  await page.reload();
  await expect(page.locator('.palette-item').first()).toBeVisible();
  return async () => [...(await Promise.all(bodies)), ...events].join('\n');
}

async function openAssistantSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Assistant' }).click();
  await expect(dialog.getByTestId('assistant-status')).toBeVisible();
  return dialog;
}

test('opens from the gear and Ctrl+,; keeps the focus inside; Esc closes it; the theme is a setting', async ({
  app,
  host,
}, testInfo) => {
  await app.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = app.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('Data folder')).toHaveValue(host.dataDir);
  await expect(dialog.getByRole('radio', { name: 'System' })).toBeChecked();

  // Tab cycles through the dialog's controls only.
  for (let i = 0; i < 12; i++) {
    await app.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await app.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

  await dialog.getByRole('radio', { name: 'Dark' }).check({ force: true });
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  await saveScreenshot(app, testInfo, 'settings-general-dark');
  await dialog.getByRole('radio', { name: 'Light' }).check({ force: true });
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'light');
  await saveScreenshot(app, testInfo, 'settings-general-light');
  // The theme is a setting of the app, not of this window.
  await expect.poll(() => hostCall(host, 'settings:get')).toMatchObject({ values: { 'appearance.theme': 'light' } });

  await app.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The editor's shortcuts stay out of the dialog: Delete there does not delete the selected part behind it.
  await newCircuit(app);
  await applyOperations(app, [add('g1', 'AND_2', 200, 200)]);
  await app.locator('.canvas-host').click({ position: { x: 20, y: 300 } });
  await app.keyboard.press('Control+a');
  await expect(app.locator('.react-flow__node.selected')).toHaveCount(1);
  await app.keyboard.press('Control+Comma');
  await expect(dialog).toBeVisible();
  await app.keyboard.press('Delete');
  await app.keyboard.press('Backspace');
  await app.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-components', '1');
  await expect(app.locator('.react-flow__node.selected')).toHaveCount(1);

  await app.keyboard.press('Control+Comma');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close settings' }).click();
  await expect(dialog).toBeHidden();

  // The top bar's button writes the same setting: a reload shows what it chose.
  await app.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The write reaches the host before the reload (a reload cancels a request still on its way).
  await expect.poll(() => hostCall(host, 'settings:get')).toMatchObject({ values: { 'appearance.theme': 'dark' } });
  await app.reload();
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('saves a key, shows it masked, and never sends it back to the page', async ({
  app,
  servers: { remote },
}, testInfo) => {
  const traffic = await recordTraffic(app);
  // The key leaves the page once, to be sealed; nothing else carries it.
  const sentWithKey: string[] = [];
  app.on('request', (request) => {
    if (request.postData()?.includes(API_KEY)) sentWithKey.push(decodeURIComponent(new URL(request.url()).pathname));
  });
  const dialog = await openAssistantSettings(app);
  await dialog.getByLabel('Provider', { exact: true }).selectOption({ label: 'Other (OpenAI-compatible)' });
  await dialog.getByLabel('Address', { exact: true }).fill(remote.openaiBaseURL);
  await dialog.getByLabel('Address', { exact: true }).press('Enter');
  const key = dialog.getByLabel('API key (if needed)');
  await key.fill(API_KEY);
  await dialog.getByRole('button', { name: 'Save key' }).click();
  await expect(dialog.getByTestId('settings-api-key-saved')).toHaveText('•••• saved');
  await expect(key).toHaveValue('');
  await expect(key).toHaveAttribute('type', 'password');
  // With the key saved the models are listed; a model is picked by typing one.
  await expect(dialog.getByText('3 models offered')).toBeVisible();
  await dialog.getByLabel('Model', { exact: true }).fill('fake-model');
  await dialog.getByLabel('Model', { exact: true }).press('Enter');
  await expect(dialog.getByTestId('assistant-status')).toContainText('Other (OpenAI-compatible) · fake-model');

  remote.script({ kind: 'message', text: 'OK' });
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByTestId('connection-result')).toContainText('Connected to fake-model');
  expect(remote.requests.at(-1)?.headers.authorization).toBe(`Bearer ${API_KEY}`);
  await saveScreenshot(app, testInfo, 'settings-assistant-light');
  await app.getByRole('button', { name: 'Toggle theme' }).evaluate((b: HTMLElement) => b.click());
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  await saveScreenshot(app, testInfo, 'settings-assistant-dark');

  // After a restart of the window the key is still only "saved".
  await app.reload();
  const again = await openAssistantSettings(app);
  await expect(again.getByTestId('settings-api-key-saved')).toHaveText('•••• saved');
  await expect(again.getByLabel('API key (if needed)')).toHaveValue('');
  const seen = await traffic();
  // The recording works: it holds the key's name (secrets:list) and the settings' events…
  expect(seen.includes('"name":"custom.apiKey","hasValue":true'), 'secrets:list was recorded').toBe(true);
  expect(seen.includes('settings.changed {"key":"assistant.provider"'), 'events were recorded').toBe(true);
  expect(sentWithKey).toEqual(['/rpc/secrets:set']);
  // …and not the key, whole or in part.
  expect(seen.includes(API_KEY), 'the key came back to the page').toBe(false);
  expect(seen.includes(API_KEY.slice(-12)), 'part of the key came back to the page').toBe(false);
  expect((await app.content()).includes(API_KEY), 'the key is in the page').toBe(false);

  await again.getByRole('button', { name: 'Remove key' }).click();
  await expect(again.getByRole('button', { name: 'Save key' })).toBeDisabled();
  await expect(again.getByTestId('settings-api-key-saved')).toHaveCount(0);
});

test('Test connection: success, a rejected key, and a closed port', async ({
  app,
  servers: { remote, deadURL },
}, testInfo) => {
  const dialog = await openAssistantSettings(app);
  await dialog.getByLabel('Provider', { exact: true }).selectOption({ label: 'Other (OpenAI-compatible)' });
  const address = dialog.getByLabel('Address', { exact: true });
  await address.fill(remote.openaiBaseURL);
  await address.press('Enter');
  await dialog.getByLabel('Model', { exact: true }).fill('fake-small');
  await dialog.getByLabel('Model', { exact: true }).press('Enter');
  const result = dialog.getByTestId('connection-result');

  // A key typed and not saved is what the test uses.
  await dialog.getByLabel('API key (if needed)').fill(WRONG_KEY);
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(result).toContainText('rejected the API key');
  await expect(result).toContainText('Check the');

  await dialog.getByLabel('API key (if needed)').fill(API_KEY);
  remote.script({ kind: 'message', text: 'OK' });
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(result).toContainText('Connected to fake-small');

  await address.fill(deadURL);
  await address.press('Enter');
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(result).toContainText('Could not reach');
  await expect(result).toContainText(deadURL);
  await expect(result).toContainText('Check your internet connection and the address in Settings.');
  await saveScreenshot(app, testInfo, 'settings-connection-error-light');
});

test('a fresh app with no provider leads from the assistant to its settings', async ({ app }, testInfo) => {
  const chat = app.getByRole('complementary', { name: 'Assistant' });
  await expect(chat).toContainText('Connect an AI provider');
  await chat.getByRole('button', { name: 'Set up a provider' }).click();
  const dialog = app.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('tab', { name: 'Assistant' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByTestId('assistant-status')).toContainText('No AI provider is set up.');
  await expect(dialog.getByLabel('Provider', { exact: true })).toHaveValue('');
  await saveScreenshot(app, testInfo, 'settings-setup-light');
});

test('local servers are found when the dialog opens and one click uses one', async ({
  app,
  servers: { local },
  host,
}, testInfo) => {
  const dialog = await openAssistantSettings(app);
  const servers = dialog.getByTestId('local-servers');
  const ollama = servers.locator('.local-server[data-preset="ollama"]');
  await expect(ollama).toContainText('Ollama (local)');
  await expect(ollama).toContainText(local.openaiBaseURL);
  await expect(ollama).toContainText('2 models');
  await expect(servers.locator('.local-server[data-preset="lmstudio"]')).toHaveCount(0);
  await ollama.getByLabel('Model on Ollama (local)').selectOption('qwen3:8b');
  await saveScreenshot(app, testInfo, 'settings-local-light');
  await ollama.getByRole('button', { name: 'Use Ollama (local) with qwen3:8b' }).click();

  await expect(dialog.getByLabel('Provider', { exact: true })).toHaveValue('ollama');
  await expect(dialog.getByLabel('Model', { exact: true })).toHaveValue('qwen3:8b');
  await expect(dialog.getByLabel('Address', { exact: true })).toHaveValue(local.openaiBaseURL);
  await expect(dialog.getByTestId('assistant-status')).toContainText('Ollama (local) · qwen3:8b');
  await expect(ollama.getByRole('button', { name: 'Ollama (local) is in use' })).toBeDisabled();
  await expect
    .poll(() => hostCall(host, 'settings:get'))
    .toMatchObject({
      values: {
        'assistant.provider': 'ollama',
        'assistant.model': 'qwen3:8b',
        'assistant.baseURL': local.openaiBaseURL,
      },
    });
  await app.getByRole('button', { name: 'Toggle theme' }).evaluate((b: HTMLElement) => b.click());
  await saveScreenshot(app, testInfo, 'settings-local-dark');
});
