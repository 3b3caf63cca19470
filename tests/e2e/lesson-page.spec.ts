import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { lessonPageHtml } from '../../src/core/lessons/page/page-html';
import {
  ADDER_CELLS,
  FULL_ADDER_DEMO,
  SUBCIRCUIT_LESSON,
} from '../../src/core/lessons/page/test-support/subcircuit-lesson';
import { STARTER_CIRCUITS, STARTER_LESSONS } from '../../src/shared/lessons/starter';
import { hostCall } from './support/host-rpc';
import { expect, saveScreenshot, test } from './support/fixtures';

/** The runtime as `npm run build` (or `npm run test:e2e`) leaves it. */
const RUNTIME = resolve(import.meta.dirname, '../../out/lesson-page/lesson-page.js');
const CIRCUITS = Object.fromEntries(STARTER_CIRCUITS.map((c) => [c.id, { name: c.name, circuit: c.circuit }]));

const starter = (id: string) => STARTER_LESSONS.find((l) => l.id === id)!;

/** A starter lesson's page made here, by the core function and the built runtime. */
function pageHtml(lessonId: string): string {
  expect(existsSync(RUNTIME), 'build the lesson-page runtime first (npm run build)').toBe(true);
  return lessonPageHtml({ lesson: starter(lessonId), circuits: CIRCUITS, runtime: readFileSync(RUNTIME, 'utf8') });
}

/** Writes an exported page to a temp file and opens it with file://; collects console errors and fetches. */
async function openLessonPage(page: Page, html: string, name: string): Promise<string[]> {
  const file = join(mkdtempSync(join(tmpdir(), 'cf-lesson-page-')), name);
  writeFileSync(file, html);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('request', (r) => {
    if (!r.url().startsWith('file:') && !r.url().startsWith('data:')) problems.push(`fetched ${r.url()}`);
  });
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.goto(pathToFileURL(file).href);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'ready');
  return problems;
}

test('a lesson exported through the app runs its circuit in Chromium: a switch flips, the wires and outputs follow', async ({
  host,
  page,
}, testInfo) => {
  // Through the channel of the built host, which reads the built runtime from out/lesson-page.
  const circuits = STARTER_CIRCUITS.map((c) => ({ id: c.id, name: c.name, circuit: c.circuit }));
  const exported = await hostCall<{ html: string; fileName: string }>(host, 'lessons:exportPage', {
    lesson: starter('starter-gates'),
    circuits,
  });
  expect(exported.fileName).toBe('Gates-and-truth-tables.html');
  const problems = await openLessonPage(page, exported.html, exported.fileName);
  await expect(page.locator('h1')).toHaveText('Gates and truth tables');
  const live = page.locator('figure.cf-live');
  await expect(live).toHaveCount(1);
  // No clock in this circuit: no "Step clock".
  await expect(live.getByRole('button', { name: 'Step clock' })).toHaveCount(0);
  const and = live.locator('.cf-part[data-label="AND"]');
  const nor = live.locator('.cf-part[data-label="NOR"]');
  await expect(and).toHaveAttribute('data-value', '0');
  await expect(nor).toHaveAttribute('data-value', '1');
  const switchA = live.getByRole('switch', { name: 'Switch A' });
  const switchB = live.getByRole('switch', { name: 'Switch B' });
  const wireOfA = live.locator('path.cf-wire').first();
  await expect(switchA).toHaveAttribute('aria-checked', 'false');
  await switchA.click();
  await expect(switchA).toHaveAttribute('aria-checked', 'true');
  await expect(nor).toHaveAttribute('data-value', '0');
  await switchB.click();
  await expect(and).toHaveAttribute('data-value', '1');
  await expect(live.locator('path.cf-wire.cf-wire-1').first()).toBeVisible();
  await expect(wireOfA).toHaveAttribute('class', /cf-wire-[01]/);
  // The keyboard flips a switch too.
  await switchB.focus();
  await page.keyboard.press('Space');
  await expect(switchB).toHaveAttribute('aria-checked', 'false');
  await expect(and).toHaveAttribute('data-value', '0');
  await page.keyboard.press('Enter');
  await expect(and).toHaveAttribute('data-value', '1');
  // The exercise is its statement and a note, moved into place.
  const exercise = page.locator('section.cf-exercise');
  await expect(exercise).toBeVisible();
  await expect(exercise.getByRole('heading', { name: 'Equal bits' })).toBeVisible();
  await expect(exercise).toContainText('Do this exercise in CircuitForge');
  await live.scrollIntoViewIfNeeded();
  await page.emulateMedia({ colorScheme: 'light' });
  await saveScreenshot(page, testInfo, 'lesson-page-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await saveScreenshot(page, testInfo, 'lesson-page-dark');
  await exercise.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'lesson-page-exercise-dark');
  expect(problems).toEqual([]);
});

