import type { Page } from '@playwright/test';
import type { Operation } from '../../src/shared/circuit';
import { applyOperations, openCircuit } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';

// This spec's host puts the starter course into its library, as the app does on a first start.
test.use({ hostEnv: { CIRCUITFORGE_STARTER_COURSE: 'on' } });

/** Opens the Lessons panel from the top bar and the starter course's first lesson. */
async function openFirstLesson(app: Page): Promise<void> {
  await app.getByRole('button', { name: 'Show/hide the lessons' }).click();
  const panel = app.getByTestId('lessons');
  await expect(panel).toBeVisible();
  const course = panel.locator('.lessons-row[data-course-id="starter"]');
  await expect(course).toContainText('From gates to a CPU');
  await expect(course).toContainText('12 lessons');
  await course.click();
  const lessons = panel.getByTestId('lesson-list');
  await expect(lessons.locator('.lessons-row')).toHaveCount(12);
  await lessons.locator('.lessons-row[data-lesson-id="starter-gates"]').click();
  await expect(panel.getByTestId('lesson-frame')).toBeVisible();
}

/** The wiring of the "Equal bits" exercise: EQ = NOT (A XOR B), on the working copy. */
function equalBitsWiring(ids: Record<string, string>): Operation[] {
  const part = (id: string, type: string, label: string, x: number, y: number): Operation => ({
    op: 'addComponent',
    component: { id, type, label, x, y, rotation: 0, properties: {} },
  });
  const wire = (id: string, from: [string, string], to: [string, string]): Operation => ({
    op: 'addWire',
    wire: { id, from: { component: from[0], pin: from[1] }, to: { component: to[0], pin: to[1] } },
  });
  const [a, b, eq] = [ids.A!, ids.B!, ids.EQ!];
  return [
    part('x1', 'XOR_2', 'X1', 240, 100),
    part('n1', 'NOT', 'N1', 360, 100),
    wire('w1', [a, 'out'], ['x1', 'a']),
    wire('w2', [b, 'out'], ['x1', 'b']),
    wire('w3', ['x1', 'out'], ['n1', 'in']),
    wire('w4', ['n1', 'out'], [eq, 'in']),
  ];
}

