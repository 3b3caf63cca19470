import type { Locator, Page } from '@playwright/test';
import { applyOperations, newCircuit, node, rpc } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';
import { hostCall } from './support/host-rpc';
import { add, inverterChain } from './support/scenes';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on the screen');
  return b;
}

/** Whether every component on the canvas lies inside `area`. */
async function allInside(app: Page, area: Box): Promise<boolean> {
  const nodes = await app.locator('.react-flow__node').all();
  for (const n of nodes) {
    const b = await box(n);
    if (b.x < area.x || b.y < area.y || b.x + b.width > area.x + area.width || b.y + b.height > area.y + area.height)
      return false;
  }
  return nodes.length > 0;
}

/** Presses a panel's header at its title and moves the pointer to (x, y), in steps; released unless `hold`. */
async function dragHeader(app: Page, grip: Locator, x: number, y: number, hold = false): Promise<void> {
  const start = await box(grip.locator('.panel-title'));
  await app.mouse.move(start.x + 10, start.y + start.height / 2);
  await app.mouse.down();
  await app.mouse.move(x, y, { steps: 8 });
  if (!hold) await app.mouse.up();
}

test('a panel moves by its header, docks beside the canvas, stacks, and keeps its place after a reload', async ({
  app,
}, testInfo) => {
  await newCircuit(app);
  await applyOperations(app, inverterChain('a'));
  await app.keyboard.press('t');
  const table = app.getByTestId('truth-table');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table).toHaveAttribute('data-placement', 'floating-default');
  await expect(table).toHaveAttribute('data-covers-canvas', '');

  // Dragged by its header, it floats where it is let go.
  const before = await box(table);
  const grip = app.getByTestId('truthTable-grip');
  const title = await box(grip.locator('.panel-title'));
  await dragHeader(app, grip, title.x + 10 + 300, title.y + title.height / 2 + 200);
  await expect(table).toHaveAttribute('data-placement', 'floating');
  const moved = await box(table);
  expect(Math.round(moved.x - before.x)).toBe(300);
  expect(Math.round(moved.y - before.y)).toBe(200);
  await saveScreenshot(app, testInfo, 'panels-floating-light');

  // Escape during a drag puts the panel back where it was.
  await dragHeader(app, grip, moved.x + 200, moved.y + 150, true);
  await expect(app.locator('.drop-zones')).toBeVisible();
  await app.keyboard.press('Escape');
  await app.mouse.up();
  await expect(app.locator('.drop-zones')).toHaveCount(0);
  expect(await box(table)).toEqual(moved);

  // Dragged past the canvas's top edge (over the top bar), it stays inside the canvas.
  const canvas = await box(app.locator('.stage-canvas'));
  await dragHeader(app, grip, title.x + 300, 5);
  await expect.poll(async () => Math.round((await box(table)).y)).toBe(Math.round(canvas.y));

  // Dragged onto the right edge, the dock zone lights up; dropped there, the table is docked and
  // the canvas (React Flow's pane) shrinks beside it: the table covers nothing.
  const stage = await box(app.locator('.stage'));
  await dragHeader(app, grip, stage.x + stage.width - 20, stage.y + stage.height / 2, true);
  await expect(app.locator('.drop-zone.active')).toHaveAttribute('data-zone', 'right');
  await saveScreenshot(app, testInfo, 'panels-drop-zones');
  await app.mouse.up();
  await expect(table).toHaveAttribute('data-placement', 'docked-right');
  await expect(table).not.toHaveAttribute('data-covers-canvas');
  await expect(app.locator('.drop-zone')).toHaveCount(0);
  const pane = app.locator('.react-flow__pane');
  await expect.poll(async () => overlaps(await box(pane), await box(table))).toBe(false);
  expect(Math.round((await box(pane)).x + (await box(pane)).width)).toBeLessThanOrEqual(
    Math.round((await box(table)).x),
  );
  // What was in the middle of the view stays there: the whole chain is still on the smaller canvas.
  await expect.poll(async () => allInside(app, await box(pane))).toBe(true);

  // From the keyboard: the history's menu docks it right too, under the table.
  await app.getByRole('button', { name: 'Show/hide the history' }).click();
  const history = app.getByTestId('history');
  await history.getByRole('button', { name: 'Move the history' }).focus();
  await app.keyboard.press('Enter');
  await expect(app.getByRole('menuitemradio', { name: 'Float over the canvas' })).toBeFocused();
  await app.keyboard.press('ArrowDown');
  await app.keyboard.press('ArrowDown');
  await expect(app.getByRole('menuitemradio', { name: 'Dock right' })).toBeFocused();
  await saveScreenshot(app, testInfo, 'panels-menu');
  await app.keyboard.press('Enter');
  await expect(history).toHaveAttribute('data-placement', 'docked-right');
  const [t, h] = [await box(table), await box(history)];
  expect(overlaps(t, h)).toBe(false);
  expect(h.y).toBeGreaterThan(t.y);
  await expect.poll(async () => overlaps(await box(pane), h)).toBe(false);

  // The dock's inner edge resizes it: 100 px wider, and the canvas 100 px narrower.
  const splitter = app.getByTestId('dock-splitter-right');
  const edge = await box(splitter);
  const paneWidth = (await box(pane)).width;
  await app.mouse.move(edge.x + edge.width / 2, edge.y + 300);
  await app.mouse.down();
  await app.mouse.move(edge.x + edge.width / 2 - 100, edge.y + 300, { steps: 5 });
  await app.mouse.up();
  await expect.poll(async () => Math.round((await box(table)).width)).toBe(Math.round(t.width) + 100);
  await expect.poll(async () => Math.round((await box(pane)).width)).toBe(Math.round(paneWidth) - 100);
  // …and from the keyboard, 16 px a step.
  await splitter.focus();
  await app.keyboard.press('ArrowRight');
  await expect(splitter).toHaveAttribute('aria-valuenow', String(Math.round(t.width) + 100 - 16));
  const dockWidth = Math.round((await box(table)).width);
  await app.mouse.move(600, 500);
  await saveScreenshot(app, testInfo, 'panels-docked-light');

  // Reloaded, the panels open where they were left.
  await app.reload();
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-status', 'ready');
  await app.locator('.canvas-host').click({ position: { x: 300, y: 300 } });
  await app.keyboard.press('t');
  await expect(table).toHaveAttribute('data-placement', 'docked-right');
  await app.getByRole('button', { name: 'Show/hide the history' }).click();
  await expect(history).toHaveAttribute('data-placement', 'docked-right');
  await expect.poll(async () => overlaps(await box(pane), await box(table))).toBe(false);
  expect(Math.round((await box(table)).width)).toBe(dockWidth);
  // Fitting the view fits the circuit into the canvas that is left.
  await app.locator('.react-flow__controls-fitview').click();
  await expect.poll(async () => allInside(app, await box(pane))).toBe(true);
  await app.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  await app.mouse.move(600, 500);
  await saveScreenshot(app, testInfo, 'panels-docked-dark');

  // Dragged out of the dock, the history floats again over the canvas.
  await dragHeader(app, app.getByTestId('history-grip'), canvas.x + 400, canvas.y + 200, true);
  await expect(app.locator('.drop-zone.active')).toHaveCount(0);
  await saveScreenshot(app, testInfo, 'panels-drop-zones-dark');
  await app.mouse.up();
  await expect(history).toHaveAttribute('data-placement', 'floating');
  await expect(history).toHaveAttribute('data-covers-canvas', '');
  await saveScreenshot(app, testInfo, 'panels-floating-dark');
});

