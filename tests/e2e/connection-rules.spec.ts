import { applyOperations, dragWire, newCircuit, openCircuit, wireNames } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';
import { twoGates } from './support/scenes';

test('a refused connection says why on the canvas, while dragging and after letting go', async ({ app }, testInfo) => {
  await newCircuit(app);
  await applyOperations(app, twoGates());

  // Output to output: refused while hovering the target pin…
  await dragWire(app, ['G1', 'out'], ['G2', 'out'], false);
  const hint = app.getByTestId('connection-hint');
  await expect(hint).toBeVisible();
  await expect(hint).toContainText('Cannot connect G1.out to G2.out: two outputs would drive the same net');
  await expect(app.locator('.react-flow__handle.connectingto[data-handleid="out"]')).toBeVisible();
  await saveScreenshot(app, testInfo, 'connection-refused-while-dragging');
  await app.mouse.up();

  // …and after the drop the reason stays on the canvas, with what to do instead.
  const message = app.getByTestId('canvas-message');
  await expect(message).toContainText('two outputs would drive the same net and could fight');
  await expect(message).toContainText('Only tri-state buffer outputs may share a net');
  await saveScreenshot(app, testInfo, 'connection-refused-message');

  // A second driver into an input that already has one.
  await dragWire(app, ['SW2', 'out'], ['G1', 'a']);
  await expect(message).toContainText('G1.a already has a driver; an input takes exactly one');

  // Nothing was added, and a valid wire still goes through.
  expect(wireNames((await openCircuit(app)).circuit)).toEqual(['SW1.out->G1.a']);
  await dragWire(app, ['SW2', 'out'], ['G1', 'b']);
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-wires', '2');
  expect(wireNames((await openCircuit(app)).circuit)).toEqual(['SW1.out->G1.a', 'SW2.out->G1.b']);
});
