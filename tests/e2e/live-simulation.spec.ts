import type { Page } from '@playwright/test';
import type { Operation } from '../../src/shared/circuit';
import { applyOperations, newCircuit, node, openCircuit } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';
import { add as part, wire } from './support/scenes';

/** A 1 Hz clock into a 4-bit counter whose outputs are watched by four probes. */
function counterScene(): Operation[] {
  return [
    part('clk', 'CLOCK', 60, 140, { frequency: 1 }),
    part('cnt', 'COUNTER_4', 200, 100),
    ...[0, 1, 2, 3].map((bit) => part(`p${bit}`, 'PROBE', 360, 100 + bit * 40)),
    wire('wclk', 'clk.out', 'cnt.CLK'),
    ...[0, 1, 2, 3].map((bit) => wire(`wq${bit}`, `cnt.Q${bit}`, `p${bit}.in`)),
  ];
}

/** The count shown by the probes P0..P3 (undefined while one is not 0 or 1). */
async function probedCount(app: Page): Promise<number | undefined> {
  let count = 0;
  for (let bit = 0; bit < 4; bit++) {
    const text = (await node(app, `P${bit}`).locator('.sym-probe text').textContent())?.trim();
    if (text !== '0' && text !== '1') return undefined;
    count |= Number(text) << bit;
  }
  return count;
}

test('a clock drives a counter: step, run, pause, speed and reset; probes show the count', async ({
  app,
}, testInfo) => {
  await newCircuit(app);
  await applyOperations(app, counterScene());
  const bar = app.getByTestId('sim-bar');
  await expect(bar).toHaveAttribute('data-running', 'no');
  await expect.poll(() => probedCount(app)).toBe(0);

  // Each step is half a clock period: two steps make one rising edge, one count.
  const step = app.getByTestId('sim-step');
  for (let i = 0; i < 6; i++) await step.click();
  await expect.poll(() => probedCount(app)).toBe(3);
  await expect(app.getByTestId('sim-clock-CLK')).toHaveAttribute('data-value', '0');
  await step.click();
  await expect(app.getByTestId('sim-clock-CLK')).toHaveAttribute('data-value', '1');
  await expect.poll(() => probedCount(app)).toBe(4);
  await expect(node(app, 'CLK').locator('.cf-node-caption')).toContainText('1 Hz · 1');

  // Run at 10× real time: the count moves on by itself; pause stops it where it is.
  await app.getByTestId('sim-speed').selectOption('10');
  await app.getByTestId('sim-run').click();
  await expect(bar).toHaveAttribute('data-running', 'yes');
  await expect.poll(() => probedCount(app), { timeout: 10_000 }).toBeGreaterThanOrEqual(7);
  await saveScreenshot(app, testInfo, 'live-counter-running');
  await app.getByTestId('sim-run').click();
  await expect(bar).toHaveAttribute('data-running', 'no');
  // Updates sent just before the pause may still be on their way: let them land, then it must hold.
  await app.waitForTimeout(200);
  const paused = await probedCount(app);
  await app.waitForTimeout(400);
  expect(await probedCount(app)).toBe(paused);

  // Ctrl+Enter runs and pauses from the keyboard too (one shortcut table for the menu and the canvas).
  await app.locator('.react-flow__pane').click({ position: { x: 600, y: 500 } });
  await app.keyboard.press('Control+Enter');
  await expect(bar).toHaveAttribute('data-running', 'yes');
  await app.keyboard.press('Control+Enter');
  await expect(bar).toHaveAttribute('data-running', 'no');

  // Reset: stored bits back to 0, time back to 0. None of this is an edit of the circuit.
  const simTime = async () => Number((await app.getByTestId('sim-time').textContent())!.replace(/[^0-9]/g, ''));
  // The time shown follows the paused simulation once its last update has landed (on a loaded
  // machine it may still be on its way): read it when it holds, then it must be past the start.
  await expect
    .poll(async () => {
      const first = await simTime();
      await app.waitForTimeout(300);
      return first === (await simTime());
    })
    .toBe(true);
  const timeBefore = await simTime();
  expect(timeBefore).toBeGreaterThan(2);
  await app.getByTestId('sim-reset').click();
  await expect.poll(() => probedCount(app)).toBe(0);
  // Back at the start (plus the gate delays it takes to settle after the reset).
  await expect
    .poll(async () => Number((await app.getByTestId('sim-time').textContent())!.replace(/[^0-9]/g, '')))
    .toBeLessThanOrEqual(2);
  const { circuit } = await openCircuit(app);
  expect(circuit.components).toHaveLength(6);
  await app.keyboard.press('Control+z');
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-components', '0');
});

