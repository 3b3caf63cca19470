import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { EXAMPLES } from '../../src/shared/examples';
import { openCircuit, openExample } from './support/editor';
import { expect, saveScreenshot, SCREENSHOT_DIR, test } from './support/fixtures';

const FULL_ADDER = EXAMPLES.find((e) => e.id === 'full-adder')!;

/** Opens a copy of the full adder and waits until every wire is drawn along its route. */
async function openFullAdder(app: Page): Promise<void> {
  await openExample(app, /^Full adder/, FULL_ADDER.blueprint.components.length);
  await expect(app.locator('.react-flow__edge-path.cf-wire-routed')).toHaveCount(FULL_ADDER.blueprint.wires.length);
}

/** Exports through the dialog (already open) and returns the downloaded file's path. */
async function exportFile(app: Page, testInfo: TestInfo, format: 'SVG' | 'PNG'): Promise<string> {
  const dialog = app.getByTestId('image-export-dialog');
  await dialog.getByText(format === 'SVG' ? 'SVG' : 'PNG (2×)', { exact: true }).click();
  const downloading = app.waitForEvent('download');
  await dialog.getByRole('button', { name: `Export ${format}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^Full-adder-from-gates[-\\w]*\\.${format.toLowerCase()}$`));
  const path = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(path);
  await expect(dialog).toBeHidden();
  // Kept beside the screenshots, to look at.
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  copyFileSync(path, join(SCREENSHOT_DIR, `image-export.${format.toLowerCase()}`));
  return path;
}

test('exports the circuit as an SVG that parses and holds every part and wire', async ({ app }, testInfo) => {
  await openFullAdder(app);
  const { circuit } = await openCircuit(app);
  await app.getByTestId('circuit-switcher').click();
  await saveScreenshot(app, testInfo, 'image-export-switcher-menu');
  await app.getByRole('menu').getByRole('button', { name: 'Image…' }).click();
  const dialog = app.getByTestId('image-export-dialog');
  await expect(dialog).toBeVisible();
  // Nothing is selected: "Selection" is offered but disabled, saying why.
  await expect(dialog.getByRole('radio', { name: 'Selection' })).toBeDisabled();
  await expect(dialog.getByText('Select parts on the canvas to export only them.')).toBeVisible();
  await saveScreenshot(app, testInfo, 'image-export-dialog');

  const svg = readFileSync(await exportFile(app, testInfo, 'SVG'), 'utf8');
  // Parsed in a blank page: the app's page would (rightly) refuse the file's inline stylesheet.
  const blank = await app.context().newPage();
  const parsed = await blank.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.localName,
      title: doc.querySelector('title')?.textContent,
      labels: [...doc.querySelectorAll('.cf-part .cf-label')].map((e) => e.textContent),
      wires: doc.querySelectorAll('path.cf-wire').length,
      junctions: doc.querySelectorAll('.cf-junction').length,
    };
  }, svg);
  await blank.close();
  expect(parsed.errors).toBe(0);
  expect(parsed.root).toBe('svg');
  expect(parsed.title).toBe(await app.getByTestId('circuit-switcher').innerText());
  expect(parsed.labels.sort()).toEqual(circuit.components.map((c) => c.label).sort());
  expect(parsed.wires).toBe(circuit.wires.length);
  expect(parsed.junctions).toBe(await app.locator('[data-junction]').count());
});

test('exports the circuit as a PNG twice the size of its SVG', async ({ app }, testInfo) => {
  await openFullAdder(app);
  await app.keyboard.press('Control+Alt+E');
  await expect(app.getByTestId('image-export-dialog')).toBeVisible();
  const png = readFileSync(await exportFile(app, testInfo, 'PNG'));
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  // The full adder spans several hundred canvas units each way; the PNG is drawn at 2×.
  expect(width).toBeGreaterThan(600);
  expect(height).toBeGreaterThan(300);
  expect(width % 2).toBe(0);
  expect(height % 2).toBe(0);
  expect(png.length).toBeGreaterThan(5_000);
});

test('exports only the selection when parts are selected', async ({ app }, testInfo) => {
  await openFullAdder(app);
  await app.locator('.react-flow__node[data-label="X1"]').click();
  await app.locator('.react-flow__node[data-label="X2"]').click({ modifiers: ['Shift'] });
  await app.keyboard.press('Control+Alt+E');
  const dialog = app.getByTestId('image-export-dialog');
  await expect(dialog.getByRole('radio', { name: 'Selection (2)' })).toBeChecked();
  const downloading = app.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export SVG' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Full-adder-from-gates[-\w]*-selection\.svg$/);
  const path = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const svg = readFileSync(path, 'utf8');
  const labels = [...svg.matchAll(/data-label="([^"]+)"/g)].map((m) => m[1]);
  expect(labels.sort()).toEqual(['X1', 'X2']);
  expect([...svg.matchAll(/class="cf-wire"/g)]).toHaveLength(1);
});

test('Print shows the circuit alone on a white page and asks the browser to print', async ({ app }, testInfo) => {
  await openFullAdder(app);
  await app.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => void counted.printed++;
  });
  await app.keyboard.press('Control+P');
  const view = app.getByTestId('print-view');
  await expect(view).toBeVisible();
  await expect(view.getByRole('heading', { name: FULL_ADDER.name })).toBeVisible();
  const image = view.getByRole('img', { name: `Schematic of ${FULL_ADDER.name}` });
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
  await expect.poll(() => app.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await saveScreenshot(app, testInfo, 'print-view');
  // What the printer gets: the page alone, without the editor or the view's bar.
  await app.emulateMedia({ media: 'print' });
  await expect(app.locator('.topbar')).toBeHidden();
  await expect(view.getByRole('button', { name: 'Close' })).toBeHidden();
  await saveScreenshot(app, testInfo, 'print-view-printed');
  await app.emulateMedia({ media: 'screen' });
  await app.keyboard.press('Escape');
  await expect(view).toBeHidden();
});
