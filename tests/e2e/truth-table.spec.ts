import { EXAMPLES } from '../../src/shared/examples';
import { node, openExample } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';

// A latch's table is refused by the host with HTTP 422, which Chromium logs as a console error.
test.use({ allowedConsoleErrors: [/status of 422/] });

test('the truth table lists every case of a half adder, marks the current one and sets the switches', async ({
  app,
}, testInfo) => {
  await openExample(app, /^Half adder/, 9);
  await app.keyboard.press('t');
  const panel = app.getByTestId('truth-table');
  const rows = panel.locator('tbody tr');
  await expect(rows).toHaveCount(4);

  // Columns: the switches, then the LEDs; every row is what a half adder computes.
  const headers = await panel.locator('thead th').allTextContents();
  expect(headers.slice(0, 2)).toEqual(['A', 'B']);
  expect([...headers.slice(2)].sort()).toEqual(['CARRY', 'SUM']);
  for (let r = 0; r < 4; r++) {
    const cells = await rows.nth(r).locator('td').allTextContents();
    const [a, b] = [Number(cells[0]), Number(cells[1])];
    const value = (label: string) => cells[headers.indexOf(label)];
    expect([a, b]).toEqual([r >> 1, r & 1]);
    expect(value('SUM')).toBe(String(a ^ b));
    expect(value('CARRY')).toBe(String(a & b));
  }

  // Both switches start off: the first row is current. A click on "1 0" flips A on the canvas.
  await expect(rows.nth(0)).toHaveClass(/current/);
  await rows.nth(2).click();
  await expect(rows.nth(2)).toHaveClass(/current/);
  await expect(node(app, 'SUM').locator('.cf-node')).toHaveClass(/cf-lit/);
  await expect(node(app, 'CARRY').locator('.cf-node')).not.toHaveClass(/cf-lit/);
  // Flipping B on the canvas moves the mark to "1 1".
  await node(app, 'B').locator('.cf-press-target').click();
  await expect(rows.nth(3)).toHaveClass(/current/);
  await expect(node(app, 'CARRY').locator('.cf-node')).toHaveClass(/cf-lit/);
  await app.mouse.move(700, 850);
  await saveScreenshot(app, testInfo, 'truth-table-half-adder');

  // An edit updates the table: without its XOR gate, SUM is driven by nothing.
  await node(app, 'X1').click();
  await app.keyboard.press('Delete');
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-components', '8');
  const sumColumn = headers.indexOf('SUM');
  await expect(rows.nth(1).locator('td').nth(sumColumn)).not.toHaveText('1');

  // A circuit with storage has no truth table, and the panel says why.
  const latch = EXAMPLES.find((e) => e.name.startsWith('SR latch'))!;
  await openExample(app, /^SR latch/, latch.blueprint.components.length);
  await expect(panel).toContainText(/stored|loop|feedback/i);
  await expect(panel.locator('tbody tr')).toHaveCount(0);
  await saveScreenshot(app, testInfo, 'truth-table-latch');

  // T closes it again.
  await app.mouse.click(700, 700);
  await app.keyboard.press('t');
  await expect(panel).toBeHidden();
});
