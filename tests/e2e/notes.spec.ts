import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { applyOperations, newCircuit, openCircuit, rpc } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';
import { inverterChain } from './support/scenes';

const noteNode = (page: Page) => page.locator('.react-flow__node[data-note]');

async function labels(page: Page, circuitId: string): Promise<string[]> {
  const history = await rpc(page, 'history:list', { circuitId });
  return history.entries.slice(0, history.history.position).map((e) => e.label);
}

test('a note is added, written, moved and deleted, each one undoable step, and kept', async ({ app }, testInfo) => {
  const id = await newCircuit(app);
  const host = app.locator('.canvas-host');

  // N places an empty note in the middle of the view, open for writing.
  await app.keyboard.press('n');
  await expect(noteNode(app)).toHaveCount(1);
  const field = app.getByRole('textbox', { name: 'Note text' });
  await expect(field).toBeFocused();
  await field.pressSequentially('Half adder');
  await app.keyboard.press('Enter');
  await field.pressSequentially('S = A xor B');
  await saveScreenshot(app, testInfo, 'note-editing');
  await app.keyboard.press('Control+Enter');
  await expect(field).toHaveCount(0);
  await expect(noteNode(app)).toContainText('S = A xor B');
  await expect.poll(() => labels(app, id)).toEqual(['Add note', 'Edit note']);
  const written = (await openCircuit(app)).circuit;
  expect(written.notes).toEqual([expect.objectContaining({ text: 'Half adder\nS = A xor B' })]);

  // Dragging moves it, on the grid, as one change; the note stays drawn all along (a node handed to
  // React Flow without its measured size would be hidden for a frame, every frame of the drag).
  await noteNode(app).evaluate((element) => {
    (window as unknown as { noteHidden: number }).noteHidden = 0;
    new MutationObserver(() => {
      if ((element as HTMLElement).style.visibility === 'hidden')
        (window as unknown as { noteHidden: number }).noteHidden++;
    }).observe(element, { attributes: true, attributeFilter: ['style'] });
  });
  const box = (await noteNode(app).boundingBox())!;
  await app.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await app.mouse.down();
  await app.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 8 });
  await app.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 80, { steps: 8 });
  await app.mouse.up();
  await expect.poll(() => labels(app, id)).toEqual(['Add note', 'Edit note', 'Move note']);
  expect(await app.evaluate(() => (window as unknown as { noteHidden: number }).noteHidden)).toBe(0);
  const moved = (await openCircuit(app)).circuit;
  const [before, after] = [written.notes![0]!, moved.notes![0]!];
  expect(Math.abs(after.x - before.x - 120)).toBeLessThanOrEqual(10);
  expect(Math.abs(after.y - before.y - 80)).toBeLessThanOrEqual(10);
  expect(after.text).toBe(before.text);

  // Escape drops what was typed: no change.
  await noteNode(app).dblclick();
  await field.pressSequentially(' (draft)');
  await app.keyboard.press('Escape');
  await expect(field).toHaveCount(0);
  await expect(noteNode(app)).not.toContainText('draft');
  expect(await labels(app, id)).toEqual(['Add note', 'Edit note', 'Move note']);

  // Undo steps back through each change, redo forward again.
  await app.keyboard.press('Control+z');
  await expect.poll(async () => (await openCircuit(app)).circuit).toEqual(written);
  await app.keyboard.press('Control+z');
  await expect(noteNode(app)).toContainText('Empty note');
  await app.keyboard.press('Control+z');
  await expect(noteNode(app)).toHaveCount(0);
  expect((await openCircuit(app)).circuit).toEqual({ components: [], wires: [] });
  for (let i = 0; i < 3; i++) await app.keyboard.press('Control+Shift+z');
  await expect.poll(async () => (await openCircuit(app)).circuit).toEqual(moved);
  await expect(host).toHaveAttribute('data-notes', '1');

  // A reload shows it again, where it was.
  await app.reload();
  await expect(noteNode(app)).toContainText('S = A xor B');
  expect((await openCircuit(app)).circuit).toEqual(moved);

  // Enter on the selected note writes too; Delete removes it, one step; undo brings it back.
  await noteNode(app).click();
  await app.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await app.keyboard.press('Escape');
  await noteNode(app).click();
  await app.keyboard.press('Delete');
  await expect(noteNode(app)).toHaveCount(0);
  await expect.poll(() => labels(app, id)).toEqual(['Add note', 'Edit note', 'Move note', 'Delete a note']);
  await app.keyboard.press('Control+z');
  await expect(noteNode(app)).toHaveCount(1);
  await saveScreenshot(app, testInfo, 'note-alone');
});

