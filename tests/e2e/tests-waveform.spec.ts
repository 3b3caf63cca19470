import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { readVcd } from '../../src/renderer/src/model/waveform/vcd-read';
import { node, openCircuit, openExample, rpc, wirePoint } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';

// A test text that does not parse is refused by the host with HTTP 422, which Chromium logs as a console error.
test.use({ allowedConsoleErrors: [/status of 422/] });

const COUNTS = 'CLK1 CNT1 L0\n0 0 0\nloop(i,5)\nC ((i+1)&15) ((i+1)&1)\nend loop\n';

/** Opens the counter example (a clock, a 4-bit counter, LEDs L0–L3 with their resistors, ground). */
async function openCounter(app: Page): Promise<void> {
  await openExample(app, /^4-bit counter/, 11);
}

/** Screenshots of the window in the light theme, then the dark one, then back (the app starts light here). */
async function bothThemes(app: Page, testInfo: Parameters<typeof saveScreenshot>[1], name: string) {
  const html = app.locator('html');
  const start = await html.getAttribute('data-theme');
  await saveScreenshot(app, testInfo, `${name}-${start}`);
  await app.keyboard.press('Control+Alt+t');
  const other = start === 'dark' ? 'light' : 'dark';
  await expect(html).toHaveAttribute('data-theme', other);
  await saveScreenshot(app, testInfo, `${name}-${other}`);
  await app.keyboard.press('Control+Alt+t');
  await expect(html).toHaveAttribute('data-theme', start ?? 'dark');
}