test('a break pauses the running clocks when its input rises, and says so', async ({ app }, testInfo) => {
  await newCircuit(app);
  await applyOperations(app, [
    ...counterScene(),
    part('brk', 'BREAK', 480, 220),
    wire('wbrk', 'cnt.Q3', 'brk.in'),
    // A power-on reset: released once the circuit has settled, so its probe reads 0.
    part('por', 'RESET', 60, 300),
    part('pr', 'PROBE', 200, 300),
    wire('wpor', 'por.out', 'pr.in'),
  ]);
  await expect(node(app, 'PR').locator('.sym-probe text')).toHaveText('0');
  const bar = app.getByTestId('sim-bar');
  await app.getByTestId('sim-speed').selectOption('10');
  await app.getByTestId('sim-run').click();
  // The simulation stops by itself at the rising edge that makes the count 8 (Q3 rises).
  await expect(bar).toHaveAttribute('data-running', 'no', { timeout: 15_000 });
  await expect.poll(() => probedCount(app)).toBe(8);
  await expect(node(app, 'BRK').locator('.cf-node-diagnostic')).toHaveAttribute('data-code', 'BREAK');
  // A break's pause is a note, not a problem.
  await expect(app.getByTestId('sim-problems')).toHaveText('1 note');
  await expect(app.getByTestId('sim-problems')).toHaveClass(/sim-has-notes/);
  await app.getByTestId('sim-problems').click();
  const row = app.getByTestId('problem-list').locator('.problem-row[data-code="BREAK"]');
  await expect(row).toContainText('paused at BRK');
  await app.mouse.move(900, 700);
  await saveScreenshot(app, testInfo, 'live-break');
  // Running again goes on from there, round the count (Q3 stays 1 up to 15, falls at the wrap) and
  // pauses at the next rise: 8 again, sixteen periods later.
  const simTime = async () => Number((await app.getByTestId('sim-time').textContent())!.replace(/[^0-9]/g, ''));
  const before = await simTime();
  await app.getByTestId('sim-run').click();
  await expect(bar).toHaveAttribute('data-running', 'yes');
  await expect(bar).toHaveAttribute('data-running', 'no', { timeout: 15_000 });
  await expect.poll(() => probedCount(app)).toBe(8);
  await expect.poll(simTime).toBeGreaterThan(before);
});

test('a push button is on only while held', async ({ app }) => {
  await newCircuit(app);
  await applyOperations(app, [
    part('btn', 'BUTTON_PUSH', 60, 120),
    part('led', 'LED_GREEN', 200, 120),
    part('r', 'RESISTOR', 300, 130),
    part('gnd', 'GND', 400, 180),
    wire('w1', 'btn.out', 'led.anode'),
    wire('w2', 'led.cathode', 'r.a'),
    wire('w3', 'r.b', 'gnd.gnd'),
  ]);
  const led = node(app, 'LED').locator('.cf-node');
  const cap = node(app, 'BTN').locator('.cf-press-target');
  await expect(led).not.toHaveClass(/cf-lit/);
  const box = (await cap.boundingBox())!;
  await app.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await app.mouse.down();
  await expect(led).toHaveClass(/cf-lit/);
  // Released away from the button: it still lets go.
  await app.mouse.move(box.x + 300, box.y + 200);
  await app.mouse.up();
  await expect(led).not.toHaveClass(/cf-lit/);
});

test('a seven-segment display lights the segments whose inputs are 1', async ({ app }, testInfo) => {
  await newCircuit(app);
  // One switch drives b and c: the display shows "1"; a constant 1 keeps the decimal point on.
  await applyOperations(app, [
    part('sw', 'SWITCH_TOGGLE', 60, 160),
    part('one', 'CONST_HIGH', 60, 280),
    part('disp', 'SEVEN_SEGMENT', 240, 100),
    wire('wb', 'sw.out', 'disp.b'),
    wire('wc', 'sw.out', 'disp.c'),
    wire('wdp', 'one.out', 'disp.dp'),
  ]);
  const lit = node(app, 'DISP').locator('.sym-seg-on');
  // The segments are drawn a, b, c, d, e, f, g, then the point.
  const segment = (i: number) => node(app, 'DISP').locator('.sym-seg').nth(i);
  await expect(lit).toHaveCount(1);
  await expect(segment(7)).toHaveClass(/sym-seg-on/);
  // Segments left unconnected are simply off: neither the simulator nor the checker complains.
  await expect(app.getByTestId('sim-problems')).toHaveAttribute('data-count', '0');
  await node(app, 'SW').locator('.cf-press-target').click();
  await expect(lit).toHaveCount(3);
  await expect(segment(1)).toHaveClass(/sym-seg-on/);
  await expect(segment(2)).toHaveClass(/sym-seg-on/);
  await app.mouse.move(900, 700);
  await saveScreenshot(app, testInfo, 'live-seven-segment');
  await node(app, 'SW').locator('.cf-press-target').click();
  await expect(lit).toHaveCount(1);
});