test('the inspector docks left and stays with nothing selected; the problems dock at the bottom', async ({
  app,
}, testInfo) => {
  await newCircuit(app);
  await applyOperations(app, [...inverterChain('a'), add('g', 'AND_2', 200, 260)]);
  await node(app, 'AG').click();
  const inspector = app.getByTestId('inspector');
  await expect(inspector).toContainText('NOT');
  await inspector.getByRole('button', { name: 'Move the inspector' }).click();
  await app.getByRole('menuitemradio', { name: 'Dock left' }).click();
  await expect(inspector).toHaveAttribute('data-placement', 'docked-left');
  await expect(inspector).toContainText('NOT');

  // Nothing selected, a docked inspector keeps its place (the canvas does not jump) and says so.
  await app.keyboard.press('Escape');
  await expect(inspector).toContainText('Select a part');

  await app.getByTestId('sim-problems').click();
  const problems = app.getByTestId('problem-list');
  await expect(problems.locator('.problem-row[data-code="FLOATING_INPUT"]')).toHaveCount(1);
  await problems.getByRole('button', { name: 'Move the problems' }).click();
  await app.getByRole('menuitemradio', { name: 'Dock bottom' }).click();
  await expect(problems).toHaveAttribute('data-placement', 'docked-bottom');
  // Docked, the list stays open while the canvas is used.
  await app.locator('.react-flow__pane').click({ position: { x: 200, y: 200 } });
  await expect(problems).toBeVisible();

  const pane = await box(app.locator('.react-flow__pane'));
  const [i, p] = [await box(inspector), await box(problems)];
  expect(overlaps(pane, i)).toBe(false);
  expect(overlaps(pane, p)).toBe(false);
  expect(overlaps(i, p)).toBe(false);
  expect(Math.round(p.y)).toBeGreaterThanOrEqual(Math.round(pane.y + pane.height));
  // The circuit, all in view before, is all in view on the smaller canvas.
  await expect.poll(async () => allInside(app, await box(app.locator('.react-flow__pane')))).toBe(true);
  await app.mouse.move(700, 400);
  await saveScreenshot(app, testInfo, 'panels-docked-left-bottom');

  // Back to floating from the menu: the problems list is the bar's drop-down again.
  await problems.getByRole('button', { name: 'Move the problems' }).click();
  await app.getByRole('menuitemradio', { name: 'Float over the canvas' }).click();
  await expect(problems).toHaveAttribute('data-placement', 'floating-default');
  await expect(problems).toHaveAttribute('data-covers-canvas', '');
  await app.keyboard.press('Escape');
  await expect(problems).toBeHidden();
});

