import { applyOperations, newCircuit, node, openCircuit, wireNames } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';
import { inverterChain } from './support/scenes';

test('copy and paste keep the wires between the copied parts, with new unique labels', async ({ app }, testInfo) => {
  await newCircuit(app);
  await applyOperations(app, inverterChain('a', 80, 80));
  const host = app.locator('.canvas-host');

  // Box-select the whole chain with a left drag on the empty canvas, from below right of it up to
  // its top-left corner (under the simulation bar).
  const box = (await host.boundingBox())!;
  await app.mouse.move(box.x + 600, box.y + 260);
  await app.mouse.down();
  await app.mouse.move(box.x + 400, box.y + 200, { steps: 6 });
  await app.mouse.move(box.x + 40, box.y + 40, { steps: 6 });
  await app.mouse.up();
  await expect(app.getByTestId('inspector')).toContainText('5 components');

  await app.keyboard.press('Control+c');
  await app.keyboard.press('Control+v');
  await expect(host).toHaveAttribute('data-components', '10');
  let { circuit } = await openCircuit(app);
  const labels = circuit.components.map((c) => c.label);
  expect(new Set(labels.map((l) => l.toLowerCase())).size).toBe(10);
  expect(circuit.wires).toHaveLength(8);
  const pasted = circuit.components.filter((c) => !['ASW', 'AG', 'ALED', 'AR', 'AGND'].includes(c.label));
  const inside = new Set(pasted.map((c) => c.id));
  expect(circuit.wires.filter((w) => inside.has(w.from.component) && inside.has(w.to.component))).toHaveLength(4);
  // The copy lands beside the original and is what is selected now.
  const original = circuit.components.find((c) => c.label === 'ASW')!;
  const copy = pasted.find((c) => c.type === 'SWITCH_TOGGLE')!;
  expect([copy.x - original.x, copy.y - original.y]).toEqual([20, 20]);
  await expect(app.getByTestId('inspector')).toContainText('5 components');
  await expect(node(app, copy.label)).toHaveClass(/selected/);
  await saveScreenshot(app, testInfo, 'clipboard-pasted');

  // Cut the copy and paste it back: the freed labels come back with it.
  await app.keyboard.press('Control+x');
  await expect(host).toHaveAttribute('data-components', '5');
  await app.keyboard.press('Control+v');
  await expect(host).toHaveAttribute('data-components', '10');
  ({ circuit } = await openCircuit(app));
  expect(circuit.components.map((c) => c.label).sort()).toEqual([...labels].sort());

  // Duplicate (Ctrl+D) copies the selection again, wires included, in one step.
  await app.keyboard.press('Control+d');
  await expect(host).toHaveAttribute('data-components', '15');
  ({ circuit } = await openCircuit(app));
  expect(circuit.wires).toHaveLength(12);
  expect(wireNames(circuit).filter((w) => w.startsWith('ASW.'))).toEqual(['ASW.out->AG.in']);
});
