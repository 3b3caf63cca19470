import { applyOperations, newCircuit, node, rpc } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';
import { add as part, wire } from './support/scenes';

/**
 * A CMOS NAND gate of four transistors: two PMOS in parallel from VCC, two NMOS in series to GND,
 * switches A and B on their gates, a probe on the output.
 */
const SCENE = [
  part('a', 'SWITCH_TOGGLE', 60, 160),
  part('b', 'SWITCH_TOGGLE', 60, 320),
  part('vdd', 'VCC', 340, 20),
  part('pa', 'PMOS', 240, 100),
  part('pb', 'PMOS', 400, 100),
  part('na', 'NMOS', 320, 240),
  part('nb', 'NMOS', 320, 360),
  part('gnd', 'GND', 340, 480),
  part('y', 'PROBE', 560, 220),
  wire('w1', 'vdd.vcc', 'pa.S'),
  wire('w2', 'vdd.vcc', 'pb.S'),
  wire('w3', 'pa.D', 'pb.D'),
  wire('w4', 'pa.D', 'na.D'),
  wire('w5', 'na.S', 'nb.D'),
  wire('w6', 'nb.S', 'gnd.gnd'),
  wire('w7', 'a.out', 'pa.G'),
  wire('w8', 'a.out', 'na.G'),
  wire('w9', 'b.out', 'pb.G'),
  wire('w10', 'b.out', 'nb.G'),
  wire('w11', 'na.D', 'y.in'),
];

test('a CMOS NAND of four transistors computes NAND on the canvas, its conducting channels lit', async ({
  app,
}, testInfo) => {
  await newCircuit(app);
  await applyOperations(app, SCENE);
  const y = node(app, 'Y').locator('.sym-probe');
  const conducting = (label: string) => node(app, label).locator('.sym-transistor');
  // A = B = 0: both PMOS conduct, the output is 1.
  await expect(y).toHaveClass(/sym-value-1/);
  await expect(conducting('PA')).toHaveClass(/sym-conducting/);
  await expect(conducting('PB')).toHaveClass(/sym-conducting/);
  await expect(conducting('NA')).not.toHaveClass(/sym-conducting/);
  await expect(app.getByRole('button', { name: /problem/ })).toContainText('No problems');

  await node(app, 'A').locator('.cf-press-target').click();
  await expect(conducting('NA')).toHaveClass(/sym-conducting/);
  await expect(y).toHaveClass(/sym-value-1/);
  await node(app, 'B').locator('.cf-press-target').click();
  // A = B = 1: the NMOS chain pulls the output to 0, neither PMOS conducts.
  await expect(y).toHaveClass(/sym-value-0/);
  await expect(conducting('NB')).toHaveClass(/sym-conducting/);
  await expect(conducting('PA')).not.toHaveClass(/sym-conducting/);
  await expect(conducting('PB')).not.toHaveClass(/sym-conducting/);
  await app.locator('.react-flow__pane').click({ position: { x: 40, y: 700 } });
  await app.keyboard.press('f');
  await saveScreenshot(app, testInfo, 'transistors-light');

  await rpc(app, 'settings:set', { key: 'appearance.theme', value: 'dark' });
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  await saveScreenshot(app, testInfo, 'transistors-dark');
});
