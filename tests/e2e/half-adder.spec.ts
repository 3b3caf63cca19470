import { connect, dropFromPalette, newCircuit, node, openCircuit, wireNames } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';

test('a half adder is built with the mouse from the palette, wired pin to pin, and works through all four cases', async ({
  app,
}, testInfo) => {
  await newCircuit(app);
  // Drop every part where a person would put it: inputs left, gates, LEDs, resistors, ground right.
  await dropFromPalette(app, 'SWITCH_TOGGLE', 60, 140);
  await dropFromPalette(app, 'SWITCH_TOGGLE', 60, 300);
  await dropFromPalette(app, 'XOR_2', 190, 140);
  await dropFromPalette(app, 'AND_2', 190, 300);
  await dropFromPalette(app, 'LED_GREEN', 310, 140);
  await dropFromPalette(app, 'LED_RED', 310, 300);
  await dropFromPalette(app, 'RESISTOR', 420, 140);
  await dropFromPalette(app, 'RESISTOR', 420, 300);
  await dropFromPalette(app, 'GND', 520, 230);
  await app.keyboard.press('Escape');

  await connect(app, ['SW1', 'out'], ['G1', 'a']);
  await connect(app, ['SW2', 'out'], ['G1', 'b']);
  await connect(app, ['SW1', 'out'], ['G2', 'a']);
  await connect(app, ['SW2', 'out'], ['G2', 'b']);
  await connect(app, ['G1', 'out'], ['LED1', 'anode']);
  // Dragged from the reading end: the wire still runs from the driver.
  await connect(app, ['LED2', 'anode'], ['G2', 'out']);
  await connect(app, ['LED1', 'cathode'], ['R1', 'a']);
  await connect(app, ['LED2', 'cathode'], ['R2', 'a']);
  await connect(app, ['R1', 'b'], ['GND1', 'gnd']);
  await connect(app, ['R2', 'b'], ['GND1', 'gnd']);

  const { circuit } = await openCircuit(app);
  expect(circuit.components.map((c) => `${c.label}:${c.type}`).sort()).toEqual([
    'G1:XOR_2',
    'G2:AND_2',
    'GND1:GND',
    'LED1:LED_GREEN',
    'LED2:LED_RED',
    'R1:RESISTOR',
    'R2:RESISTOR',
    'SW1:SWITCH_TOGGLE',
    'SW2:SWITCH_TOGGLE',
  ]);
  expect(wireNames(circuit)).toEqual([
    'G1.out->LED1.anode',
    'G2.out->LED2.anode',
    'GND1.gnd->R1.b',
    'GND1.gnd->R2.b',
    'LED1.cathode->R1.a',
    'LED2.cathode->R2.a',
    'SW1.out->G1.a',
    'SW1.out->G2.a',
    'SW2.out->G1.b',
    'SW2.out->G2.b',
  ]);
  // Every part sits on the grid, where it was dropped.
  for (const c of circuit.components) expect([c.x % 10, c.y % 10]).toEqual([0, 0]);
  await expect(app.locator('.react-flow__edge')).toHaveCount(10);
  await expect(node(app, 'LED1')).toBeVisible();
  await expect(app.getByTestId('save-indicator')).toHaveAttribute('data-status', 'saved');
  await app.mouse.move(700, 700);
  await saveScreenshot(app, testInfo, 'half-adder-built');

  // Live simulation: flip the switches' levers through 00, 10, 11, 01 and read the LEDs (sum, carry).
  const expectLed = async (label: string, on: boolean) => {
    const body = node(app, label).locator('.cf-node');
    if (on) await expect(body).toHaveClass(/cf-lit/);
    else await expect(body).not.toHaveClass(/cf-lit/);
  };
  const expectLeds = async (sum: boolean, carry: boolean) => {
    await expectLed('LED1', sum);
    await expectLed('LED2', carry);
  };
  const flip = (label: string) => node(app, label).locator('.cf-press-target').click();
  const before = await openCircuit(app);
  await expectLeds(false, false);
  await flip('SW1');
  await expect(node(app, 'SW1').locator('.sym-switch')).toHaveClass(/sym-on/);
  await expectLeds(true, false);
  await flip('SW2');
  await expectLeds(false, true);
  await app.mouse.move(700, 700);
  await saveScreenshot(app, testInfo, 'half-adder-carry');
  await flip('SW1');
  await expectLeds(true, false);
  await flip('SW2');
  await expectLeds(false, false);
  // The wires carry their values' colours: with both switches off every driven net is 0; the wires
  // between an LED's cathode and its resistor carry current, not a logic value (drawn neutral).
  await expect(app.locator('.cf-wire.cf-wire-0')).toHaveCount(8);
  await expect(app.locator('.cf-wire.cf-wire-none')).toHaveCount(2);
  await expect(app.locator('.cf-wire.cf-wire-z')).toHaveCount(0);
  // Operating the switches is simulation, not editing: no history step, nothing selected.
  const after = await openCircuit(app);
  expect(after.circuit).toEqual(before.circuit);
  await expect(app.getByTestId('inspector')).toBeHidden();
});
