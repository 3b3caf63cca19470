import { benchCircuitFile } from '../../scripts/bench-editor/generate-circuit';
import { rpc } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';

test('a large circuit opens fitted in the simplified view and shows full symbols when zoomed in', async ({
  app,
}, testInfo) => {
  const imported = await rpc(app, 'circuit:import', { content: benchCircuitFile(1500, 'Large') });
  const host = app.locator('.canvas-host');
  await app.reload();
  await expect(host).toHaveAttribute('data-circuit-id', imported.meta.id);
  await expect(host).toHaveAttribute('data-components', '1500');
  // Fitted: far more than a screenful of parts, so one canvas draws them.
  await expect(host).toHaveAttribute('data-lod', 'on');
  await expect(app.getByTestId('lod-layer')).toBeVisible();
  await expect(app.locator('.react-flow__node')).toHaveCount(0);
  await saveScreenshot(app, testInfo, 'lod-fitted');

  // A click in the simplified view still selects the part under the pointer: the first switch,
  // at (0, 0) in the circuit, 60×40.
  const box = (await host.boundingBox())!;
  const style = (await app.locator('.react-flow__viewport').getAttribute('style'))!;
  const [, tx, ty, zoom] = /translate\(([-\d.]+)px, ?([-\d.]+)px\) scale\(([\d.]+)\)/.exec(style)!.map(Number);
  await app.mouse.click(box.x + tx! + 30 * zoom!, box.y + ty! + 20 * zoom!);
  await expect(app.getByTestId('inspector')).toContainText('Toggle switch');
  await expect(app.getByTestId('inspector').getByLabel('Label')).toHaveValue('SW1');

  // A box drawn in the simplified view selects what it covers.
  await app.keyboard.press('Escape');
  // Drawn from the gap below and right of the ninth part up into the first one (a box selects what
  // it touches), whose corner the fitted view puts under the simulation bar. The LED, resistor and
  // ground the benchmark watches sit in a row above, which the box must not reach.
  await app.mouse.move(box.x + tx! + 335 * zoom!, box.y + ty! + 230 * zoom!);
  await app.mouse.down();
  await app.mouse.move(box.x + tx! + 2, box.y + ty! + 2, { steps: 5 });
  await app.mouse.up();
  // Columns 0-2 (x 0, 120, 240) and rows 0-2 (y 0, 80, 160): nine parts.
  await expect(app.getByTestId('inspector')).toContainText('9 components');

  // At 100 % the real symbols come back, only those in view.
  await app.keyboard.press('Escape');
  await app.keyboard.press('Control+0');
  await expect(host).toHaveAttribute('data-lod', 'off');
  const shown = await app.locator('.react-flow__node').count();
  expect(shown).toBeGreaterThan(10);
  expect(shown).toBeLessThan(400);
  await saveScreenshot(app, testInfo, 'lod-zoomed-in');
});
