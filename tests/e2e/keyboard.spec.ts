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