test('a student reads the starter course in the app: a live circuit flips, an exercise fails unwired and passes wired', async ({
  app,
}, testInfo) => {
  test.setTimeout(180_000);
  await openFirstLesson(app);
  const panel = app.getByTestId('lessons');

  // The lesson's page, in its sandboxed frame: text, the live circuit, the exercise's statement.
  const page = app.frameLocator('[data-testid="lesson-frame"]');
  await expect(page.locator('html')).toHaveAttribute('data-live', 'ready');
  await expect(page.locator('h1')).toHaveText('Gates and truth tables');
  await expect(page.locator('table').first()).toBeVisible();
  const live = page.locator('figure.cf-live');
  await expect(live).toHaveCount(1);
  const and = live.locator('.cf-part[data-label="AND"]');
  const nor = live.locator('.cf-part[data-label="NOR"]');
  await expect(and).toHaveAttribute('data-value', '0');
  await expect(nor).toHaveAttribute('data-value', '1');
  await expect(page.locator('section.cf-exercise')).toContainText('Work on this exercise under the lesson');
  await live.getByRole('switch', { name: 'Switch A' }).click();
  await expect(nor).toHaveAttribute('data-value', '0');
  await live.getByRole('switch', { name: 'Switch B' }).click();
  await expect(and).toHaveAttribute('data-value', '1');

  // The live circuit opens in the editor as a copy named after the lesson.
  const circuits = panel.locator('.lesson-circuits');
  await expect(circuits).toContainText('Five gates side by side');
  const host = app.locator('.canvas-host');
  const before = await host.getAttribute('data-circuit-id');
  await circuits.getByRole('button', { name: 'Open in the editor' }).click();
  await expect(host).not.toHaveAttribute('data-circuit-id', before ?? '');
  await expect(app.getByTestId('circuit-switcher')).toContainText('Gates and truth tables — Five gates side by side');

  // The exercise: Start opens its working copy (inputs and output, unwired) on the canvas.
  const card = panel.locator('.exercise-card[data-exercise-id="equal-bits"]');
  await expect(card).toHaveAttribute('data-passed', 'false');
  await expect(panel.getByTestId('lesson-progress')).toHaveText('0 of 1 exercise passed');
  const demo = await host.getAttribute('data-circuit-id');
  await card.getByRole('button', { name: 'Start' }).click();
  await expect(host).not.toHaveAttribute('data-circuit-id', demo ?? '');
  await expect(app.getByTestId('circuit-switcher')).toContainText('Equal bits (Gates and truth tables)');
  await expect(host).toHaveAttribute('data-components', '3');
  await expect(host).toHaveAttribute('data-wires', '0');
  await expect(card.getByRole('button', { name: 'Show on canvas' })).toBeVisible();

  // Hints, one at a time.
  await card.getByRole('button', { name: /^Show a hint/ }).click();
  await expect(card.getByTestId('exercise-hint')).toHaveCount(1);
  await expect(card.getByTestId('exercise-hint')).toContainText('Compare the EQ column with the XOR column');

  // Checked unwired: it fails, and says the first failing row of the visible test.
  await card.getByRole('button', { name: 'Check' }).click();
  const result = card.getByTestId('exercise-result');
  await expect(result).toContainText('Equal inputs: With A = 0 and B = 0, EQ should be 1 but is');
  await expect(card).toHaveAttribute('data-passed', 'false');
  // The failing row on the waveform (the working copy is on the canvas).
  await expect(app.getByTestId('wave-caption')).toContainText('Equal bits: Equal inputs');
  await saveScreenshot(app, testInfo, 'lessons-check-failed');

  // Wired right on the working copy, then checked again: passed, and the progress says so.
  const { circuit } = await openCircuit(app);
  const ids = Object.fromEntries(circuit.components.map((c) => [c.label, c.id]));
  await applyOperations(app, equalBitsWiring(ids), 'Wire the exercise');
  await expect(host).toHaveAttribute('data-wires', '4');
  await card.getByRole('button', { name: 'Check' }).click();
  await expect(result).toHaveText(/Passed: your circuit passes all 2 tests\./);
  await expect(card).toHaveAttribute('data-passed', 'true');
  await expect(card.getByTestId('exercise-passed')).toBeVisible();
  await expect(panel.getByTestId('lesson-progress')).toHaveText('Exercise passed');

  // The lesson list shows the passed mark and the lesson read last.
  await panel.getByRole('button', { name: 'Back to From gates to a CPU' }).click();
  const row = panel.locator('.lessons-row[data-lesson-id="starter-gates"]');
  await expect(row).toHaveAttribute('data-done', 'true');
  await expect(row.getByTestId('lesson-tally')).toHaveText('Exercise passed · read last');
  await saveScreenshot(app, testInfo, 'lessons-list');

  // With another circuit on the canvas, Continue opens the same working copy again.
  const work = await host.getAttribute('data-circuit-id');
  await row.click();
  await panel.locator('.lesson-circuits').getByRole('button', { name: 'Open in the editor' }).click();
  await expect(host).not.toHaveAttribute('data-circuit-id', work ?? '');
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(host).toHaveAttribute('data-circuit-id', work ?? '');
  await expect(host).toHaveAttribute('data-wires', '4');
});

test('the lesson view in the light and dark themes', async ({ app }, testInfo) => {
  await openFirstLesson(app);
  const frame = app.frameLocator('[data-testid="lesson-frame"]');
  const html = app.locator('html');
  const start = (await html.getAttribute('data-theme')) ?? 'light';
  const other = start === 'dark' ? 'light' : 'dark';
  await expect(frame.locator('html')).toHaveAttribute('data-theme', start);
  await expect(frame.locator('html')).toHaveAttribute('data-live', 'ready');
  await saveScreenshot(app, testInfo, `lessons-view-${start}`);
  await app.keyboard.press('Control+Alt+t');
  await expect(html).toHaveAttribute('data-theme', other);
  // The page is made again in the new theme.
  await expect(frame.locator('html')).toHaveAttribute('data-theme', other);
  await expect(frame.locator('html')).toHaveAttribute('data-live', 'ready');
  await saveScreenshot(app, testInfo, `lessons-view-${other}`);
  await app.keyboard.press('Control+Alt+t');
  await expect(html).toHaveAttribute('data-theme', start);
});
