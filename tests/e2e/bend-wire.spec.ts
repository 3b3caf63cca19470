import { applyOperations, newCircuit, openCircuit, wirePoint } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';
import { add, wire } from './support/scenes';

test('a wire is bent by dragging a segment, as one undoable change, and Shift+R gives it back to the router', async ({
  app,
}, testInfo) => {
  await newCircuit(app);
  await applyOperations(app, [
    add('sw1', 'SWITCH_TOGGLE', 80, 120),
    add('g1', 'NOT', 360, 260),
    wire('w1', 'sw1.out', 'g1.in'),
  ]);
  const routed = app.locator('.react-flow__edge[data-id="w1"] .cf-wire-routed');
  await expect(routed).toHaveCount(1);
  const before = await routed.getAttribute('d');

  // Select the wire: its middle segments get grips.
  const middle = await wirePoint(app, 'w1');
  await app.mouse.click(middle.x, middle.y);
  const grips = app.getByTestId('bend-grip');
  await expect(grips.first()).toBeVisible();

  // Drag the vertical segment's grip 40 px to the left.
  const grip = app.locator('.cf-bend-grip-ew').first();
  const box = (await grip.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await app.mouse.move(start.x, start.y);
  await app.mouse.down();
  await app.mouse.move(start.x - 20, start.y, { steps: 4 });
  await app.mouse.move(start.x - 40, start.y, { steps: 4 });
  await expect(app.locator('.cf-bend-preview')).toBeVisible();
  await app.mouse.up();
  await expect.poll(async () => (await openCircuit(app)).circuit.wires[0]?.waypoints?.length ?? 0).toBeGreaterThan(0);
  await expect(routed).not.toHaveAttribute('d', before ?? '');
  await saveScreenshot(app, testInfo, 'bend-wire');

  // One change: undo gives the router's route back, redo the bend.
  await app.keyboard.press('Control+z');
  await expect.poll(async () => (await openCircuit(app)).circuit.wires[0]?.waypoints).toBeUndefined();
  await app.keyboard.press('Control+Shift+z');
  await expect.poll(async () => (await openCircuit(app)).circuit.wires[0]?.waypoints?.length ?? 0).toBeGreaterThan(0);

  // Moving a part keeps the bend; Shift+R on the selected wire resets it.
  await applyOperations(app, [{ op: 'updateComponent', id: 'g1', set: { y: 300 } }], 'Move');
  expect((await openCircuit(app)).circuit.wires[0]?.waypoints?.length ?? 0).toBeGreaterThan(0);
  await expect(routed).toHaveCount(1);
  const again = await wirePoint(app, 'w1');
  await app.mouse.click(again.x, again.y);
  await app.keyboard.press('Shift+R');
  await expect.poll(async () => (await openCircuit(app)).circuit.wires[0]?.waypoints).toBeUndefined();
});
