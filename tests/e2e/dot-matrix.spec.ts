import { applyOperations, newCircuit, node, rpc } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';
import { add as part, wire } from './support/scenes';

/** The letter A on a 5 × 7 display driven a row at a time (bit 0 the rightmost dot). */
const LETTER_A = [0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001];

/**
 * A green 5 × 7 display showing "A" from seven constants, one per row, and a default display (5
 * columns of 8 dots, a bus per column) whose first column comes from an 8-bit input port; its
 * other columns are left unconnected (unknown dots).
 */
const SCENE = [
  part('a', 'DOT_MATRIX', 300, 60, { input: 'rows', columns: 5, rows: 7, colour: 'green' }),
  ...LETTER_A.map((value, j) => part(`k${j}`, 'CONST_VALUE', 80, 40 + 40 * j, { width: 5, value })),
  ...LETTER_A.map((_, j) => wire(`wk${j}`, `k${j}.out`, `a.r${j}`)),
  part('in', 'PORT_IN', 520, 360, { width: 8, initial: 0xa5 }),
  part('m', 'DOT_MATRIX', 620, 100),
  wire('w1', 'in.out', 'm.c0'),
];

test('dot-matrix displays light their dots as the simulator says, in both themes', async ({ app }, testInfo) => {
  const lit = (label: string) => node(app, label).locator('.sym-seg-on');
  await newCircuit(app);
  await applyOperations(app, SCENE);
  // "A": 3 + 2 + 2 + 5 + 2 + 2 + 2 dots lit.
  await expect(lit('A')).toHaveCount(18);
  // 0xA5 = 10100101 on column 0: four dots lit; columns 1 to 4 unconnected read unknown.
  await expect(lit('M')).toHaveCount(4);
  await expect(node(app, 'M').locator('.sym-dot-x')).toHaveCount(32);
  await app.keyboard.press('f');
  await saveScreenshot(app, testInfo, 'dot-matrix-light');

  await node(app, 'IN').click();
  const value = app.getByTestId('port-live-value');
  await value.fill('0xFF');
  await value.press('Enter');
  await expect(lit('M')).toHaveCount(8);
  await expect(node(app, 'M').locator('.sym-dot-x')).toHaveCount(32);
  // Nothing selected: the inspector closes and the whole scene shows.
  await app.locator('.react-flow__pane').click({ position: { x: 40, y: 600 } });
  await expect(app.getByTestId('port-live-value')).toHaveCount(0);

  await rpc(app, 'settings:set', { key: 'appearance.theme', value: 'dark' });
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  await saveScreenshot(app, testInfo, 'dot-matrix-dark');
});
