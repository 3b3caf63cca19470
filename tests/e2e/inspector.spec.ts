import { applyOperations, newCircuit, node, openCircuit } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';
import { inverterChain } from './support/scenes';

test('the inspector edits labels and properties with the registry’s rules, and lists pin connections', async ({
  app,
}, testInfo) => {
  await newCircuit(app);
  await applyOperations(app, inverterChain('i'));
  const inspector = app.getByTestId('inspector');

  await node(app, 'IR').click();
  await expect(inspector).toContainText('Resistor');
  await expect(inspector).toContainText('RESISTOR');
  // Pins with what they are wired to.
  await expect(inspector.locator('.pin-row').filter({ hasText: 'a' }).first()).toContainText('ILED.cathode');
  await expect(inspector.locator('.pin-row').filter({ hasText: 'b' }).first()).toContainText('IGND.gnd');

  // A property out of its schema's range is refused with the range; a good one is applied.
  const resistance = inspector.getByLabel(/Resistance/);
  await resistance.fill('-5');
  await resistance.press('Enter');
  await expect(inspector.locator('.field-error')).toContainText('Enter a number more than 0');
  await resistance.fill('4700');
  await resistance.press('Enter');
  await expect(node(app, 'IR')).toContainText('4.7 kΩ');
  await expect(inspector.locator('.field-error')).toHaveCount(0);

  // Labels stay unique (ignoring case) and well formed.
  const label = inspector.getByLabel('Label');
  await label.fill('ileD');
  await label.press('Enter');
  await expect(inspector.locator('.field-error')).toContainText('“ileD” is already used by another component');
  await label.fill('2R');
  await label.press('Enter');
  await expect(inspector.locator('.field-error')).toContainText('starts with a letter');
  await label.fill('R_LIMIT');
  await label.press('Enter');
  await expect(node(app, 'R_LIMIT')).toBeVisible();
  const { circuit } = await openCircuit(app);
  expect(circuit.components.find((c) => c.label === 'R_LIMIT')?.properties).toEqual({ resistance: 4700 });

  // A boolean property is a checkbox; a choice is a select.
  await node(app, 'ISW').click({ position: { x: 30, y: 3 } });
  await inspector.getByLabel('Initially on').check();
  await expect(node(app, 'ISW').locator('.sym-switch')).toHaveClass(/sym-on/);
  await saveScreenshot(app, testInfo, 'inspector-light');

  // The same in the dark theme.
  await app.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  await saveScreenshot(app, testInfo, 'inspector-dark');
  await app.getByRole('button', { name: 'Toggle theme' }).click();
});
