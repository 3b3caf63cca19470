import { EXAMPLES } from '../../src/shared/examples';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { applyOperations, newCircuit, node, openCircuit, rpc } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';
import { inverterChain } from './support/scenes';

test('the circuit switcher creates, renames, duplicates, opens and deletes circuits', async ({ app }, testInfo) => {
  const host = app.locator('.canvas-host');
  const switcher = app.getByTestId('circuit-switcher');
  const menu = app.getByRole('menu');

  // The circuit open before may be empty too: wait for the id to change, not for zero parts.
  const before = (await host.getAttribute('data-circuit-id'))!;
  await switcher.click();
  await menu.getByRole('button', { name: 'New' }).click();
  await expect(host).not.toHaveAttribute('data-circuit-id', before);
  await expect(host).toHaveAttribute('data-components', '0');
  const first = (await host.getAttribute('data-circuit-id'))!;
  await applyOperations(app, inverterChain('d'));

  // Rename in place.
  await switcher.click();
  const row = menu.locator(`.switcher-row[data-circuit-id="${first}"]`);
  await row.getByRole('button', { name: /^Rename/ }).click();
  const field = menu.getByRole('textbox');
  await field.fill('Blinker');
  await field.press('Enter');
  await expect(switcher).toHaveText('Blinker');

  // Duplicate: the copy opens, with the same parts.
  await menu
    .locator(`.switcher-row[data-circuit-id="${first}"]`)
    .getByRole('button', { name: /^Duplicate/ })
    .click();
  await expect(switcher).toHaveText('Blinker copy');
  await expect(host).toHaveAttribute('data-components', '5');
  const copy = (await host.getAttribute('data-circuit-id'))!;
  expect(copy).not.toBe(first);

  // Open the original again from the list.
  await switcher.click();
  await expect(menu.locator('.switcher-row.current')).toContainText('Blinker copy');
  await expect(menu.locator(`.switcher-row[data-circuit-id="${first}"]`)).toContainText('5 parts · 4 wires');
  await saveScreenshot(app, testInfo, 'switcher-menu');
  await menu.locator(`.switcher-row[data-circuit-id="${first}"] .switcher-open`).click();
  await expect(host).toHaveAttribute('data-circuit-id', first);
  await expect(switcher).toHaveText('Blinker');

  // Delete the copy, after confirming.
  await switcher.click();
  await menu
    .locator(`.switcher-row[data-circuit-id="${copy}"]`)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(menu).toContainText('Delete “Blinker copy” and its history?');
  await menu.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(menu.locator(`.switcher-row[data-circuit-id="${copy}"]`)).toHaveCount(0);
  const names = (await rpc(app, 'circuit:list', {})).map((c) => c.name);
  expect(names).toContain('Blinker');
  expect(names).not.toContain('Blinker copy');
  await app.keyboard.press('Escape');
  await expect(app.getByTestId('save-indicator')).toHaveText('Saved');
});

test('a circuit exported to a file imports back as a new circuit with the same content', async ({ app }, testInfo) => {
  await newCircuit(app);
  await applyOperations(app, inverterChain('e'));
  const original = (await openCircuit(app)).circuit;

  await app.getByTestId('circuit-switcher').click();
  const downloading = app.waitForEvent('download');
  await app.getByRole('menu').getByRole('button', { name: 'Export…' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.circuitforge\.json$/);
  const path = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const file = JSON.parse(readFileSync(path, 'utf8')) as { format: string; circuit: unknown };
  expect(file.format).toBe('circuitforge');
  expect(file.circuit).toEqual(original);

  const before = await app.locator('.canvas-host').getAttribute('data-circuit-id');
  await app.getByTestId('circuit-switcher').click();
  const choosing = app.waitForEvent('filechooser');
  await app.getByRole('menu').getByRole('button', { name: 'Import…' }).click();
  await (await choosing).setFiles(path);
  await expect(app.locator('.canvas-host')).not.toHaveAttribute('data-circuit-id', before!);
  await expect(app.locator('.canvas-host')).toHaveAttribute('data-components', '5');
  expect((await openCircuit(app)).circuit).toEqual(original);
});

test.describe('a damaged file', () => {
  // The host answers an expected failure with HTTP 422, which Chromium logs as a console error.
  test.use({ allowedConsoleErrors: [/status of 422/] });

  test('is refused with the place of the problem, and nothing opens', async ({ app }, testInfo) => {
    const current = await app.locator('.canvas-host').getAttribute('data-circuit-id');
    await app.getByTestId('circuit-switcher').click();
    const again = app.waitForEvent('filechooser');
    await app.getByRole('menu').getByRole('button', { name: 'Import…' }).click();
    await (
      await again
    ).setFiles({
      name: 'broken.circuitforge.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format": "circuitforge", '),
    });
    await expect(app.locator('.notice-error')).toContainText('The file is not valid JSON (line 1, column');
    await expect(app.locator('.canvas-host')).toHaveAttribute('data-circuit-id', current!);
    await saveScreenshot(app, testInfo, 'import-refused');
  });
});

