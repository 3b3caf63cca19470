import { dropFromPalette, newCircuit, node, openCircuit, rpc } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';

test('undo and redo step through changes, a drag of several parts being one step', async ({ app }, testInfo) => {
  const id = await newCircuit(app);
  const host = app.locator('.canvas-host');
  await dropFromPalette(app, 'SWITCH_TOGGLE', 80, 120);
  await dropFromPalette(app, 'NOT', 220, 120);
  await dropFromPalette(app, 'LED_GREEN', 360, 120);
  const start = (await openCircuit(app)).circuit;

  // Select everything and drag one of the parts: all three move, as one change.
  await app.keyboard.press('Control+a');
  const g = (await node(app, 'G1').boundingBox())!;
  await app.mouse.move(g.x + g.width / 2, g.y + g.height / 2);
  await app.mouse.down();
  await app.mouse.move(g.x + g.width / 2 + 60, g.y + g.height / 2 + 40, { steps: 8 });
  await app.mouse.move(g.x + g.width / 2 + 100, g.y + g.height / 2 + 80, { steps: 8 });
  await app.mouse.up();
  await expect.poll(async () => (await rpc(app, 'history:list', { circuitId: id })).history.position).toBe(4);
  const history = await rpc(app, 'history:list', { circuitId: id });
  expect(history.entries.map((e) => e.label)).toEqual(['Add SW1', 'Add G1', 'Add LED1', 'Move 3 components']);
  const moved = (await openCircuit(app)).circuit;
  const deltas = moved.components.map((c) => {
    const before = start.components.find((b) => b.id === c.id)!;
    return [c.x - before.x, c.y - before.y];
  });
  // All by the same amount, on the grid (about where the pointer went: React Flow starts counting
  // once the pointer has left the 1 px drag threshold).
  expect(new Set(deltas.map((d) => d.join(','))).size).toBe(1);
  expect(Math.abs(deltas[0]![0]! - 100)).toBeLessThanOrEqual(10);
  expect(Math.abs(deltas[0]![1]! - 80)).toBeLessThanOrEqual(10);

  // One undo puts all three back.
  await app.keyboard.press('Control+z');
  await expect.poll(async () => (await openCircuit(app)).circuit).toEqual(start);
  // Redo with Ctrl+Shift+Z, undo with the toolbar, redo with Ctrl+Y.
  await app.keyboard.press('Control+Shift+z');
  await expect.poll(async () => (await openCircuit(app)).circuit).toEqual(moved);
  await app.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await openCircuit(app)).circuit).toEqual(start);
  await app.keyboard.press('Control+y');
  await expect.poll(async () => (await openCircuit(app)).circuit).toEqual(moved);

  // Undo twice more: the LED and the inverter go; redo is still possible.
  await app.keyboard.press('Control+z');
  await app.keyboard.press('Control+z');
  await app.keyboard.press('Control+z');
  await expect(host).toHaveAttribute('data-components', '1');
  await expect(app.getByRole('button', { name: 'Redo' })).toBeEnabled();

  // The History panel lists every change; a click jumps straight to that point.
  await app.getByRole('button', { name: 'Show/hide the history' }).click();
  const panel = app.getByRole('complementary', { name: 'History' });
  await expect(panel.locator('.history-entry')).toHaveCount(5);
  await expect(panel.locator('.history-entry.undone')).toHaveCount(3);
  await expect(panel.locator('.history-entry.current')).toContainText('Add SW1');
  await expect(panel.locator('.history-entry').nth(4)).toContainText('You');
  await panel.locator('.history-entry[data-position="4"]').click();
  await expect(host).toHaveAttribute('data-components', '3');
  await expect.poll(async () => (await openCircuit(app)).circuit).toEqual(moved);
  await expect(panel.locator('.history-entry.current')).toContainText('Move 3 components');
  await saveScreenshot(app, testInfo, 'history-panel');
  await panel.locator('.history-entry[data-position="0"]').click();
  await expect(host).toHaveAttribute('data-components', '0');
});