test('a test of the counter passes, fails once L0 loses its wire, and its failing row opens in the waveform', async ({
  app,
}, testInfo) => {
  test.setTimeout(120_000);
  await openCounter(app);
  await app.mouse.click(700, 700);
  await app.keyboard.press('Shift+T');
  const panel = app.getByTestId('tests');
  await expect(panel).toBeVisible();
  // The example comes with a test of its own.
  await expect(panel.locator('.test-item[data-test="Counts and wraps"]')).toHaveAttribute('data-status', 'not-run');

  // Write a test; a mistake comes back at its line and column.
  await panel.getByTestId('tests-new').click();
  const editor = panel.getByTestId('test-editor');
  await expect(editor.getByLabel('Test text')).toHaveValue('CLK1 L0 L1 L2 L3\n');
  await editor.getByLabel('Test name').fill('counts');
  await editor.getByLabel('Test text').fill(COUNTS.replace('loop(i,5)', 'loop(i,5'));
  await editor.getByRole('button', { name: 'Add test' }).click();
  await expect(editor.getByTestId('test-error')).toHaveText(/^Line 3, column \d+: /);
  await expect(editor.locator('.test-line-number.error')).toHaveText('3');
  await saveScreenshot(app, testInfo, 'tests-syntax-error');
  await editor.getByLabel('Test text').fill(COUNTS);
  await editor.getByLabel('Test text').press('Control+Enter');
  await expect(editor).toBeHidden();
  const item = panel.locator('.test-item[data-test="counts"]');
  await expect(item).toHaveAttribute('data-status', 'not-run');
  const { id } = await openCircuit(app);
  expect((await rpc(app, 'tests:list', { circuitId: id })).tests).toEqual(
    expect.arrayContaining([expect.objectContaining({ name: 'counts', source: COUNTS })]),
  );

  // F9 runs every test: both pass.
  await app.keyboard.press('F9');
  await expect(panel.getByTestId('test-summary')).toHaveText(/All 2 tests pass/);
  await expect(item).toHaveAttribute('data-status', 'passed');
  await expect(item.getByTestId('test-result')).toHaveText('Passed: 6 rows');

  // Break the circuit: the wire from the counter into L0 goes.
  const circuit = (await openCircuit(app)).circuit;
  const l0 = circuit.components.find((c) => c.label === 'L0')!;
  const wire = circuit.wires.find((w) => w.to.component === l0.id && w.to.pin === 'anode')!;
  const at = await wirePoint(app, wire.id);
  await app.mouse.click(at.x, at.y);
  await expect(app.locator(`.react-flow__edge[data-id="${wire.id}"]`)).toHaveClass(/selected/);
  await app.keyboard.press('Delete');
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-wires', String(circuit.wires.length - 1));
  await expect(panel.getByTestId('test-summary')).toContainText('The circuit has changed since');

  await app.keyboard.press('F9');
  await expect(panel.getByTestId('test-summary')).toHaveText(/^2 of 2 tests fail/);
  await expect(item).toHaveAttribute('data-status', 'failed');
  const failure = item.getByTestId('test-failure');
  // Nothing drives L0 any more: it floats from the first row on.
  await expect(failure).toContainText('Row 1, line 2');
  await expect(failure).toContainText('L0 is Z, but the test expects 0');
  await bothThemes(app, testInfo, 'tests-failing');

  // The failing row opens in the waveform: the test's steps, the mismatch marked, the cursor at that row.
  await failure.click();
  const waves = app.getByTestId('waveform');
  await expect(waves).toBeVisible();
  await expect(waves.getByRole('tab', { name: 'Test: counts' })).toHaveAttribute('aria-selected', 'true');
  await expect(waves.getByTestId('wave-caption')).toContainText('L0 is');
  await expect(waves.getByTestId('wave-step')).toHaveText('Step 1 · row 1 · line 2');
  const l0Row = waves.locator('.wave-name[data-signal="L0"]');
  await expect(l0Row.getByTestId('wave-value')).toHaveText('Z≠0');
  await expect(waves.locator('.wave-name[data-signal="CNT1"]').getByTestId('wave-value')).toHaveText('0');
  // The arrow key takes the cursor to the counter's next change: the loop's first row, where L0 still floats.
  await waves.locator('.wave-name[data-signal="CNT1"]').click();
  await waves.getByTestId('wave-canvas').focus();
  await app.keyboard.press('ArrowRight');
  await expect(waves.getByTestId('wave-step')).toContainText('row 2 · line 4');
  await expect(waves.locator('.wave-name[data-signal="CNT1"]').getByTestId('wave-value')).toHaveText('1');
  await bothThemes(app, testInfo, 'tests-failing-waveform');

  // The steps as a Value Change Dump: the header's signals, then their changes.
  const downloading = app.waitForEvent('download');
  await waves.getByTestId('wave-export-vcd').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.vcd$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text).toMatch(/\$var wire 1 \S+ CLK1 \$end/);
  expect(text).toMatch(/\$var wire 4 \S+ CNT1 \[3:0\] \$end/);
  expect(text).toMatch(/\$var wire 1 \S+ L0 \$end/);
  expect(text).toMatch(/^#\d+$/m);
  expect(text).toMatch(/^b0101 \S+$/m);
  const read = readVcd(text);
  expect(read.ok).toBe(true);
  if (read.ok) {
    expect(read.signals.map((s) => s.name)).toEqual(['CLK1', 'CNT1', 'L0']);
    // CNT1 counts up step by step through the run.
    const counts = new Set<string>();
    for (let t = 0; t <= (read.store.end ?? 0); t++) counts.add(read.store.valueAt(1, t) ?? '');
    expect([...counts]).toEqual(['0000', '0001', '0010', '0011', '0100', '0101']);
  }
});

