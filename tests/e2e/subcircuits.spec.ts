import type { Page } from '@playwright/test';
import { applyOperations, newCircuit, node, openCircuit, rpc } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';
import { add as part, wire } from './support/scenes';

/** A half adder with input ports A, B and output ports S, C. */
const HALF_ADDER = [
  part('a', 'PORT_IN', 60, 80),
  part('b', 'PORT_IN', 60, 200),
  part('x', 'XOR_2', 240, 80),
  part('g', 'AND_2', 240, 200),
  part('s', 'PORT_OUT', 420, 80),
  part('c', 'PORT_OUT', 420, 200),
  wire('w1', 'a.out', 'x.a'),
  wire('w2', 'b.out', 'x.b'),
  wire('w3', 'a.out', 'g.a'),
  wire('w4', 'b.out', 'g.b'),
  wire('w5', 'x.out', 's.in'),
  wire('w6', 'g.out', 'c.in'),
];

/** Labels the ports as the half adder's pins: A, B, S, C. */
function portLabels(): { op: 'updateComponent'; id: string; set: { label: string } }[] {
  return [
    { op: 'updateComponent', id: 'a', set: { label: 'A' } },
    { op: 'updateComponent', id: 'b', set: { label: 'B' } },
    { op: 'updateComponent', id: 's', set: { label: 'S' } },
    { op: 'updateComponent', id: 'c', set: { label: 'C' } },
  ];
}

/** The id of the component labelled `label` in the open circuit. */
async function idOf(page: Page, label: string): Promise<string> {
  const { circuit } = await openCircuit(page);
  const found = circuit.components.find((c) => c.label === label);
  if (!found) throw new Error(`no part labelled ${label}`);
  return found.id;
}

test('a half adder becomes a subcircuit, used twice in a full adder; its inside shows live values; a change of it reaches both', async ({
  app,
}, testInfo) => {
  // The half adder, with ports.
  const half = await newCircuit(app);
  await rpc(app, 'circuit:rename', { id: half, name: 'HalfAdder' });
  await applyOperations(app, [...HALF_ADDER, ...portLabels()]);

  // The full adder: two half adders from the palette's Subcircuits section, an OR and ports.
  const full = await newCircuit(app);
  await rpc(app, 'circuit:rename', { id: full, name: 'FullAdder' });
  const item = app.locator(`.palette-item[data-circuit-id="${half}"]`);
  await expect(item).toBeVisible();
  await expect(item).toContainText('HalfAdder');
  await item.click();
  await item.click();
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-components', '2');
  const u1 = await idOf(app, 'U1');
  const u2 = await idOf(app, 'U2');
  await applyOperations(app, [
    { op: 'updateComponent', id: u1, set: { x: 240, y: 60 } },
    { op: 'updateComponent', id: u2, set: { x: 440, y: 160 } },
    part('ia', 'PORT_IN', 40, 40, { initial: 1 }),
    part('ib', 'PORT_IN', 40, 120),
    part('ic', 'PORT_IN', 40, 240, { initial: 1 }),
    part('o', 'OR_2', 640, 100),
    part('sum', 'PORT_OUT', 800, 180),
    part('cout', 'PORT_OUT', 800, 100),
    wire('f1', 'ia.out', `${u1}.A`),
    wire('f2', 'ib.out', `${u1}.B`),
    wire('f3', `${u1}.S`, `${u2}.A`),
    wire('f4', 'ic.out', `${u2}.B`),
    wire('f5', `${u2}.S`, 'sum.in'),
    wire('f6', `${u1}.C`, 'o.a'),
    wire('f7', `${u2}.C`, 'o.b'),
    wire('f8', 'o.out', 'cout.in'),
  ]);
  // The instances show the definition's name and its pins.
  await expect(node(app, 'U1')).toContainText('HalfAdder');
  // 1 + 0 + 1 = 10.
  await expect(node(app, 'SUM')).toContainText('0');
  await expect(node(app, 'COUT')).toContainText('1');
  await node(app, 'IB').locator('.cf-press-target').click();
  // 1 + 1 + 1 = 11.
  await expect(node(app, 'SUM')).toContainText('1');
  await expect(node(app, 'COUT')).toContainText('1');
  await app.keyboard.press('f');
  await saveScreenshot(app, testInfo, 'subcircuits-full-adder-light');

  // Inside U2: the half adder with U2's values (A = U1.S = 0, B = 1), and the way back.
  await node(app, 'U2').getByTestId('subcircuit-body').dblclick();
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-circuit-id', half);
  const crumbs = app.getByTestId('subcircuit-breadcrumb');
  await expect(crumbs).toContainText('FullAdder');
  await expect(crumbs).toContainText('U2 (HalfAdder)');
  await expect(node(app, 'A')).toContainText('0');
  await expect(node(app, 'B')).toContainText('1');
  await expect(node(app, 'S')).toContainText('1');
  await app.keyboard.press('f');
  await saveScreenshot(app, testInfo, 'subcircuits-inside-u2-light');

  // A change of the definition inside: the carry becomes XOR's partner NAND (C = not(A and B)).
  await applyOperations(app, [
    { op: 'removeComponent', id: 'g' },
    part('g', 'NAND_2', 240, 200),
    wire('w3', 'a.out', 'g.a'),
    wire('w4', 'b.out', 'g.b'),
    wire('w6', 'g.out', 'c.in'),
  ]);
  await expect(node(app, 'C')).toContainText('1');
  await crumbs.getByRole('button', { name: 'FullAdder' }).click();
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-circuit-id', full);
  await expect(crumbs).toBeHidden();
  // Both instances follow: U1 (1,1) carries NAND = 0, U2 (0,1) carries 1: COUT = 0 or 1 = 1; now set A=0.
  await node(app, 'IA').locator('.cf-press-target').click();
  // U1 (0,1): S=1, C=NAND=1; U2 (1,1): S=0, C=0 → SUM 0, COUT 1.
  await expect(node(app, 'SUM')).toContainText('0');
  await expect(node(app, 'COUT')).toContainText('1');

  await rpc(app, 'settings:set', { key: 'appearance.theme', value: 'dark' });
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  await saveScreenshot(app, testInfo, 'subcircuits-full-adder-dark');
});

