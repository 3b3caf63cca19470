import { readFileSync } from 'node:fs';
import { applyOperations, newCircuit, node, openCircuit, rpc } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';
import { add as part, wire } from './support/scenes';

/** An 8-bit address port at 0x10 into a ROM of 256 bytes, its word on a wide probe. */
const ROM_CIRCUIT = [
  part('a', 'PORT_IN', 40, 100, { width: 8, initial: 0x10 }),
  part('rom', 'ROM', 220, 80, { addressBits: 8, dataBits: 8 }),
  part('p', 'PROBE', 420, 80, { width: 8 }),
  wire('w1', 'a.out', 'rom.A'),
  wire('w2', 'rom.D', 'p.in'),
];

/** Intel HEX: 01 02 03 04 at 0x20. */
const GOOD_HEX = ':0400200001020304D2\n:00000001FF\n';
/** The same with a wrong checksum. */
const BAD_HEX = ':0400200001020304D3\n:00000001FF\n';

test('the contents editor: type, go to, fill, load Intel HEX, save, apply once, undo', async ({ app }, testInfo) => {
  await newCircuit(app);
  await applyOperations(app, ROM_CIRCUIT);
  await expect(node(app, 'P')).toContainText('0x00');

  await node(app, 'ROM').click();
  const inspector = app.getByTestId('inspector');
  await expect(inspector.getByTestId('memory-contents-summary')).toHaveText('All zeros');
  await inspector.getByRole('button', { name: 'Edit contents…' }).click();
  const editor = app.getByTestId('memory-editor');
  await expect(editor).toBeVisible();
  const grid = editor.getByTestId('memory-grid');
  await expect(grid).toBeFocused();
  const message = editor.getByTestId('memory-message');
  const selected = editor.getByTestId('memory-selected');
  const cell = (address: number) => grid.locator(`[data-address="${address}"]`);

  // A file that does not read says why, on which line; nothing changes.
  let choosing = app.waitForEvent('filechooser');
  await editor.getByRole('button', { name: 'Load file…' }).click();
  await (await choosing).setFiles({ name: 'bad.hex', mimeType: 'text/plain', buffer: Buffer.from(BAD_HEX) });
  await expect(message).toContainText('bad.hex:');
  await expect(message).toContainText(/line 1/i);
  await expect(editor.getByRole('button', { name: 'Apply' })).toBeDisabled();

  // A good one replaces the words.
  choosing = app.waitForEvent('filechooser');
  await editor.getByRole('button', { name: 'Load file…' }).click();
  await (await choosing).setFiles({ name: 'prog.hex', mimeType: 'text/plain', buffer: Buffer.from(GOOD_HEX) });
  await expect(message).toHaveText('Loaded prog.hex (Intel HEX, words up to address 23).');
  await expect(cell(0x20)).toHaveText('01');
  await expect(cell(0x23)).toHaveText('04');

  // Typing hex into cells; Enter and Tab keep the word and move on.
  await cell(0).click();
  await expect(grid).toBeFocused();
  await app.keyboard.type('12');
  await expect(cell(0)).toHaveText('12');
  await app.keyboard.press('Enter');
  await expect(selected).toHaveText('01: 00');
  await app.keyboard.type('34');
  await app.keyboard.press('Tab');
  await expect(cell(1)).toHaveText('34');
  await expect(selected).toHaveText('02: 00');
  // A third digit does not fit 8 bits: refused, with a message; Esc leaves the cell as it was.
  await app.keyboard.type('ff');
  await app.keyboard.type('f');
  await expect(message).toHaveText(/fff does not fit in 8 bits/);
  await expect(cell(2)).toHaveText('ff');
  await saveScreenshot(app, testInfo, 'memory-editor-refused-light');
  await app.keyboard.press('Escape');
  await expect(editor).toBeVisible();
  await expect(cell(2)).toHaveText('00');
  await app.keyboard.press('ArrowDown');
  await expect(selected).toHaveText('12: 00');
  await app.keyboard.press('ArrowLeft');
  await app.keyboard.press('ArrowLeft');
  await expect(selected).toHaveText('10: 00');
  await app.keyboard.type('ab');
  await app.keyboard.press('ArrowRight');
  await expect(cell(0x10)).toHaveText('ab');

  // Go to an address; fill a range.
  await editor.getByLabel('Go to address').fill('3f');
  await editor.getByLabel('Go to address').press('Enter');
  await expect(selected).toHaveText('3f: 00');
  await editor.getByLabel('Fill from').fill('30');
  await editor.getByLabel('Fill to').fill('3f');
  await editor.getByLabel('Fill value').fill('5a');
  await editor.getByRole('button', { name: 'Fill', exact: true }).click();
  await expect(message).toHaveText('Filled 30–3f with 5a.');
  await expect(cell(0x30)).toHaveText('5a');
  await expect(cell(0x3f)).toHaveText('5a');
  // Paste words at the selected address (3f), refused past the end, then at 40.
  await editor.getByLabel('Paste hex words').fill('1 2 3');
  await editor.getByRole('button', { name: 'Paste at 3f' }).click();
  await expect(cell(0x3f)).toHaveText('01');
  await expect(cell(0x41)).toHaveText('03');
  await saveScreenshot(app, testInfo, 'memory-editor-light');
  await rpc(app, 'settings:set', { key: 'appearance.theme', value: 'dark' });
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  await saveScreenshot(app, testInfo, 'memory-editor-dark');
  await rpc(app, 'settings:set', { key: 'appearance.theme', value: 'light' });
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'light');

  // Save as Intel HEX: a download named after the part.
  await editor.getByLabel('Save format').selectOption('intel-hex');
  const downloading = app.waitForEvent('download');
  await editor.getByRole('button', { name: 'Save as…' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ROM.hex');
  const saved = readFileSync(await download.path(), 'utf8');
  expect(saved).toContain(':1000200001020304000000000000000000000000C6');
  expect(saved.trimEnd().endsWith(':00000001FF')).toBe(true);

  // Apply: one change of the part's contents; the probe shows the word at 0x10.
  const revision = Number(await app.locator('.canvas-host').getAttribute('data-revision'));
  await editor.getByRole('button', { name: 'Apply' }).click();
  await expect(editor).toBeHidden();
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-revision', String(revision + 1));
  await expect(node(app, 'P')).toContainText('0xAB');
  const rom = (await openCircuit(app)).circuit.components.find((c) => c.label === 'ROM');
  expect(rom?.properties.contents).toBe('12 34 14*0 ab 15*0 1 2 3 4 12*0 15*5a 1 2 3');
  await expect(inspector.getByTestId('memory-contents-summary')).toHaveText('Words up to 41');
  await saveScreenshot(app, testInfo, 'memory-inspector-light');

  // Undo restores the contents in one step.
  await app.locator('.canvas-host').click({ position: { x: 200, y: 500 } });
  await app.keyboard.press('Control+z');
  await expect(node(app, 'P')).toContainText('0x00');
  const undone = (await openCircuit(app)).circuit.components.find((c) => c.label === 'ROM');
  expect(undone?.properties.contents ?? '').toBe('');
  await node(app, 'ROM').click();
  await expect(inspector.getByTestId('memory-contents-summary')).toHaveText('All zeros');
});

test('a 16 M-word memory opens at once, draws only the rows in view, and goes to its last word', async ({
  app,
}, testInfo) => {
  await newCircuit(app);
  await applyOperations(app, [part('big', 'RAM', 200, 100, { addressBits: 24, dataBits: 32, contents: '2*deadbeef' })]);
  await node(app, 'BIG').click();
  await app.getByTestId('inspector').getByRole('button', { name: 'Edit contents…' }).click();
  const editor = app.getByTestId('memory-editor');
  const grid = editor.getByTestId('memory-grid');
  await expect(grid.locator('[data-address="1"]')).toHaveText('deadbeef');
  await expect(editor).toContainText('16 M words × 32 bits');
  await expect(editor).toContainText('power-on words');
  // 8 words a row; a few dozen cells exist, not 16 M.
  expect(await grid.locator('[role="gridcell"]').count()).toBeLessThan(200);
  await editor.getByLabel('Go to address').fill('ffffff');
  await editor.getByLabel('Go to address').press('Enter');
  await expect(editor.getByTestId('memory-selected')).toHaveText('ffffff: 00000000');
  await expect(grid.locator('[data-address="16777215"]')).toBeVisible();
  await expect(grid.getByRole('rowheader').last()).toHaveText('fffff8');
  // Words pasted with Ctrl+V at the selected address: refused past the end, taken where they fit.
  const pasteText = (text: string) =>
    grid.evaluate((element, words) => {
      const data = new DataTransfer();
      data.setData('text/plain', words);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
  await pasteText('1, 2');
  await expect(editor.getByTestId('memory-message')).toContainText(
    '2 words do not fit from address ffffff: only 1 does.',
  );
  await pasteText('cafe');
  await expect(grid.locator('[data-address="16777215"]')).toHaveText('0000cafe');
  await expect(editor.getByTestId('memory-message')).toHaveText('Pasted 1 word at ffffff.');
  expect(await grid.locator('[role="gridcell"]').count()).toBeLessThan(200);

  // The page behind the dialog is inert: the theme is switched through the settings instead.
  await rpc(app, 'settings:set', { key: 'appearance.theme', value: 'dark' });
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  await saveScreenshot(app, testInfo, 'memory-editor-dark-16m');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
});