test('notes beside a circuit, exported and imported, in both themes', async ({ app }, testInfo) => {
  await newCircuit(app);
  await applyOperations(app, [
    ...inverterChain('h'),
    { op: 'addNote', note: { id: 'n1', x: 80, y: 20, text: 'Inverter\nFlip HSW: the LED shows the opposite.' } },
    { op: 'addNote', note: { id: 'n2', x: 240, y: 240, text: 'Why does the LED need a resistor?', width: 180 } },
  ]);
  await app.keyboard.press('f');
  await expect(noteNode(app)).toHaveCount(2);
  const original = (await openCircuit(app)).circuit;

  await app.getByTestId('circuit-switcher').click();
  const downloading = app.waitForEvent('download');
  await app.getByRole('menu').getByRole('button', { name: 'Export…' }).click();
  const path = testInfo.outputPath('notes.circuitforge.json');
  await (await downloading).saveAs(path);
  const file = JSON.parse(readFileSync(path, 'utf8')) as { version: number; circuit: unknown };
  expect(file.version).toBe(2);
  expect(file.circuit).toEqual(original);

  const before = await app.locator('.canvas-host').getAttribute('data-circuit-id');
  await app.getByTestId('circuit-switcher').click();
  const choosing = app.waitForEvent('filechooser');
  await app.getByRole('menu').getByRole('button', { name: 'Import…' }).click();
  await (await choosing).setFiles(path);
  await expect(app.locator('.canvas-host')).not.toHaveAttribute('data-circuit-id', before!);
  await expect(noteNode(app)).toHaveCount(2);
  expect((await openCircuit(app)).circuit).toEqual(original);

  await app.keyboard.press('f');
  await noteNode(app).first().click();
  await saveScreenshot(app, testInfo, `notes-${await app.locator('html').getAttribute('data-theme')}`);
  await app.keyboard.press('Control+Alt+t');
  await saveScreenshot(app, testInfo, `notes-${await app.locator('html').getAttribute('data-theme')}`);
});

test('select all, copy and paste take notes along; the inspector edits a note', async ({ app }) => {
  const id = await newCircuit(app);
  const host = app.locator('.canvas-host');
  await applyOperations(app, [
    ...inverterChain('c'),
    { op: 'addNote', note: { id: 'n1', x: 80, y: 40, text: 'Copy me' } },
  ]);
  await app.keyboard.press('f');
  await app.keyboard.press('Control+a');
  await expect(app.getByTestId('inspector')).toContainText('5 components, 4 wires, 1 note');
  await app.keyboard.press('Control+c');
  await app.keyboard.press('Control+v');
  await expect(host).toHaveAttribute('data-notes', '2');
  await expect(host).toHaveAttribute('data-components', '10');
  expect((await rpc(app, 'history:list', { circuitId: id })).entries.at(-1)?.label).toBe(
    'Paste 5 components and a note',
  );

  // One note selected: the inspector shows its text; a change there is one undoable edit.
  await noteNode(app).first().click();
  const text = app.getByTestId('inspector').getByLabel('Text');
  await expect(text).toHaveValue('Copy me');
  await text.fill('Copied\nwith its circuit');
  await text.press('Control+Enter');
  await expect(noteNode(app).first()).toContainText('with its circuit');
  await app.getByTestId('inspector').getByLabel('Wrap width').fill('30');
  await app.getByTestId('inspector').getByLabel('Wrap width').press('Enter');
  await expect(app.getByTestId('inspector')).toContainText('A width is a number from 80 to 1200');
  // Keys typed in a field are text: undo from the toolbar.
  await app.getByRole('button', { name: 'Undo' }).click();
  await expect(noteNode(app).first()).toContainText('Copy me');
});
