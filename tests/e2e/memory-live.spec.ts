import { applyOperations, newCircuit, node, rpc } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';
import { add as part, wire } from './support/scenes';

/**
 * A RAM of 1,024 bytes (power-on words 11 22) written at the address and with the word of two input
 * ports, WE tied high, on the rising edges of a 1 Hz clock; a ROM beside it.
 */
const RAM_CIRCUIT = [
  part('a', 'PORT_IN', 40, 80, { width: 10, initial: 5 }),
  part('d', 'PORT_IN', 40, 140, { width: 8, initial: 0x5a }),
  part('we', 'CONST_HIGH', 40, 200),
  part('clk', 'CLOCK', 40, 260, { frequency: 1 }),
  part('ram', 'RAM', 240, 100, { addressBits: 10, dataBits: 8, contents: '11 22' }),
  part('rom', 'ROM', 480, 100, { addressBits: 4, dataBits: 8, contents: '1 2 3' }),
  wire('w1', 'a.out', 'ram.A'),
  wire('w2', 'd.out', 'ram.D'),
  wire('w3', 'we.out', 'ram.WE'),
  wire('w4', 'clk.out', 'ram.CLK'),
];

test('the contents editor shows the words a running RAM holds now, read-only, updated as it runs', async ({
  app,
}, testInfo) => {
  const circuitId = await newCircuit(app);
  await applyOperations(app, RAM_CIRCUIT);
  // A ROM's words never change while it runs: its editor has no "Now" view.
  await node(app, 'ROM').click();
  const inspector = app.getByTestId('inspector');
  await inspector.getByRole('button', { name: 'Edit contents…' }).click();
  const editor = app.getByTestId('memory-editor');
  await expect(editor.getByTestId('memory-grid').locator('[data-address="2"]')).toHaveText('03');
  await expect(editor.getByRole('radio', { name: 'Now (running)' })).toHaveCount(0);
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();

  // One rising edge of the clock writes 5a at address 5.
  await app.getByTestId('sim-step').click();
  await expect(app.getByTestId('sim-clock-CLK')).toHaveAttribute('data-value', '1');

  await node(app, 'RAM').click();
  await inspector.getByRole('button', { name: 'Edit contents…' }).click();
  const grid = editor.getByTestId('memory-grid');
  const cell = (address: number) => grid.locator(`[data-address="${address}"]`);
  const message = editor.getByTestId('memory-message');
  const views = editor.getByRole('radiogroup', { name: 'Words shown' });
  // The power-on contents first, as before: the write is not in them.
  await expect(grid).toHaveAttribute('data-view', 'power-on');
  await expect(cell(0)).toHaveText('11');
  await expect(cell(5)).toHaveText('00');
  await expect(editor.getByTestId('memory-note')).toContainText('“Now (running)” shows the words it holds as it runs.');
  await saveScreenshot(app, testInfo, 'memory-live-power-on-light');

  await views.getByText('Now (running)').click();
  await expect(editor.getByRole('radio', { name: 'Now (running)' })).toBeChecked();
  await expect(grid).toHaveAttribute('data-view', 'now');
  await expect(cell(5)).toHaveText('5a');
  await expect(cell(5)).toHaveClass(/changed/);
  await expect(cell(5)).toHaveAttribute('title', 'Power-on: 00');
  await expect(cell(0)).toHaveText('11');
  await expect(cell(0)).not.toHaveClass(/changed/);
  await expect(editor.getByTestId('memory-note')).toContainText('read-only');
  await expect(editor.getByRole('button', { name: 'Load file…' })).toBeDisabled();
  await expect(editor.getByRole('button', { name: 'Fill', exact: true })).toBeDisabled();

  // Typing is refused, in words: the running words are not edited here.
  await cell(5).click();
  await expect(editor.getByTestId('memory-selected')).toHaveText('005: 5a');
  await app.keyboard.type('7');
  await expect(message).toContainText('The running words are read-only.');
  await expect(cell(5)).toHaveText('5a');
  await saveScreenshot(app, testInfo, 'memory-live-now-light');

  // The simulation goes on while the editor is open: a new word shows up by itself, in view...
  await rpc(app, 'sim:setInput', { circuitId, componentId: 'a', on: true, value: 0xb });
  await rpc(app, 'sim:setInput', { circuitId, componentId: 'd', on: true, value: 0xc3 });
  await rpc(app, 'sim:step', { circuitId, halfPeriods: 2 });
  await expect(cell(0xb)).toHaveText('c3');
  await expect(cell(0xb)).toHaveClass(/changed/);
  // ...and out of view: only the rows in view are read, so the last rows are read when scrolled to.
  await expect(cell(0x3f0)).toHaveCount(0);
  await rpc(app, 'sim:setInput', { circuitId, componentId: 'a', on: true, value: 0x3f0 });
  await rpc(app, 'sim:setInput', { circuitId, componentId: 'd', on: true, value: 0x7e });
  await rpc(app, 'sim:step', { circuitId, halfPeriods: 2 });
  await editor.getByLabel('Go to address').fill('3ff');
  await editor.getByLabel('Go to address').press('Enter');
  await expect(editor.getByTestId('memory-selected')).toHaveText('3ff: 00');
  await expect(cell(0x3f0)).toHaveText('7e');
  await expect(cell(0x3f0)).toHaveClass(/changed/);
  await expect(cell(0x3ff)).toHaveText('00');
  await rpc(app, 'settings:set', { key: 'appearance.theme', value: 'dark' });
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  await saveScreenshot(app, testInfo, 'memory-live-now-dark');
  await rpc(app, 'settings:set', { key: 'appearance.theme', value: 'light' });
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'light');

  // Back to the power-on contents: unchanged, and editable again.
  await views.getByText('Power-on contents').click();
  await expect(grid).toHaveAttribute('data-view', 'power-on');
  await expect(cell(0x3f0)).toHaveText('00');
  await expect(editor.getByRole('button', { name: 'Load file…' })).toBeEnabled();

  // A reset puts the RAM back to its power-on words, and the "Now" view follows.
  await views.getByText('Now (running)').click();
  await expect(cell(0x3f0)).toHaveText('7e');
  await rpc(app, 'sim:reset', { circuitId });
  await expect(cell(0x3f0)).toHaveText('00');
  await editor.getByLabel('Go to address').fill('0');
  await editor.getByLabel('Go to address').press('Enter');
  await expect(cell(0xb)).toHaveText('00');
  await expect(cell(5)).toHaveText('00');
  await expect(cell(1)).toHaveText('22');
  await expect(grid.locator('.mem-cell.changed')).toHaveCount(0);
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
});
