import type { Operation } from '../../src/shared/circuit';
import { applyOperations, newCircuit, openCircuit } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';
import { inverterChain } from './support/scenes';

test('auto-layout arranges the circuit left to right in one undoable step', async ({ app }, testInfo) => {
  await newCircuit(app);
  // Two chains piled up in one corner, back to front.
  const scene = [...inverterChain('p', 0, 0), ...inverterChain('q', 0, 0)].map((op): Operation =>
    op.op === 'addComponent'
      ? { ...op, component: { ...op.component, x: 400 - (op.component.x % 400), y: op.component.y % 60 } }
      : op,
  );
  await applyOperations(app, scene);
  const scrambled = (await openCircuit(app)).circuit;

  await app.getByRole('button', { name: 'Auto-layout' }).click();
  await expect.poll(async () => (await openCircuit(app)).circuit).not.toEqual(scrambled);
  const { circuit } = await openCircuit(app);
  const at = (label: string) => circuit.components.find((c) => c.label === label)!;
  for (const p of ['P', 'Q']) {
    expect(at(`${p}SW`).x).toBeLessThan(at(`${p}G`).x);
    expect(at(`${p}G`).x).toBeLessThan(at(`${p}LED`).x);
    expect(at(`${p}LED`).x).toBeLessThan(at(`${p}R`).x);
    expect(at(`${p}R`).x).toBeLessThan(at(`${p}GND`).x);
  }
  // No two parts overlap, and everything is on the grid.
  const boxes = await app
    .locator('.react-flow__node')
    .evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON() as DOMRect));
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      expect(a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height).toBe(false);
    }
  }
  for (const c of circuit.components) expect([c.x % 10, c.y % 10]).toEqual([0, 0]);
  await saveScreenshot(app, testInfo, 'auto-layout');

  await app.keyboard.press('Control+z');
  await expect.poll(async () => (await openCircuit(app)).circuit).toEqual(scrambled);
});