test('a ring oscillator and a floating input show on the components with their messages', async ({ app }, testInfo) => {
  await newCircuit(app);
  await applyOperations(app, [
    // A ring of three inversions (the NAND inverts while EN is 1): it cannot settle once enabled.
    part('en', 'SWITCH_TOGGLE', 40, 120),
    part('n1', 'NAND_2', 160, 120),
    part('n2', 'NOT', 280, 120),
    part('n3', 'NOT', 400, 120),
    wire('w0', 'en.out', 'n1.a'),
    wire('w1', 'n1.out', 'n2.in'),
    wire('w2', 'n2.out', 'n3.in'),
    wire('w3', 'n3.out', 'n1.b'),
    // An AND gate with one input left open, feeding an LED that has no way to ground.
    part('sw', 'SWITCH_TOGGLE', 40, 280),
    part('g', 'AND_2', 200, 280),
    part('led', 'LED_RED', 340, 280),
    wire('w4', 'sw.out', 'g.a'),
    wire('w5', 'g.out', 'led.anode'),
  ]);

  // Before it runs, the checker warns about the loop on each of its gates.
  for (const label of ['N1', 'N2', 'N3']) {
    await expect(node(app, label).locator('.cf-node-diagnostic')).toHaveAttribute('data-code', 'INVERTING_LOOP');
  }
  await expect(node(app, 'G').locator('.cf-node-diagnostic')).toHaveAttribute('data-code', 'FLOATING_INPUT');
  await expect(node(app, 'LED').locator('.cf-node-diagnostic')).toHaveAttribute('data-code', 'LED_NO_GROUND');

  // Enabled, it oscillates: the simulator stops it after its bound and names the loop, as an error.
  await node(app, 'EN').locator('.cf-press-target').click();
  for (const label of ['N1', 'N2', 'N3']) {
    await expect(node(app, label).locator('.cf-node-diagnostic')).toHaveClass(/cf-diagnostic-error/);
  }
  await expect(node(app, 'N2').locator('.cf-node-diagnostic')).toHaveAttribute('aria-label', /does not settle/);
  // The three wires of the ring are traced; the one from EN into it is not.
  await expect(app.locator('.cf-wire-halo-error')).toHaveCount(3);

  // The bar counts the problems; the list names each with its fix and where it came from.
  const problems = app.getByTestId('sim-problems');
  await expect(problems).toHaveClass(/sim-has-errors/);
  await problems.click();
  const list = app.getByTestId('problem-list');
  await expect(list.locator('.problem-row[data-code="OSCILLATION"]')).toHaveCount(1);
  await expect(list.locator('.problem-row[data-code="OSCILLATION"]')).toContainText('simulator');
  await expect(list.locator('.problem-row[data-code="FLOATING_INPUT"]')).toHaveCount(1);
  await expect(list.locator('.problem-row[data-code="LED_NO_GROUND"]')).toHaveCount(1);
  await app.mouse.move(900, 700);
  await saveScreenshot(app, testInfo, 'live-problems');
  await app.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  await problems.click();
  await expect(list).toBeVisible();
  await saveScreenshot(app, testInfo, 'live-problems-dark');

  // A click on a problem selects what it names; the inspector lists the same problem.
  await list.locator('.problem-row[data-code="FLOATING_INPUT"]').click();
  await expect(app.getByTestId('inspector')).toContainText('AND');
  await expect(app.getByTestId('inspector-problems')).toBeVisible();
  // …and brings it out from under the list and the inspector, between them.
  const panels = [(await list.boundingBox())!, (await app.getByTestId('inspector').boundingBox())!];
  await expect
    .poll(async () => {
      const g = (await node(app, 'G').boundingBox())!;
      return panels.filter(
        (p) => g.x < p.x + p.width && p.x < g.x + g.width && g.y < p.y + p.height && p.y < g.y + g.height,
      ).length;
    })
    .toBe(0);
  await saveScreenshot(app, testInfo, 'live-problem-revealed');

  // Escape closes the list. Disabled again, the ring settles: only the checker's warning stays on it.
  await app.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await node(app, 'EN').locator('.cf-press-target').click();
  await expect(node(app, 'N2').locator('.cf-node-diagnostic')).toHaveAttribute('data-code', 'INVERTING_LOOP');

  // Fixing the rest clears its problems: wire the open input, and ground the LED through a resistor.
  await applyOperations(app, [
    wire('w6', 'sw.out', 'g.b'),
    part('r', 'RESISTOR', 440, 290),
    part('gnd', 'GND', 540, 340),
    wire('w7', 'led.cathode', 'r.a'),
    wire('w8', 'r.b', 'gnd.gnd'),
  ]);
  await expect(node(app, 'G').locator('.cf-node-diagnostic')).toHaveCount(0);
  await expect(node(app, 'LED').locator('.cf-node-diagnostic')).toHaveCount(0);
});
