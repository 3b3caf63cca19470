import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Circuit } from '../../src/shared/circuit';
import { applyOperations, newCircuit, node, openCircuit, rpc } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';
import { add as part, wire } from './support/scenes';

/** A 2-bit adder: A1 A0 + B1 B0 = S2 S1 S0. */
const ADDER = `// Two 2-bit numbers and their sum.
module adder2(input [1:0] a, input [1:0] b, output [2:0] s);
  assign s = a + b;
endmodule
`;

/** A multiplier big enough that an import queued behind it waits a while. */
const MULTIPLIER = `module mul6(input [5:0] x, input [5:0] y, output [11:0] p);
  assign p = x * y;
endmodule
`;

/**
 * A design Yosys takes seconds over even with a warm worker (about 3,400 gates): imported first,
 * it keeps the queue busy while the next imports are picked, so that they wait whatever the speed
 * of the machine.
 */
const WIDE = `module wide(input [23:0] x, input [23:0] y, output [47:0] p);
  assign p = x * y;
endmodule
`;

/** The host answers an expected failure with HTTP 400 or 422, which Chromium logs as a console error. */
test.use({ allowedConsoleErrors: [/status of (400|422)/] });

/** Yosys's first run in a host compiles 30 MB of WebAssembly: imports get more time than other steps. */
const IMPORT_TIMEOUT = 60_000;
test.setTimeout(150_000);

/** Picks a Verilog file through the circuit switcher (the renderer's File menu); the dialog opens for it. */
async function pickVerilog(app: Page, name: string, source: string) {
  await app.getByTestId('circuit-switcher').click();
  const choosing = app.waitForEvent('filechooser');
  await app.getByRole('menu').getByRole('button', { name: 'Import Verilog…' }).click();
  const chooser = await choosing;
  expect(chooser.element()).toBeTruthy();
  await chooser.setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(source) });
  const dialog = app.getByTestId('verilog-import-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('verilog-file-name')).toHaveText(name);
  return dialog;
}

/** The circuits stored now, as the main process lists them. */
async function circuitNames(app: Page): Promise<string[]> {
  return (await rpc(app, 'circuit:list', {})).map((c) => c.name);
}

/** Screen boxes of every part on the canvas that overlap another one (none, when readable). */
async function overlappingParts(app: Page): Promise<string[]> {
  return app.locator('.react-flow__node').evaluateAll((nodes) => {
    const boxes = nodes.map((n) => ({ label: n.getAttribute('data-label') ?? '?', r: n.getBoundingClientRect() }));
    const overlaps: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!.r;
        const b = boxes[j]!.r;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) overlaps.push(`${boxes[i]!.label}/${boxes[j]!.label}`);
      }
    }
    return overlaps;
  });
}

const xsOf = (circuit: Circuit, test: (type: string) => boolean) =>
  circuit.components.filter((c) => test(c.type)).map((c) => c.x);

