import { applyOperations, newCircuit, node, rpc } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';
import { add as part, wire } from './support/scenes';

/**
 * An 8-bit input port through a bitwise NOT (on a bus) into a wide probe, a register clocked by a
 * port, a splitter whose low nibble feeds a hex display, and a tunnel carrying the high nibble's
 * top bit to a one-bit probe.
 */
const BUS_CIRCUIT = [
  part('a', 'PORT_IN', 40, 100, { width: 8, initial: 0x5a }),
  part('n', 'NOT', 200, 100, { width: 8 }),
  part('p', 'PROBE', 360, 40, { width: 8 }),
  part('clk', 'PORT_IN', 40, 260),
  part('r', 'REGISTER', 360, 160, { width: 8 }),
  part('y', 'PORT_OUT', 520, 160, { width: 8 }),
  part('s', 'SPLITTER', 360, 320, { width: 8, ranges: '0-3,4-7' }),
  part('h', 'HEX_DISPLAY', 560, 300),
  part('t1', 'TUNNEL', 480, 480, { name: 'top' }),
  part('t2', 'TUNNEL', 620, 520, { name: 'top' }),
  part('q', 'PROBE', 700, 500),
  part('s2', 'SPLITTER', 440, 440, { width: 4 }),
  wire('w1', 'a.out', 'n.in'),
  wire('w2', 'n.out', 'p.in'),
  wire('w3', 'n.out', 'r.D'),
  wire('w4', 'clk.out', 'r.CLK'),
  wire('w5', 'r.Q', 'y.in'),
  wire('w6', 'n.out', 's.in'),
  wire('w7', 's.b3_0', 'h.in'),
  wire('w8', 's.b7_4', 's2.in'),
  wire('w9', 's2.b3', 't1.io'),
  wire('w10', 't2.io', 'q.in'),
];

test('buses: values on wires, wide probes and ports, a hex display, a register and tunnels', async ({
  app,
}, testInfo) => {
  await newCircuit(app);
  await applyOperations(app, BUS_CIRCUIT);
  // ~0x5A = 0xA5: the probe, the bus wire's label, the hex display's low nibble (5) and bit 7 through the tunnel.
  await expect(node(app, 'P')).toContainText('0xA5');
  await expect(app.locator('[data-id="w2"] [data-bus-label]')).toHaveText('0xA5');
  await expect(node(app, 'Q')).toContainText('1');
  await expect(node(app, 'Y')).toContainText('0x00');
  // A clock edge loads the register.
  await node(app, 'CLK').locator('.cf-press-target').click();
  await expect(node(app, 'Y')).toContainText('0xA5');
  await app.keyboard.press('f');
  await saveScreenshot(app, testInfo, 'buses-light');

  // A new value typed for the input port (not an edit).
  const revision = await app.locator('.canvas-host').getAttribute('data-revision');
  await node(app, 'A').click();
  const value = app.getByTestId('port-live-value');
  await value.fill('0x0F');
  await value.press('Enter');
  await expect(node(app, 'P')).toContainText('0xF0');
  await expect(node(app, 'Q')).toContainText('1');
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-revision', revision ?? '');
  await value.fill('300');
  await value.press('Enter');
  await expect(app.locator('.field-error')).toContainText('Type a number from 0 to 255');

  await rpc(app, 'settings:set', { key: 'appearance.theme', value: 'dark' });
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  await saveScreenshot(app, testInfo, 'buses-dark');
});