test('the history opens scrolled to the current step of a long history', async ({ app, host }) => {
  const circuitId = await newCircuit(app);
  // Forty changes, made straight on the host (quick even when the page's calls are slowed down).
  for (let i = 0; i < 40; i++) {
    await hostCall(host, 'circuit:apply', {
      circuitId,
      label: `Add S${i}`,
      operations: [add(`s${i}`, 'SWITCH_TOGGLE', 60 + (i % 8) * 80, 60 + Math.floor(i / 8) * 80)],
    });
  }
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-components', '40');
  await expect.poll(async () => (await rpc(app, 'history:list', { circuitId })).history.position).toBe(40);

  await app.getByRole('button', { name: 'Show/hide the history' }).click();
  const history = app.getByTestId('history');
  const list = history.locator('.history-list');
  const current = history.locator('.history-entry.current');
  await expect(current).toContainText('Add S39');
  // The list is taller than its panel, and the current (last) step is within its visible part.
  expect(await list.evaluate((e) => e.scrollHeight > e.clientHeight)).toBe(true);
  await expect
    .poll(async () => {
      const [l, c] = [await box(list), await box(current)];
      return c.y >= l.y && c.y + c.height <= l.y + l.height;
    })
    .toBe(true);

  // Back a few steps and opened again, it shows that step.
  await app.getByRole('button', { name: 'Close the history' }).click();
  for (let i = 0; i < 3; i++) await app.keyboard.press('Control+z');
  await expect.poll(async () => (await rpc(app, 'history:list', { circuitId })).history.position).toBe(37);
  await app.getByRole('button', { name: 'Show/hide the history' }).click();
  await expect(current).toContainText('Add S36');
  await expect
    .poll(async () => {
      const [l, c] = [await box(list), await box(current)];
      return c.y >= l.y && c.y + c.height <= l.y + l.height;
    })
    .toBe(true);
});