test('a 2-bit adder imported through the File menu becomes ports, laid out left to right, and adds numbers', async ({
  app,
}, testInfo) => {
  await newCircuit(app);
  const before = await app.locator('.canvas-host').getAttribute('data-circuit-id');
  const dialog = await pickVerilog(app, 'adder2.v', ADDER);
  await expect(dialog.getByRole('radio', { name: 'Ports' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Flatten/ })).not.toBeChecked();
  await expect(dialog.getByLabel('Top module')).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeFocused();
  await saveScreenshot(app, testInfo, 'verilog-import-dialog-light');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(app.locator('.canvas-host')).not.toHaveAttribute('data-circuit-id', before!, {
    timeout: IMPORT_TIMEOUT,
  });
  await expect(app.getByTestId('circuit-switcher')).toContainText('adder2');
  await expect(app.locator('.notice-info').filter({ hasText: 'Imported adder2.v:' })).toContainText(
    /Imported adder2\.v: \d+ gates? \(Yosys: \d+ cells?\)\./,
  );
  await expect(app.locator('.verilog-progress')).toHaveCount(0);

  // One port per Verilog port, named and as wide as in the Verilog: inputs left, the sum right.
  const { circuit } = await openCircuit(app);
  const byLabel = new Map(circuit.components.map((c) => [c.label, c]));
  expect(byLabel.get('a')).toMatchObject({ type: 'PORT_IN', properties: { width: 2 } });
  expect(byLabel.get('b')).toMatchObject({ type: 'PORT_IN', properties: { width: 2 } });
  expect(byLabel.get('s')).toMatchObject({ type: 'PORT_OUT', properties: { width: 3 } });
  const gates = xsOf(circuit, (t) => !/^(PORT_IN|PORT_OUT)$/.test(t));
  expect(Math.max(byLabel.get('a')!.x, byLabel.get('b')!.x)).toBeLessThan(Math.min(...gates));
  expect(byLabel.get('s')!.x).toBeGreaterThan(Math.max(...gates));

  await app.keyboard.press('f');
  await app.mouse.move(5, 880);
  await expect(node(app, 's')).toBeVisible();
  expect(await overlappingParts(app)).toEqual([]);
  await saveScreenshot(app, testInfo, 'verilog-adder-imported');

  // It adds: type numbers into the input ports and read the output port.
  const type = async (label: string, value: string) => {
    await node(app, label).click();
    const field = app.getByTestId('port-live-value');
    await field.fill(value);
    await field.press('Enter');
  };
  await type('a', '3');
  await type('b', '2');
  await expect(node(app, 's')).toContainText('5');

  // The truth table takes the ports as numbers: 16 rows, a click sets both ports.
  await app.mouse.click(600, 780);
  await app.keyboard.press('t');
  const panel = app.getByTestId('truth-table');
  const rows = panel.locator('tbody tr');
  await expect(rows).toHaveCount(16);
  await expect(panel.locator('thead th')).toHaveText(['a', 'b', 's']);
  for (const r of [0, 7, 11, 15])
    await expect(rows.nth(r).locator('td')).toHaveText([String(r >> 2), String(r & 3), String((r >> 2) + (r & 3))]);
  await expect(rows.nth(14)).toHaveClass(/current/); // a=3, b=2
  await rows.nth(9).click(); // a=2, b=1
  await expect(rows.nth(9)).toHaveClass(/current/);
  await expect(node(app, 's')).toContainText('3');
  await app.mouse.move(5, 880);
  await saveScreenshot(app, testInfo, 'verilog-adder-ports-truth-table');
});

