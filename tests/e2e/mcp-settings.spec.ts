// Settings → "Outside agents (MCP)" in the real app: the address and token an agent needs (the
// token hidden until shown), Copy to the clipboard, the ready-to-paste configurations; and an MCP
// client that connects with exactly what the page shows, whose edit lands in the History panel.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Locator, Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './support/fixtures';
import { newCircuit } from './support/editor';

/** Opens Settings at the MCP section, by the keyboard from the side bar's first tab. */
async function openMcpSection(app: Page): Promise<Locator> {
  await app.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = app.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('tab', { name: 'General' })).toBeFocused();
  await app.keyboard.press('ArrowDown');
  await app.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('tab', { name: 'Outside agents (MCP)' })).toHaveAttribute('aria-selected', 'true');
  return dialog;
}

// The failure test cuts the page's call to mcp:info, which the browser logs.
test.use({ allowedConsoleErrors: [/Failed to load resource/] });

/** What the clipboard of the page holds now. */
const clipboard = (app: Page) => app.evaluate(() => navigator.clipboard.readText());

test('shows the app’s /mcp address and its token, copies them, and gives configurations that work', async ({
  app,
  host,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: host.origin });
  const circuit = await newCircuit(app);
  const dialog = await openMcpSection(app);
  const panel = dialog.getByRole('tabpanel', { name: 'Outside agents (MCP)' });

  // The address is the app's own, on loopback.
  const address = panel.getByRole('textbox', { name: 'Address' });
  await expect(address).toHaveValue(`${host.origin}/mcp`);
  expect(await address.inputValue()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);

  // The token is hidden (and so in the HTTP configuration), then shown: the app's token.
  const token = panel.getByRole('textbox', { name: 'Token' });
  await expect(token).toHaveValue(/^•+$/);
  const httpConfig = panel.getByRole('textbox', { name: 'Any MCP client (Streamable HTTP)' });
  await expect(httpConfig).toHaveValue(/Bearer •+"/);
  await expect(panel).not.toContainText(host.token);
  await panel.getByRole('button', { name: 'Show' }).click();
  await expect(token).toHaveValue(host.token);
  await expect(httpConfig).toHaveValue(new RegExp(`Bearer ${host.token}"`));

  // The Claude Desktop configuration is JSON that launches CircuitForge's command.
  const desktop = JSON.parse(await panel.getByRole('textbox', { name: 'Claude Desktop' }).inputValue()) as {
    mcpServers: { circuitforge: { command: string; args: string[] } };
  };
  expect(desktop.mcpServers.circuitforge.command).toEqual(expect.any(String));
  expect(desktop.mcpServers.circuitforge.command.length).toBeGreaterThan(0);
  await expect(panel.getByRole('textbox', { name: 'Claude Code' })).toHaveValue(/^claude mcp add circuitforge /);
  await expect(panel).toContainText('“MCP: <tool>”');

  await saveScreenshot(app, testInfo, 'settings-mcp-light');
  await httpConfig.scrollIntoViewIfNeeded();
  await saveScreenshot(app, testInfo, 'settings-mcp-configs-light');
  await panel.getByRole('button', { name: 'Hide' }).click();
  await expect(token).toHaveValue(/^•+$/);

  // Copy puts the text itself on the clipboard (the token whole, while it is hidden) and says so.
  await panel.getByRole('button', { name: 'Copy token' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await clipboard(app)).toBe(host.token);
  await panel.getByRole('button', { name: 'Copy address' }).click();
  expect(await clipboard(app)).toBe(`${host.origin}/mcp`);
  // Ctrl+C on the hidden token (focusing selects it whole) copies the token itself, not the dots.
  await token.focus();
  await app.keyboard.press('Control+c');
  await expect.poll(() => clipboard(app)).toBe(host.token);
  await panel.getByRole('button', { name: 'Copy the Any MCP client (Streamable HTTP) configuration' }).click();
  const pasted = JSON.parse(await clipboard(app)) as {
    mcpServers: { circuitforge: { url: string; headers: { Authorization: string } } };
  };
  expect(pasted.mcpServers.circuitforge).toMatchObject({
    type: 'http',
    url: `${host.origin}/mcp`,
    headers: { Authorization: `Bearer ${host.token}` },
  });

  // Dark theme: the same section, legible; coming back to it reads it again, the token hidden again.
  await dialog.getByRole('tab', { name: 'General' }).click();
  await dialog.getByRole('radio', { name: 'Dark' }).check({ force: true });
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  await dialog.getByRole('tab', { name: 'Outside agents (MCP)' }).click();
  await expect(token).toHaveValue(/^•+$/);
  await panel.getByRole('button', { name: 'Show' }).click();
  await expect(token).toHaveValue(host.token);
  await saveScreenshot(app, testInfo, 'settings-mcp-dark');
  await httpConfig.scrollIntoViewIfNeeded();
  await saveScreenshot(app, testInfo, 'settings-mcp-configs-dark');
  await app.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A real MCP client connects with what the page showed; its edit is one change "MCP: <tool>".
  const client = new Client({ name: 'e2e-settings', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(pasted.mcpServers.circuitforge.url), {
      requestInit: { headers: pasted.mcpServers.circuitforge.headers },
    }),
  );
  try {
    const added = await client.callTool({ name: 'add_component', arguments: { type: 'AND_2', label: 'G1' } });
    expect(added.isError ?? false, JSON.stringify(added.content)).toBe(false);
  } finally {
    await client.close();
  }
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-circuit-id', circuit);
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-components', '1');
  await app.getByRole('button', { name: 'Show/hide the history' }).click();
  const history = app.getByRole('complementary', { name: 'History' });
  await expect(history.locator('.history-entry.current')).toContainText('MCP: add_component');
});

test('says so when the clipboard refuses, and keeps the text to select by hand', async ({ app }) => {
  await app.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
  });
  const dialog = await openMcpSection(app);
  const config = dialog.getByTestId('mcp-config-claude-desktop');
  await config.getByRole('button', { name: 'Copy the Claude Desktop configuration' }).click();
  await expect(config.getByRole('status')).toHaveText(
    'Could not copy: the clipboard is not available here. Select the text and press Ctrl+C.',
  );
  // The text is all there to copy by hand: focusing it selects it.
  const text = config.getByRole('textbox', { name: 'Claude Desktop' });
  await text.focus();
  expect(await text.evaluate((t: HTMLTextAreaElement) => t.selectionEnd - t.selectionStart)).toBe(
    (await text.inputValue()).length,
  );
});

test('says in words when the details cannot be read, and reads them again on “Try again”', async ({
  app,
  host,
}, testInfo) => {
  await app.route(/\/rpc\/mcp%3Ainfo$/, (route) => route.abort('connectionrefused'));
  const dialog = await openMcpSection(app);
  const panel = dialog.getByRole('tabpanel', { name: 'Outside agents (MCP)' });
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText('The connection details for outside agents could not be read: Could not reach');
  await expect(alert).toContainText('Check that the app is still running, then reload the window.');
  await saveScreenshot(app, testInfo, 'settings-mcp-failed-light');

  await app.unroute(/\/rpc\/mcp%3Ainfo$/);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toHaveCount(0);
  await expect(panel.getByRole('textbox', { name: 'Address' })).toHaveValue(`${host.origin}/mcp`);
});