test('the waveform records the counter live: steps of the clock, a cursor that reads every value, zoom', async ({
  app,
}, testInfo) => {
  test.setTimeout(120_000);
  await openCounter(app);
  // The simulator has reported the circuit (before that, every value would be recorded as X).
  await expect(app.getByTestId('sim-clock-CLK1')).toHaveAttribute('data-value', '0');
  await app.mouse.click(700, 700);
  await app.keyboard.press('w');
  const waves = app.getByTestId('waveform');
  await expect(waves.getByTestId('wave-empty')).toBeVisible();
  await waves.getByTestId('wave-add-io').click();
  await expect(waves.locator('.wave-name')).toHaveText([/CLK1/, /L0/, /L1/, /L2/, /L3/]);
  // The counter itself, from the selection: its stored bits.
  await node(app, 'CNT1').click();
  await waves.getByTestId('wave-add-selection').click();
  await expect(waves.locator('.wave-name')).toHaveCount(6);
  const value = (label: string) => waves.locator(`.wave-name[data-signal="${label}"]`).getByTestId('wave-value');
  await expect(value('CNT1')).toHaveText('0');

  // Each step of the clock is half a period: after six, the count is 3.
  for (let i = 0; i < 6; i++) {
    await app.getByTestId('sim-step').click();
    await expect(value('CLK1')).toHaveText(i % 2 === 0 ? '1' : '0');
  }
  await expect(value('CNT1')).toHaveText('3');
  await expect(value('L0')).toHaveText('1');
  await expect(value('L1')).toHaveText('1');

  // A click on the plot puts the cursor there; the names read every value at that time.
  const canvas = waves.getByTestId('wave-canvas');
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: 2, y: 40 } });
  await expect(value('CNT1')).toHaveText('0');
  await expect(waves.locator('.wave-names-head')).toContainText('at cursor');
  // The arrow keys step the cursor from change to change of the row picked: every step of the clock is there.
  await waves.locator('.wave-name[data-signal="CLK1"]').click();
  await canvas.focus();
  for (let i = 1; i <= 6; i++) {
    await app.keyboard.press('ArrowRight');
    await expect(value('CLK1')).toHaveText(i % 2 === 1 ? '1' : '0');
    await expect(value('CNT1')).toHaveText(String(Math.ceil(i / 2)));
  }
  await app.keyboard.press('ArrowLeft');
  await app.keyboard.press('ArrowLeft');
  await expect(value('CNT1')).toHaveText('2');
  // Zoom in about the cursor and back out to the whole recording.
  await waves.getByRole('button', { name: 'Zoom in (+)' }).click();
  await waves.getByRole('button', { name: 'Show the whole recording (F)' }).click();
  expect(box.width).toBeGreaterThan(300);
  // A bus in decimal or binary.
  await waves.locator('.wave-name[data-signal="CNT1"] .wave-radix').click();
  await waves.locator('.wave-name[data-signal="CNT1"] .wave-radix').click();
  await expect(value('CNT1')).toHaveText('0010');
  // Picking rows scrolled them into view: back to the first for the pictures.
  await waves.locator('.wave-body').evaluate((body) => (body.scrollTop = 0));
  await bothThemes(app, testInfo, 'waveform-live');

  // Removing a signal stops recording it.
  await waves.locator('.wave-name[data-signal="L3"]').hover();
  await waves.getByRole('button', { name: 'Stop recording L3' }).click();
  await expect(waves.locator('.wave-name')).toHaveCount(5);
});

test('a test made from the half adder’s truth table is its table, and passes', async ({ app }, testInfo) => {
  await openExample(app, /^Half adder/, 9);
  await app.mouse.click(700, 700);
  await app.keyboard.press('t');
  const table = app.getByTestId('truth-table');
  await expect(table.locator('tbody tr')).toHaveCount(4);
  await table.getByTestId('truth-table-make-test').click();

  const panel = app.getByTestId('tests');
  // The example's own test is called "Truth table": the new one takes the next free name.
  const item = panel.locator('.test-item[data-test="Truth table 2"]');
  await expect(item).toBeVisible();
  await expect(item).toHaveClass(/highlight/);
  const { id } = await openCircuit(app);
  const made = (await rpc(app, 'tests:list', { circuitId: id })).tests.find((t) => t.name === 'Truth table 2');
  expect(made).toBeDefined();
  const lines = made!.source.trim().split('\n');
  expect(lines[0]!.split(/\s+/)).toEqual(['A', 'B', 'SUM', 'CARRY']);
  expect(lines.slice(1).map((l) => l.split(/\s+/).join(' '))).toEqual(['0 0 0 0', '0 1 1 0', '1 0 1 0', '1 1 0 1']);

  await panel.getByTestId('tests-run-all').click();
  await expect(item).toHaveAttribute('data-status', 'passed');
  await expect(item.getByTestId('test-result')).toHaveText('Passed: 4 rows');
  await expect(panel.getByTestId('test-summary')).toHaveText(/All 2 tests pass/);
  await bothThemes(app, testInfo, 'tests-from-truth-table');

  // It is one undoable change: Ctrl+Z takes it away.
  await app.keyboard.press('Control+z');
  await expect(item).toBeHidden();
  await expect(panel.locator('.test-item[data-test="Truth table"]')).toBeVisible();
});