test('"Switches, LEDs" makes one part per bit: switches left, LEDs right, flipped on the canvas', async ({
  app,
}, testInfo) => {
  await newCircuit(app);
  const before = await app.locator('.canvas-host').getAttribute('data-circuit-id');
  const dialog = await pickVerilog(app, 'adder2.v', ADDER);
  await dialog.getByText('Switches, LEDs', { exact: true }).click();
  await expect(dialog.getByText(/an LED \(with resistor and ground\) per output bit/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(app.locator('.canvas-host')).not.toHaveAttribute('data-circuit-id', before!, {
    timeout: IMPORT_TIMEOUT,
  });

  // Inputs left, the logic in the middle, LEDs (with resistor and ground) right.
  const { circuit } = await openCircuit(app);
  const labels = circuit.components.map((c) => c.label);
  expect(labels).toEqual(expect.arrayContaining(['A0', 'A1', 'B0', 'B1', 'S0', 'S1', 'S2']));
  const switches = xsOf(circuit, (t) => t === 'SWITCH_TOGGLE');
  const leds = xsOf(circuit, (t) => t.startsWith('LED'));
  const gates = xsOf(circuit, (t) => !/^(SWITCH_TOGGLE|LED|RESISTOR|GND)/.test(t));
  expect(switches).toHaveLength(4);
  expect(leds).toHaveLength(3);
  expect(gates.length).toBeGreaterThan(0);
  expect(Math.max(...switches)).toBeLessThan(Math.min(...gates));
  expect(Math.min(...leds)).toBeGreaterThan(Math.max(...gates));

  await app.keyboard.press('f');
  await app.mouse.move(5, 880);
  await expect(node(app, 'S2')).toBeVisible();
  expect(await overlappingParts(app)).toEqual([]);

  // It adds: flip switches on the canvas and read the LEDs (S2 S1 S0).
  const flip = (label: string) => node(app, label).locator('.cf-press-target').click();
  const expectSum = async (sum: number) => {
    for (const bit of [0, 1, 2]) {
      const body = node(app, `S${bit}`).locator('.cf-node');
      if ((sum >> bit) & 1) await expect(body, `S${bit} of ${sum}`).toHaveClass(/cf-lit/);
      else await expect(body, `S${bit} of ${sum}`).not.toHaveClass(/cf-lit/);
    }
  };
  await expectSum(0);
  await flip('A0'); // 1 + 0
  await expectSum(1);
  await flip('B0'); // 1 + 1
  await expectSum(2);
  await flip('A1'); // 3 + 1
  await expectSum(4);
  await flip('B1'); // 3 + 3
  await expectSum(6);
  await app.mouse.move(5, 880);
  await saveScreenshot(app, testInfo, 'verilog-adder-3-plus-3');
  await flip('A0'); // 2 + 3
  await expectSum(5);
});

test('a syntax error is shown in the dialog with its line, and no circuit is made', async ({ app }, testInfo) => {
  const open = await app.locator('.canvas-host').getAttribute('data-circuit-id');
  const names = await circuitNames(app);
  const broken = ADDER.replace('assign s = a + b;', 'assign s = a + ;');
  const dialog = await pickVerilog(app, 'broken.v', broken);
  await dialog.getByText('Switches, probes', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();

  const error = app.getByTestId('verilog-import-error');
  await expect(error).toBeVisible({ timeout: IMPORT_TIMEOUT });
  await expect(error).toContainText('broken.v, line 3:');
  await expect(error).toContainText('Line 3 reads: assign s = a + ;');
  // The dialog is back with the file's options, to fix the file or try again.
  await expect(dialog.getByRole('radio', { name: 'Switches, probes' })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Import again' })).toBeVisible();
  await saveScreenshot(app, testInfo, 'verilog-syntax-error-light');

  await rpc(app, 'settings:set', { key: 'appearance.theme', value: 'dark' });
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  await saveScreenshot(app, testInfo, 'verilog-syntax-error-dark');

  expect(await circuitNames(app)).toEqual(names);
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-circuit-id', open!);

  // A top module that does not exist is named with the modules there are.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const again = await pickVerilog(app, 'adder2.v', ADDER);
  await again.getByLabel('Top module').fill('adder3');
  await again.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(app.getByTestId('verilog-import-error')).toContainText('adder2.v has no module called "adder3".', {
    timeout: IMPORT_TIMEOUT,
  });
  await expect(app.getByTestId('verilog-import-error')).toContainText('Its modules are: adder2.');
  await again.getByRole('button', { name: 'Cancel' }).click();
  expect(await circuitNames(app)).toEqual(names);
});

test('Export Verilog downloads a module with ports named after the switches and LEDs', async ({ app }, testInfo) => {
  const id = await newCircuit(app);
  await rpc(app, 'circuit:rename', { id, name: 'and demo' });
  await applyOperations(app, [
    part('a', 'SWITCH_TOGGLE', 60, 100),
    part('b', 'SWITCH_TOGGLE', 60, 180),
    part('g', 'AND_2', 200, 130),
    part('y', 'LED_RED', 340, 130),
    part('r', 'RESISTOR', 440, 140),
    part('gnd', 'GND', 540, 190),
    wire('w1', 'a.out', 'g.a'),
    wire('w2', 'b.out', 'g.b'),
    wire('w3', 'g.out', 'y.anode'),
    wire('w4', 'y.cathode', 'r.a'),
    wire('w5', 'r.b', 'gnd.gnd'),
  ]);

  await app.getByTestId('circuit-switcher').click();
  const downloading = app.waitForEvent('download');
  await app.getByRole('menu').getByRole('button', { name: 'Export Verilog…' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('and_demo.v');
  const path = testInfo.outputPath('and_demo.v');
  await download.saveAs(path);
  const source = readFileSync(path, 'utf8');
  expect(source).toMatch(/module and_demo\(/);
  expect(source).toMatch(/input\s+(wire\s+)?A\b/);
  expect(source).toMatch(/input\s+(wire\s+)?B\b/);
  expect(source).toMatch(/output\s+(wire\s+)?Y\b/);
  expect(source).toMatch(/endmodule/);
});

test('a circuit with nothing to become ports is not exported as Verilog, and says why', async ({ app }) => {
  await newCircuit(app);
  await applyOperations(app, [part('g', 'AND_2', 200, 130)]);
  await app.getByTestId('circuit-switcher').click();
  await app.getByRole('menu').getByRole('button', { name: 'Export Verilog…' }).click();
  await expect(app.locator('.notice-error')).toContainText(
    'The circuit has no switches, buttons, clocks, probes or LEDs to become ports.',
  );
  await expect(app.locator('.notice-error')).toContainText('Add inputs and outputs.');
});

test('imports started back to back all land, in order, while the progress shows the queue', async ({
  app,
}, testInfo) => {
  await newCircuit(app);
  // In the dark theme: the progress card's other look (the light one is in the adder's test).
  await rpc(app, 'settings:set', { key: 'appearance.theme', value: 'dark' });
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  const blocker = await pickVerilog(app, 'wide.v', WIDE);
  await blocker.getByText('Switches, probes', { exact: true }).click();
  await blocker.getByRole('button', { name: 'Import', exact: true }).click();
  const progress = app.getByTestId('verilog-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toContainText('Importing wide.v');

  const first = await pickVerilog(app, 'mul6.v', MULTIPLIER);
  await first.getByText('Switches, probes', { exact: true }).click();
  await first.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(app.getByTestId('verilog-progress-waiting')).toHaveText('1 more waiting');
  await saveScreenshot(app, testInfo, 'verilog-progress-queued-dark');

  const second = await pickVerilog(app, 'adder2.v', ADDER);
  await second.getByRole('button', { name: 'Import', exact: true }).click();

  // The multiplier lands first, then the adder, which stays open.
  await expect(app.locator('.notice-info').filter({ hasText: 'Imported adder2.v' })).toBeVisible({
    timeout: 2 * IMPORT_TIMEOUT,
  });
  await expect(progress).toBeHidden();
  await expect(app.getByTestId('circuit-switcher')).toContainText('adder2');
  const listed = await rpc(app, 'circuit:list', {});
  // The newest of each (an earlier test of this host may have made one too).
  const newest = (name: string) =>
    listed.filter((c) => c.name.startsWith(name)).sort((a, b) => b.createdAt - a.createdAt)[0];
  const wide = newest('wide');
  const mul = newest('mul6');
  const adder = newest('adder2');
  expect(wide, 'the wide multiplier was imported').toBeDefined();
  expect(wide!.createdAt).toBeLessThanOrEqual(mul!.createdAt);
  expect(mul, 'the multiplier was imported').toBeDefined();
  expect(adder, 'the adder was imported').toBeDefined();
  expect(mul!.createdAt).toBeLessThanOrEqual(adder!.createdAt);
  // Each is announced, in the order asked (a big answer arriving late does not reorder them).
  const said = (await app.locator('.notice-info').allTextContents()).join('\n');
  const at = ['wide.v', 'mul6.v', 'adder2.v'].map((file) => said.indexOf(`Imported ${file}`));
  expect(
    at.every((i) => i >= 0),
    said,
  ).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);

  // The larger design, with probes, as it was laid out.
  await app.getByTestId('circuit-switcher').click();
  await app.locator(`.switcher-row[data-circuit-id="${mul!.id}"] .switcher-open`).click();
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-circuit-id', mul!.id);
  await expect(node(app, 'P11')).toBeVisible();
  await app.keyboard.press('f');
  await app.mouse.move(5, 880);
  expect(await overlappingParts(app)).toEqual([]);
  await saveScreenshot(app, testInfo, 'verilog-mul6-probes-dark');
});
