import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { halfAdderProject } from '../../src/core/foreign/dig/test-support/dig-fixture';
import { node, openCircuit } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';

/** A Digital project: HalfAdder.dig, and Top.dig placing it with a test of its own. */
const { half: HALF, top: TOP } = halfAdderProject();

const fixture = (name: string) =>
  readFileSync(new URL(`../../src/core/foreign/circ/fixtures/${name}`, import.meta.url), 'utf8');

/** Picks files in the switcher's Import…. */
async function importFiles(app: Page, files: { name: string; text: string }[]): Promise<void> {
  await app.getByTestId('circuit-switcher').click();
  const choosing = app.waitForEvent('filechooser');
  await app.getByRole('menu').getByRole('button', { name: 'Import…' }).click();
  await (
    await choosing
  ).setFiles(files.map((f) => ({ name: f.name, mimeType: 'application/xml', buffer: Buffer.from(f.text) })));
}

test('a Digital project picked together opens its main circuit with its subcircuit, and its test passes', async ({
  app,
}, testInfo) => {
  const host = app.locator('.canvas-host');
  const before = await host.getAttribute('data-circuit-id');
  await importFiles(app, [
    { name: 'HalfAdder.dig', text: HALF },
    { name: 'Top.dig', text: TOP },
  ]);
  await expect(host).not.toHaveAttribute('data-circuit-id', before!);
  await expect(app.getByTestId('circuit-switcher')).toContainText('Top');
  await expect(app.locator('.notice')).toContainText('“Top” opened from Digital: all');
  await expect(node(app, 'HA')).toContainText('HalfAdder');
  const { circuit } = await openCircuit(app);
  expect(circuit.tests?.map((t) => t.name)).toEqual(['Adds']);
  await app.keyboard.press('f');
  await saveScreenshot(app, testInfo, 'foreign-digital-top-light');

  // The file's own test, run here: it passes through the subcircuit.
  await app.mouse.click(700, 700);
  await app.keyboard.press('Shift+T');
  const panel = app.getByTestId('tests');
  await app.keyboard.press('F9');
  await expect(panel.locator('.test-item[data-test="Adds"]')).toHaveAttribute('data-status', 'passed');
  await saveScreenshot(app, testInfo, 'foreign-digital-tests-light');

  // Inside the instance: the half adder as Digital drew it.
  await node(app, 'HA').getByTestId('subcircuit-body').dblclick();
  await expect(app.getByTestId('subcircuit-breadcrumb')).toContainText('HA (HalfAdder)');
  await app.keyboard.press('f');
  await saveScreenshot(app, testInfo, 'foreign-digital-inside-light');
});

test('a Logisim file opens laid out as drawn; a part we lack is a placeholder the notice names', async ({
  app,
}, testInfo) => {
  const host = app.locator('.canvas-host');
  await importFiles(app, [{ name: 'half-adder.circ', text: fixture('half-adder-3x.circ') }]);
  await expect(app.locator('.notice')).toContainText('opened from Logisim');
  const { circuit } = await openCircuit(app);
  expect(circuit.components.some((c) => c.type === 'XOR_2')).toBe(true);
  await app.keyboard.press('f');
  await saveScreenshot(app, testInfo, 'foreign-logisim-half-adder-light');

  const before = await host.getAttribute('data-circuit-id');
  await importFiles(app, [{ name: 'random.circ', text: fixture('unknown-3x.circ') }]);
  await expect(host).not.toHaveAttribute('data-circuit-id', before!);
  const notice = app.locator('.notice-warning');
  await expect(notice).toContainText('CircuitForge lacks 1 × Random');
  // The random generator is a placeholder; the counter is our parts (a register loading from its
  // next count), and the splitter whose ends take bits out of order a splitter and a merger of ours.
  await expect(notice).not.toContainText('Counter');
  await expect(app.getByTestId('placeholder-body').filter({ hasText: 'Random' })).toHaveCount(1);
  await expect(app.getByTestId('placeholder-body')).toHaveCount(1);
  const imported = await openCircuit(app);
  expect(imported.circuit.components.some((c) => c.type === 'REGISTER')).toBe(true);
  // The simulation reports the placeholder as a problem (a warning naming what it stands for).
  const problems = app.getByRole('button', { name: /problems?/ });
  await expect(problems).toContainText(/[1-9]\d* problems?/);
  await problems.click();
  await expect(app.getByTestId('problem-list')).toContainText(
    'rnd1 stands for Random, which CircuitForge does not have',
  );
  await app.keyboard.press('f');
  await saveScreenshot(app, testInfo, 'foreign-logisim-placeholder-light');
  await app.keyboard.press('Control+Alt+t');
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  await saveScreenshot(app, testInfo, 'foreign-logisim-placeholder-dark');
});

test('a file dropped on the window opens as one picked does', async ({ app }) => {
  const host = app.locator('.canvas-host');
  const before = await host.getAttribute('data-circuit-id');
  const text = fixture('half-adder-3x.circ');
  await app.evaluate((content) => {
    const data = new DataTransfer();
    data.items.add(new File([content], 'dropped.circ', { type: 'application/xml' }));
    const target = document.querySelector('.canvas-host')!;
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, text);
  await expect(host).not.toHaveAttribute('data-circuit-id', before!);
  await expect(app.locator('.notice')).toContainText('opened from Logisim');
  const { circuit } = await openCircuit(app);
  expect(circuit.components.some((c) => c.type === 'AND_2')).toBe(true);
});