test('an example opens from the switcher as a new circuit that works', async ({ app }, testInfo) => {
  const host = app.locator('.canvas-host');
  const before = await host.getAttribute('data-circuit-id');
  await app.getByTestId('circuit-switcher').click();
  await app.getByRole('button', { name: 'Examples' }).click();
  const list = app.getByTestId('example-list');
  await expect(list.locator('.switcher-row')).toHaveCount(EXAMPLES.length);
  await expect(list).toContainText('Flip the switches through all four cases');
  await saveScreenshot(app, testInfo, 'examples-list');

  await list.getByRole('menuitem', { name: /^Half adder/ }).click();
  await expect(list).toBeHidden();
  // Another test of this worker's app may have a copy already: then the app offers it; make a fresh one.
  const offer = app.getByTestId('example-offer');
  await expect
    .poll(async () => (await offer.isVisible()) || (await host.getAttribute('data-circuit-id')) !== before)
    .toBe(true);
  if (await offer.isVisible()) await offer.getByRole('button', { name: 'Open another copy' }).click();
  await expect(host).not.toHaveAttribute('data-circuit-id', before ?? '');
  await expect(app.getByTestId('circuit-switcher')).toContainText('Half adder');
  await expect(host).toHaveAttribute('data-components', '9');

  // It is live at once: A on lights SUM, A and B on light CARRY only.
  const lit = (label: string) => node(app, label).locator('.cf-node');
  await node(app, 'A').locator('.cf-press-target').click();
  await expect(lit('SUM')).toHaveClass(/cf-lit/);
  await node(app, 'B').locator('.cf-press-target').click();
  await expect(lit('CARRY')).toHaveClass(/cf-lit/);
  await expect(lit('SUM')).not.toHaveClass(/cf-lit/);
  await app.mouse.move(700, 800);
  await saveScreenshot(app, testInfo, 'example-half-adder');

  // A copy: the example itself is untouched, and the new circuit's history starts empty.
  await expect(app.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
  const { circuit } = await openCircuit(app);
  expect(circuit.components.map((c) => c.label).sort()).toEqual(
    ['A', 'AND1', 'B', 'CARRY', 'GND1', 'R1', 'R2', 'SUM', 'X1'].sort(),
  );
});

test.describe('a file of another simulator or with several faults', () => {
  test.use({ allowedConsoleErrors: [/status of 422/] });

  const importFile = async (app: Page, name: string, content: string) => {
    await app.getByTestId('circuit-switcher').click();
    const choosing = app.waitForEvent('filechooser');
    await app.getByRole('menu').getByRole('button', { name: 'Import…' }).click();
    await (await choosing).setFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(content) });
  };

  test('a broken Logisim or Digital file is refused in words of its own, not as bad JSON', async ({
    app,
  }, testInfo) => {
    const current = await app.locator('.canvas-host').getAttribute('data-circuit-id');
    await importFile(
      app,
      'adder.circ',
      '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<project source="3.8.0" version="1.0">\n<circuit name="main">\n',
    );
    const notice = app.locator('.notice-error').last();
    await expect(notice).toContainText('The file ends before its elements are closed: it is truncated or damaged.');
    await expect(notice).toContainText('Open it in Logisim and save it again');
    await expect(notice).not.toContainText('JSON');
    await saveScreenshot(app, testInfo, 'import-logisim');

    await importFile(
      app,
      'adder.dig',
      '<?xml version="1.0"?>\n<circuit><version>7</version><visualElements/><wires/></circuit>\n',
    );
    await expect(app.locator('.notice-error').last()).toContainText(
      'adder.dig is Digital file version 7; this CircuitForge reads versions up to 2.',
    );
    await importFile(app, 'notes.txt', 'half adder: a xor b');
    await expect(app.locator('.notice-error').last()).toContainText('This is not a CircuitForge circuit file.');
    await expect(app.locator('.canvas-host')).toHaveAttribute('data-circuit-id', current!);
  });

  test('an import lists every problem of the file in the user’s words', async ({ app }, testInfo) => {
    const part = (id: string, type: string, label: string, properties = {}) => ({
      id,
      type,
      label,
      x: 0,
      y: 0,
      rotation: 0,
      properties,
    });
    const file = {
      format: 'circuitforge',
      version: 1,
      name: 'Faulty',
      circuit: {
        components: [part('c0', 'CONST_LOW', 'C0', { volts: 5 }), part('g', 'AND2', 'G1'), part('n', 'NOT', 'N1')],
        wires: [{ id: 'w9', from: { component: 'ghost', pin: 'out' }, to: { component: 'n', pin: 'in' } }],
      },
    };
    await importFile(app, 'faulty.circuitforge.json', JSON.stringify(file));
    const notice = app.locator('.notice-error').last();
    await expect(notice).toContainText("The file's circuit has 3 problems:");
    await expect(notice).toContainText(
      'Component C0 (Constant 0 (CONST_LOW)): Invalid property "volts" for Constant 0',
    );
    await expect(notice).toContainText('Component G1 has an unknown type "AND2". Write it exactly as "AND_2"');
    await expect(notice).toContainText('Wire w9 ends on a component "ghost" that is not in the file.');
    await expect(notice).not.toContainText(/\/api\/|get_available_components|circuit:import/);
    await saveScreenshot(app, testInfo, 'import-every-problem');
  });
});