test('the inside of an instance is reached by keys, from the command palette and from the circuit switcher', async ({
  app,
}, testInfo) => {
  const half = await newCircuit(app);
  await rpc(app, 'circuit:rename', { id: half, name: 'HalfAdder' });
  await applyOperations(app, [...HALF_ADDER, ...portLabels()]);
  const full = await newCircuit(app);
  await rpc(app, 'circuit:rename', { id: full, name: 'TwoHalves' });
  const item = app.locator(`.palette-item[data-circuit-id="${half}"]`);
  await item.click();
  await item.click();
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-components', '2');
  const u1 = await idOf(app, 'U1');
  const u2 = await idOf(app, 'U2');
  await applyOperations(app, [
    { op: 'updateComponent', id: u1, set: { x: 240, y: 60 } },
    { op: 'updateComponent', id: u2, set: { x: 240, y: 260 } },
  ]);
  const host = app.locator('.canvas-host');
  const crumbs = app.getByTestId('subcircuit-breadcrumb');

  // Keys: Ctrl+Down goes into the selected instance, Ctrl+Up comes out.
  await node(app, 'U1').getByTestId('subcircuit-body').click();
  await app.keyboard.press('Control+ArrowDown');
  await expect(host).toHaveAttribute('data-circuit-id', half);
  await expect(crumbs).toContainText('U1 (HalfAdder)');
  await app.keyboard.press('Control+ArrowUp');
  await expect(host).toHaveAttribute('data-circuit-id', full);
  await expect(crumbs).toBeHidden();

  // The command palette: with nothing selected, "Open the selected subcircuit" is listed greyed, last.
  await app.locator('.react-flow__pane').click({ position: { x: 700, y: 500 } });
  await app.keyboard.press('Control+k');
  const palette = app.getByTestId('command-palette');
  await expect(palette).toBeVisible();
  await expect(palette.getByRole('textbox', { name: 'Command' })).toBeFocused();
  await palette.getByRole('textbox').fill('subcircuit');
  await expect(palette.getByRole('option', { name: /Open the selected subcircuit/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await app.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  // With U2 selected it runs, from Enter.
  await node(app, 'U2').getByTestId('subcircuit-body').click();
  await app.keyboard.press('Control+k');
  await palette.getByRole('textbox').fill('open sub');
  const open = palette.getByRole('option', { name: /Open the selected subcircuit/ });
  await expect(open).toHaveAttribute('aria-selected', 'true');
  await expect(open).toContainText('Ctrl+↓');
  await saveScreenshot(app, testInfo, 'command-palette-light');
  await app.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(host).toHaveAttribute('data-circuit-id', half);
  await expect(crumbs).toContainText('U2 (HalfAdder)');
  await app.keyboard.press('Control+ArrowUp');
  await expect(host).toHaveAttribute('data-circuit-id', full);

  // The switcher lists the open circuit's instances under it; one click goes inside.
  await app.getByTestId('circuit-switcher').click();
  const instances = app.getByRole('list', { name: 'Subcircuits placed here' });
  await expect(instances.locator('.switcher-row-name')).toHaveText(['U1', 'U2']);
  await expect(instances).toContainText('inside: HalfAdder');
  await saveScreenshot(app, testInfo, 'switcher-instances-light');
  await instances.locator(`[data-instance-id="${u2}"] .switcher-open`).click();
  await expect(host).toHaveAttribute('data-circuit-id', half);
  await expect(crumbs).toContainText('U2 (HalfAdder)');

  await rpc(app, 'settings:set', { key: 'appearance.theme', value: 'dark' });
  await app.keyboard.press('Control+k');
  await palette.getByRole('textbox').fill('t');
  await saveScreenshot(app, testInfo, 'command-palette-dark');
});
