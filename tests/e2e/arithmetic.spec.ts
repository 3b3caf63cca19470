import { applyOperations, newCircuit, node, rpc } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';
import { add as part, wire } from './support/scenes';

/**
 * An 8-bit ALU corner from the Arithmetic group: A and B into an adder, a subtractor and a signed
 * comparator, and A into a shifter by S; each result on a port or a probe.
 */
const SCENE = [
  part('a', 'PORT_IN', 60, 60, { width: 8, initial: 200 }),
  part('b', 'PORT_IN', 60, 200, { width: 8, initial: 100 }),
  part('s', 'PORT_IN', 60, 480, { width: 3, initial: 2 }),
  part('add', 'ADDER', 300, 40),
  part('sub', 'SUBTRACTOR', 300, 180),
  part('cmp', 'COMPARATOR', 300, 320, { signed: true }),
  part('shf', 'SHIFTER', 300, 460, { mode: 'arithmetic-right' }),
  part('sum', 'PORT_OUT', 520, 40, { width: 8 }),
  part('cy', 'PROBE', 520, 100),
  part('dif', 'PORT_OUT', 520, 180, { width: 8 }),
  part('gt', 'PROBE', 520, 310),
  part('eq', 'PROBE', 520, 350),
  part('lt', 'PROBE', 520, 390),
  part('y', 'PORT_OUT', 520, 460, { width: 8 }),
  wire('w1', 'a.out', 'add.A'),
  wire('w2', 'b.out', 'add.B'),
  wire('w3', 'add.S', 'sum.in'),
  wire('w4', 'add.COUT', 'cy.in'),
  wire('w5', 'a.out', 'sub.A'),
  wire('w6', 'b.out', 'sub.B'),
  wire('w7', 'sub.D', 'dif.in'),
  wire('w8', 'a.out', 'cmp.A'),
  wire('w9', 'b.out', 'cmp.B'),
  wire('w10', 'cmp.GT', 'gt.in'),
  wire('w11', 'cmp.EQ', 'eq.in'),
  wire('w12', 'cmp.LT', 'lt.in'),
  wire('w13', 'a.out', 'shf.A'),
  wire('w14', 's.out', 'shf.S'),
  wire('w15', 'shf.Y', 'y.in'),
];

test('the arithmetic parts compute on the canvas as the numbers say, in both themes', async ({ app }, testInfo) => {
  await newCircuit(app);
  await applyOperations(app, SCENE);
  const value = (label: string) => node(app, label).locator('.sym-port-text');
  // 200 + 100 = 300: 44 and a carry; 200 − 100 = 100; signed, 200 is −56 < 100; −56 >> 2 = −14 (0xF2).
  await expect(value('SUM')).toContainText('0x2C');
  await expect(value('DIF')).toContainText('0x64');
  await expect(value('Y')).toContainText('0xF2');
  const bit = (label: string) => node(app, label).locator('.sym-probe');
  await expect(bit('CY')).toHaveClass(/sym-value-1/);
  await expect(bit('GT')).toHaveClass(/sym-value-0/);
  await expect(bit('EQ')).toHaveClass(/sym-value-0/);
  await expect(bit('LT')).toHaveClass(/sym-value-1/);
  await expect(app.getByRole('button', { name: /problem/ })).toContainText('No problems');
  await app.keyboard.press('f');
  await saveScreenshot(app, testInfo, 'arithmetic-light');

  await node(app, 'B').click();
  const input = app.getByTestId('port-live-value');
  await input.fill('200');
  await input.press('Enter');
  await expect(value('SUM')).toContainText('0x90');
  await expect(value('DIF')).toContainText('0x00');
  await expect(bit('EQ')).toHaveClass(/sym-value-1/);
  await app.locator('.react-flow__pane').click({ position: { x: 40, y: 700 } });

  await rpc(app, 'settings:set', { key: 'appearance.theme', value: 'dark' });
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  await saveScreenshot(app, testInfo, 'arithmetic-dark');
});
