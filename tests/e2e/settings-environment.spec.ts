// The settings dialog when the assistant is configured by CIRCUITFORGE_LLM_* variables (the fixture
// points them at a fake provider server): it says so, and that Settings cannot change it.
import { expect, saveScreenshot, test } from './support/fixtures';

test.use({ llm: 'openai' });

test('says where the configuration comes from and that Settings cannot change it', async ({ app }, testInfo) => {
  await app.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = app.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Assistant' }).click();
  const note = dialog.getByTestId('assistant-from-environment');
  await expect(note).toContainText('Set by environment variables');
  await expect(note).toContainText('Other (OpenAI-compatible) · fake-model');
  await expect(note).toContainText('Settings cannot change it while they are set');
  await saveScreenshot(app, testInfo, 'settings-environment-light');
  await app.getByRole('button', { name: 'Toggle theme' }).evaluate((b: HTMLElement) => b.click());
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  await saveScreenshot(app, testInfo, 'settings-environment-dark');
});
