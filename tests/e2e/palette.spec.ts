import { newCircuit, openCircuit } from './support/editor';
import { expect, test } from './support/fixtures';

test('a click on a palette item (or Enter) adds it at the centre of the view, beside what is there', async ({
  app,
}) => {
  await newCircuit(app);
  const host = app.locator('.canvas-host');
  await app.locator('.palette-item[data-type="AND_2"]').click();
  await expect(host).toHaveAttribute('data-components', '1');
  await app.getByRole('searchbox', { name: 'Search components' }).fill('and gate 2');
  await app.locator('.palette-item[data-type="AND_2"]').focus();
  await app.keyboard.press('Enter');
  await expect(host).toHaveAttribute('data-components', '2');

  const { circuit } = await openCircuit(app);
  const [a, b] = circuit.components;
  // Both near the middle of the visible canvas (the view starts at the origin, zoom 1).
  const box = (await host.boundingBox())!;
  expect(Math.abs(a!.x + 30 - box.width / 2)).toBeLessThanOrEqual(10);
  expect(Math.abs(a!.y + 20 - box.height / 2)).toBeLessThanOrEqual(10);
  // The second steps aside instead of landing on the first.
  expect([b!.x - a!.x, b!.y - a!.y]).not.toEqual([0, 0]);
  expect(circuit.components.map((c) => c.label).sort()).toEqual(['G1', 'G2']);
  // The part just added is selected, ready for the inspector.
  await expect(app.getByTestId('inspector').getByLabel('Label')).toHaveValue(/G\d/);
});