test('opening an example a second time offers to switch to the copy already there', async ({ app }, testInfo) => {
  const host = app.locator('.canvas-host');
  const switcher = app.getByTestId('circuit-switcher');
  const offer = app.getByRole('dialog', { name: 'Open “Full adder from gates”' });
  const openFromList = async () => {
    await switcher.click();
    await app.getByRole('button', { name: 'Examples' }).click();
    await app
      .getByTestId('example-list')
      .getByRole('menuitem', { name: /^Full adder/ })
      .click();
  };

  // A copy of its own (another test of this worker may have opened one already: then make another).
  const before = await host.getAttribute('data-circuit-id');
  await openFromList();
  await expect
    .poll(async () => (await offer.isVisible()) || (await host.getAttribute('data-circuit-id')) !== before)
    .toBe(true);
  if (await offer.isVisible()) await offer.getByRole('button', { name: 'Open another copy' }).click();
  await expect(host).not.toHaveAttribute('data-circuit-id', before ?? '');
  await expect(switcher).toContainText('Full adder');
  const copy = (await host.getAttribute('data-circuit-id'))!;
  const parts = (await host.getAttribute('data-components'))!;
  expect(Number(parts)).toBeGreaterThan(0);
  const circuitsAfterFirst = (await rpc(app, 'circuit:list', {})).length;
  expect((await rpc(app, 'circuit:list', {})).find((c) => c.id === copy)?.origin).toBe('example:full-adder');

  // Away from it, then the example again: the offer names the copy; Switch to it opens it, nothing new.
  await newCircuit(app);
  await openFromList();
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('You already have a circuit made from this example');
  await expect(offer.getByRole('button', { name: 'Switch to it' })).toBeFocused();
  await saveScreenshot(app, testInfo, 'example-offer');
  // The offer is modal: no shortcut acts behind it.
  await app.keyboard.press('t');
  await expect(app.getByTestId('truth-table')).toHaveCount(0);
  await offer.getByRole('button', { name: 'Switch to it' }).click();
  await expect(offer).toBeHidden();
  await expect(host).toHaveAttribute('data-circuit-id', copy);
  expect((await rpc(app, 'circuit:list', {})).length).toBe(circuitsAfterFirst + 1); // the new empty one only

  // Esc leaves things as they were; "Open another copy" makes a second one.
  await openFromList();
  await expect(offer).toContainText('open now');
  await app.keyboard.press('Escape');
  await expect(offer).toBeHidden();
  await expect(host).toHaveAttribute('data-circuit-id', copy);
  await openFromList();
  await offer.getByRole('button', { name: 'Open another copy' }).click();
  await expect(host).not.toHaveAttribute('data-circuit-id', copy);
  await expect(host).toHaveAttribute('data-components', parts);
  expect((await rpc(app, 'circuit:list', {})).length).toBe(circuitsAfterFirst + 2);
});
