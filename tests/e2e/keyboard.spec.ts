import { applyOperations, newCircuit, node, openCircuit, wirePoint } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';
import { inverterChain } from './support/scenes';

test('keyboard shortcuts select, nudge, rotate, delete and fit', async ({ app }, testInfo) => {
  await newCircuit(app);
  await applyOperations(app, inverterChain('k', 80, 100));
  const host = app.locator('.canvas-host');
  const position = async (label: string) => {
    const c = (await openCircuit(app)).circuit.components.find((x) => x.label === label)!;
    return { x: c.x, y: c.y, rotation: c.rotation };
  };

  // Click selects; arrows nudge one grid step, Shift+arrow five.
  await node(app, 'KG').click();
  await expect(app.getByTestId('inspector')).toContainText('NOT gate');
  const before = await position('KG');
  await app.keyboard.press('ArrowRight');
  await app.keyboard.press('ArrowDown');
  await app.keyboard.press('Shift+ArrowDown');
  await expect.poll(() => position('KG')).toEqual({ x: before.x + 10, y: before.y + 60, rotation: 0 });

  // R rotates a quarter turn; Escape clears the selection.
  await app.keyboard.press('r');
  await expect.poll(async () => (await position('KG')).rotation).toBe(90);
  await app.keyboard.press('Escape');
  await expect(app.getByTestId('inspector')).toBeHidden();

  // Shift-click adds to the selection (and takes away again).
  // A switch is picked by its frame: its lever flips it instead (live simulation).
  await node(app, 'KSW').click({ position: { x: 30, y: 3 } });
  await node(app, 'KR').click({ modifiers: ['Shift'] });
  await expect(app.getByTestId('inspector')).toContainText('2 components');
  await node(app, 'KR').click({ modifiers: ['Shift'] });
  await expect(app.getByTestId('inspector')).toContainText('Toggle switch');

  // Ctrl+A selects everything; Delete removes a selected part and its wires.
  await app.keyboard.press('Control+a');
  await expect(app.getByTestId('inspector')).toContainText('5 components, 4 wires');
  await node(app, 'KLED').click();
  await app.keyboard.press('Delete');
  await expect(host).toHaveAttribute('data-components', '4');
  await expect(host).toHaveAttribute('data-wires', '2');

  // A wire is selected by clicking it and removed with Backspace.
  const wire = await app.locator('.react-flow__edge').first().getAttribute('data-id');
  const point = await wirePoint(app, wire!);
  await app.mouse.click(point.x, point.y);
  await expect(app.getByTestId('inspector')).toContainText('Wire');
  await app.keyboard.press('Backspace');
  await expect(host).toHaveAttribute('data-wires', '1');

  // F fits the view: the circuit fills the canvas; Ctrl+0 is 100 %.
  const viewport = app.locator('.react-flow__viewport');
  await app.keyboard.press('Control+0');
  await expect(viewport).toHaveAttribute('style', /scale\(1\)/);
  await app.keyboard.press('f');
  await expect(viewport).not.toHaveAttribute('style', /scale\(1\)/);
  // Shortcuts do not fire while typing in a field.
  await app.getByRole('searchbox', { name: 'Search components' }).fill('r');
  await expect(host).toHaveAttribute('data-components', '4');
  await saveScreenshot(app, testInfo, 'keyboard-after-fit');
});

test('the About dialog closes with Escape, and no shortcut acts on the circuit behind it', async ({
  app,
}, testInfo) => {
  await newCircuit(app);
  await applyOperations(app, inverterChain('m', 80, 100));
  const host = app.locator('.canvas-host');
  await node(app, 'MG').click();
  await expect(app.getByTestId('inspector')).toContainText('NOT gate');

  await app.keyboard.press('F1');
  const about = app.getByRole('dialog', { name: 'About CircuitForge' });
  await expect(about).toBeVisible();
  await expect(about).toContainText(/Version \d/);
  await saveScreenshot(app, testInfo, 'about-dialog');

  // Delete, Ctrl+Z, T (truth table), Ctrl+A, arrows: none reaches the circuit or the panels behind.
  for (const key of ['Delete', 'Backspace', 'Control+z', 't', 'Control+a', 'ArrowRight', 'r']) {
    await app.keyboard.press(key);
  }
  // Even with the focus taken off the dialog's controls (a click on its text).
  await about.getByText(/Design and simulate/).click();
  await app.keyboard.press('Delete');
  await app.keyboard.press('t');
  await expect(about).toBeVisible();
  await expect(app.getByTestId('truth-table')).toHaveCount(0);
  await expect(host).toHaveAttribute('data-components', '5');
  const gate = (await openCircuit(app)).circuit.components.find((c) => c.label === 'MG')!;
  expect(gate.rotation).toBe(0);
  await expect(app.getByRole('button', { name: 'Undo', exact: true })).toBeEnabled();

  // Escape closes it (and only it: the selection stays), then the shortcuts work again.
  await app.keyboard.press('Escape');
  await expect(about).toBeHidden();
  await expect(app.getByTestId('inspector')).toContainText('NOT gate');
  await app.keyboard.press('Delete');
  await expect(host).toHaveAttribute('data-components', '4');

  // The close button and a click on the backdrop close it too.
  await app.keyboard.press('F1');
  await about.getByRole('button', { name: 'Close' }).click();
  await expect(about).toBeHidden();
  await app.keyboard.press('F1');
  await app.mouse.click(5, 300);
  await expect(about).toBeHidden();
});

test('no shortcut acts behind the settings dialog', async ({ app }) => {
  await newCircuit(app);
  await applyOperations(app, inverterChain('s', 80, 100));
  const host = app.locator('.canvas-host');
  await app.keyboard.press('Control+a');
  await app.keyboard.press('Control+,');
  const settings = app.getByTestId('settings-dialog');
  await expect(settings).toBeVisible();
  for (const key of ['Delete', 'Control+z', 't', 'F1']) await app.keyboard.press(key);
  await expect(host).toHaveAttribute('data-components', '5');
  await expect(app.getByTestId('truth-table')).toHaveCount(0);
  await expect(app.getByRole('dialog', { name: 'About CircuitForge' })).toHaveCount(0);
  await app.keyboard.press('Escape');
  await expect(settings).toBeHidden();
});
