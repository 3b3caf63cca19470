import { applyOperations, newCircuit, openCircuit, pinPoint, wireNames, wirePoint } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';
import { add, wire } from './support/scenes';

test('dragging from the middle of a wire to a pin joins the pin to that net, as one undoable change', async ({
  app,
}, testInfo) => {
  await newCircuit(app);
  await applyOperations(app, [
    add('sw1', 'SWITCH_TOGGLE', 80, 120),
    add('g1', 'NOT', 320, 100),
    add('g2', 'NOT', 320, 260),
    wire('w1', 'sw1.out', 'g1.in'),
  ]);
  await expect(app.locator('.react-flow__edge[data-id="w1"] .cf-wire-routed')).toHaveCount(1);

  // Released on empty canvas: nothing changes, and the canvas says what the gesture does.
  let start = await wirePoint(app, 'w1');
  await app.mouse.move(start.x, start.y);
  await app.mouse.down();
  await app.mouse.move(start.x - 120, start.y + 300, { steps: 6 });
  await expect(app.getByTestId('branch-drag')).toBeVisible();
  await app.mouse.up();
  await expect(app.getByTestId('branch-drag')).toHaveCount(0);
  await expect(app.getByRole('alert').filter({ hasText: 'Drop on a pin' })).toBeVisible();
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-wires', '1');

  // Released on G2's input: a new wire from the net's driver (the switch), drawn as a branch.
  start = await wirePoint(app, 'w1');
  const target = await pinPoint(app, 'G2', 'in');
  await app.mouse.move(start.x, start.y);
  await app.mouse.down();
  await app.mouse.move((start.x + target.x) / 2, (start.y + target.y) / 2, { steps: 6 });
  await app.mouse.move(target.x, target.y, { steps: 6 });
  await expect(app.locator('.cf-branch-line.cf-branch-over')).toBeVisible();
  await saveScreenshot(app, testInfo, 'branch-wire-dragging');
  await app.mouse.up();
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-wires', '2');
  const { circuit } = await openCircuit(app);
  expect(wireNames(circuit)).toEqual(['SW1.out->G1.in', 'SW1.out->G2.in']);
  // The net is drawn as one tree: one junction dot where it branches.
  await expect(app.locator('.react-flow__edge-path.cf-wire-routed')).toHaveCount(2);
  await expect(app.locator('[data-junction]')).toHaveCount(1);
  await saveScreenshot(app, testInfo, 'branch-wire-done');

  // One change: one undo takes it away.
  await app.keyboard.press('Control+z');
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-wires', '1');

  // A pin already on the net is refused with the reason.
  start = await wirePoint(app, 'w1');
  const own = await pinPoint(app, 'G1', 'in');
  await app.mouse.move(start.x, start.y);
  await app.mouse.down();
  await app.mouse.move(own.x, own.y + 40, { steps: 4 });
  await app.mouse.move(own.x, own.y, { steps: 4 });
  await app.mouse.up();
  await expect(app.getByRole('alert').filter({ hasText: 'already on this wire' })).toBeVisible();
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-wires', '1');
});