test('a live circuit that places a subcircuit (itself made of subcircuits) simulates in the page: flip an input, the output follows', async ({
  host,
  page,
}, testInfo) => {
  // The full adder's definitions travel with the request here (the app reads them from its library).
  const exported = await hostCall<{ html: string; fileName: string }>(host, 'lessons:exportPage', {
    lesson: SUBCIRCUIT_LESSON,
    circuits: [{ id: 'fa-demo', name: 'Full adder from cells', circuit: FULL_ADDER_DEMO }, ...ADDER_CELLS],
  });
  const problems = await openLessonPage(page, exported.html, exported.fileName);
  await expect(page.locator('.cf-block-problem')).toHaveCount(0);
  const live = page.locator('figure.cf-live');
  await expect(live).toHaveCount(1);
  await expect(live.locator('.cf-part[data-label="ADD1"]')).toBeVisible();
  const sum = live.locator('.cf-part[data-label="SUM"]');
  const carry = live.locator('.cf-part[data-label="COUT"]');
  await expect(sum).toHaveAttribute('data-value', '0');
  await expect(carry).toHaveAttribute('data-value', '0');
  await live.getByRole('switch', { name: 'Switch A' }).click();
  await expect(sum).toHaveAttribute('data-value', '1');
  await expect(carry).toHaveAttribute('data-value', '0');
  await live.getByRole('switch', { name: 'Switch B' }).click();
  await expect(sum).toHaveAttribute('data-value', '0');
  await expect(carry).toHaveAttribute('data-value', '1');
  await live.getByRole('switch', { name: 'Switch CIN' }).click();
  await expect(sum).toHaveAttribute('data-value', '1');
  await expect(carry).toHaveAttribute('data-value', '1');
  await live.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'lesson-page-subcircuit');
  // Without the definitions the page says so in place instead of showing a dead circuit.
  const bare = await hostCall<{ html: string; fileName: string }>(host, 'lessons:exportPage', {
    lesson: SUBCIRCUIT_LESSON,
    circuits: [{ id: 'fa-demo', name: 'Full adder from cells', circuit: FULL_ADDER_DEMO }],
  });
  await openLessonPage(page, bare.html, 'bare.html');
  await expect(page.locator('.cf-block-problem')).toHaveText(
    'This circuit cannot run here: its subcircuit ADD1 was not exported with this lesson.',
  );
  expect(problems).toEqual([]);
});

test('an exported lesson page with a clock offers "Step clock", and a step moves the circuit', async ({
  page,
}, testInfo) => {
  const problems = await openLessonPage(page, pageHtml('starter-flip-flops'), 'flip-flops.html');
  const live = page.locator('figure.cf-live').first();
  const step = live.getByRole('button', { name: 'Step clock' });
  await expect(step).toBeVisible();
  const values = () => live.locator('path.cf-wire').evaluateAll((paths) => paths.map((p) => p.getAttribute('class')));
  const before = await values();
  await step.click();
  await expect.poll(values).not.toEqual(before);
  // Reset brings it back to power-on.
  await live.getByRole('button', { name: 'Reset' }).click();
  await expect.poll(values).toEqual(before);
  await step.click();
  await live.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'lesson-page-clock-light');
  expect(problems).toEqual([]);
});

test('every starter lesson exports to a page whose circuits all come alive, with no error', async ({
  page,
}, testInfo) => {
  for (const lesson of STARTER_LESSONS) {
    const problems = await openLessonPage(page, pageHtml(lesson.id), `${lesson.id}.html`);
    const expected = (lesson.markdown.match(/^```circuit$/gm) ?? []).length;
    await expect(page.locator('figure.cf-live'), lesson.id).toHaveCount(expected);
    await expect(page.locator('.cf-block-problem'), lesson.id).toHaveCount(0);
    await expect(page.locator('section.cf-exercise:visible'), lesson.id).toHaveCount(lesson.exercises.length);
    if (lesson.id === 'starter-buses') {
      // A wide input counts up on a click; the probes on the split bus show the nibbles.
      const byte = page.getByRole('button', { name: /^Input BYTE/ });
      await byte.click({ modifiers: ['Shift'] });
      await expect(page.locator('.cf-part[data-label="HIGH"] .sym-title')).toHaveText('15');
      await expect(page.locator('.cf-part[data-label="LOW"] .sym-title')).toHaveText('15');
      await byte.click();
      await expect(page.locator('.cf-part[data-label="LOW"] .sym-title')).toHaveText('0');
    }
    const first = page.locator('figure.cf-live').first();
    if (expected > 0) {
      await first.scrollIntoViewIfNeeded();
      await saveScreenshot(page, testInfo, `lesson-page-${lesson.id}`);
    }
    expect(problems, lesson.id).toEqual([]);
    page.removeAllListeners();
  }
});
