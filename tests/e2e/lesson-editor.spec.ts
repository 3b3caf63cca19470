import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import type { Operation } from '../../src/shared/circuit/operations';
import { applyOperations, newCircuit, openCircuit, openExample, rpc } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';

// A refused course file is answered with HTTP 422, which Chromium logs as a console error.
test.use({ allowedConsoleErrors: [/status of 422/] });

/** Opens the lesson editor the way a user finds it: the command palette. */
async function openEditor(app: Page) {
  await app.keyboard.press('Control+k');
  const palette = app.getByTestId('command-palette');
  await palette.getByRole('textbox').fill('lesson editor');
  await app.keyboard.press('Enter');
  const editor = app.getByTestId('lesson-editor');
  await expect(editor).toBeVisible();
  return editor;
}

/** Makes a new lesson in the editor and waits until it is open (its title in the title field). */
async function newLesson(app: Page, title: string) {
  const editor = app.getByTestId('lesson-editor');
  await editor.getByTestId('lesson-new').click();
  await editor.getByRole('textbox', { name: 'Title of the new lesson' }).fill(title);
  await editor.getByRole('button', { name: 'Create' }).click();
  await expect(editor.getByTestId('lesson-title')).toHaveValue(title);
  await expect(editor.getByTestId('lesson-source')).toHaveValue(`# ${title}\n\n`);
}

const saved = (app: Page) => expect(app.getByTestId('lesson-save')).toHaveAttribute('data-state', 'saved');

test('a lesson written in the editor previews live, takes the open circuit, undoes in its own history and exports as a page that runs', async ({
  app,
}, testInfo) => {
  await openExample(app, /^Half adder/, 9);
  const host = app.locator('.canvas-host');
  const circuitId = (await host.getAttribute('data-circuit-id'))!;
  const revision = await host.getAttribute('data-revision');
  const circuitName = (await rpc(app, 'circuit:list', {})).find((c) => c.id === circuitId)!.name;

  const editor = await openEditor(app);
  const title = `Adding bits ${Date.now()}`;
  await newLesson(app, title);
  const source = editor.getByTestId('lesson-source');
  const page = editor.getByTestId('lesson-preview-page');

  // A paragraph with math, then a table (one edit: one change, so the undo below knows what it takes back).
  await source.fill(
    `# ${title}\n\nTwo bits add to $S = A \\oplus B$.\n\n| A | B | S |\n| - | - | - |\n| 0 | 1 | 1 |\n`,
  );
  await source.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('table th')).toHaveText(['A', 'B', 'S']);
  await expect(page.locator('table td')).toHaveText(['0', '1', '1']);
  await expect(page.locator('math')).toBeVisible();
  await saved(app);
  const typed = await source.inputValue();

  // The open circuit goes in at the cursor, as a live circuit block the preview names.
  await app.keyboard.press('Control+End');
  await editor.getByTestId('lesson-insert-circuit').click();
  await expect(source).toHaveValue(`${typed}\n\`\`\`circuit\nref: ${circuitId}\n\`\`\`\n`);
  await expect(page.locator('.cf-lesson-block')).toHaveText(`Live circuit: ${circuitName}`);
  await expect(editor.getByTestId('lesson-preview')).toHaveAttribute('data-state', 'current');
  await expect(editor.getByTestId('lesson-problems')).toHaveCount(0);
  await saved(app);

  // Both themes, looked at.
  const root = app.locator('html');
  const first = (await root.getAttribute('data-theme'))!;
  await saveScreenshot(app, testInfo, `lesson-editor-${first}`);
  await source.blur();
  await app.keyboard.press('Control+Alt+t');
  const second = first === 'dark' ? 'light' : 'dark';
  await expect(root).toHaveAttribute('data-theme', second);
  await saveScreenshot(app, testInfo, `lesson-editor-${second}`);
  await app.keyboard.press('Control+Alt+t');
  await expect(root).toHaveAttribute('data-theme', first);

  // Undo (the button) takes the block out again: the text as it was before.
  await editor.getByTestId('lesson-undo').click();
  await expect(source).toHaveValue(typed);
  await expect(page.locator('.cf-lesson-block')).toHaveCount(0);
  // Ctrl+Z in the editor walks the lesson's history, not the circuit's, nor the field's own.
  await source.focus();
  await app.keyboard.press('Control+z');
  await expect(source).toHaveValue(`# ${title}\n\n`);
  await expect(page.locator('table')).toHaveCount(0);
  await expect(host).toHaveAttribute('data-revision', revision!);
  await expect(host).toHaveAttribute('data-components', '9');
  await app.keyboard.press('Control+Shift+z');
  await expect(source).toHaveValue(typed);
  await editor.getByTestId('lesson-redo').click();
  await expect(source).toHaveValue(new RegExp(`ref: ${circuitId}`));
  await expect(page.locator('.cf-lesson-block')).toHaveCount(1);

  // Outside the editor Ctrl+Z is the canvas's as ever: it undoes the circuit's change, not the lesson's.
  const lessonText = await source.inputValue();
  await applyOperations(app, [{ op: 'addNote', note: { id: 'n-lesson', x: 40, y: 40, text: 'Undo me' } }], 'Add note');
  const withNote = (await host.getAttribute('data-revision'))!;
  await app.locator('.react-flow__pane').click({ position: { x: 20, y: 200 } });
  await app.keyboard.press('Control+z');
  await expect(host).not.toHaveAttribute('data-revision', withNote);
  expect(((await openCircuit(app)).circuit.notes ?? []).map((n) => n.id)).not.toContain('n-lesson');
  await expect(source).toHaveValue(lessonText);

  // Export as HTML: the page carries the lesson and its circuit, and runs from a file.
  const downloading = app.waitForEvent('download');
  await editor.getByTestId('lesson-export-page').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${title.replace(/ /g, '-')}.html`);
  const file = join(mkdtempSync(join(tmpdir(), 'cf-lesson-editor-')), download.suggestedFilename());
  await download.saveAs(file);
  const html = readFileSync(file, 'utf8');
  expect(html).toContain(title);
  expect(html).toContain('Two bits add to');
  const exported = await app.context().newPage();
  const problems: string[] = [];
  exported.on('pageerror', (e) => problems.push(e.message));
  exported.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await exported.goto(pathToFileURL(file).href);
  await expect(exported.locator('html')).toHaveAttribute('data-live', 'ready');
  await expect(exported.locator('h1')).toHaveText(title);
  await expect(exported.locator('figure.cf-live')).toHaveCount(1);
  await expect(exported.locator('table th')).toHaveText(['A', 'B', 'S']);
  await exported.close();
  expect(problems).toEqual([]);
});

const part = (id: string, type: string, x: number, y: number): Operation => ({
  op: 'addComponent',
  component: { id, type, label: id, x, y, rotation: 0, properties: {} },
});
const link = (id: string, from: string, to: string): Operation => {
  const [fc, fp] = from.split('.') as [string, string];
  const [tc, tp] = to.split('.') as [string, string];
  return { op: 'addWire', wire: { id, from: { component: fc, pin: fp }, to: { component: tc, pin: tp } } };
};
/** A half adder (switches A and B, XOR X1 for the sum S, AND G1 for the carry C). */
const HALF_ADDER: Operation[] = [
  part('A', 'SWITCH_TOGGLE', 80, 80),
  part('B', 'SWITCH_TOGGLE', 80, 200),
  part('X1', 'XOR_2', 260, 80),
  part('G1', 'AND_2', 260, 200),
  part('S', 'PROBE', 440, 80),
  part('C', 'PROBE', 440, 200),
  link('w1', 'A.out', 'X1.a'),
  link('w2', 'A.out', 'G1.a'),
  link('w3', 'B.out', 'X1.b'),
  link('w4', 'B.out', 'G1.b'),
  link('w5', 'X1.out', 'S.in'),
  link('w6', 'G1.out', 'C.in'),
];

test.describe('adding an exercise', () => {
  // The refusal (a circuit without tests) is answered with HTTP 400, which Chromium logs as a console error.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('the open circuit and its tests become an exercise from the editor: refused without tests, its block shown, one undo removes it', async ({
    app,
  }, testInfo) => {
    await newCircuit(app);
    await applyOperations(app, HALF_ADDER, 'Build half adder');
    const host = app.locator('.canvas-host');
    const circuitId = (await host.getAttribute('data-circuit-id'))!;

    const editor = await openEditor(app);
    const title = `Exercises ${Date.now()}`;
    await newLesson(app, title);
    const source = editor.getByTestId('lesson-source');
    const page = editor.getByTestId('lesson-preview-page');

    await editor.getByTestId('lesson-add-exercise').click();
    const form = editor.getByTestId('lesson-exercise-form');
    await expect(form).toBeVisible();
    await form.getByTestId('lesson-exercise-title').fill('Half adder');
    await form.getByTestId('lesson-exercise-statement').fill('Add two bits: S is their sum, C the carry.');
    await form.getByTestId('lesson-exercise-hints').fill('S is 1 when exactly one input is 1.\nC is an AND.');
    await expect(form).toContainText('no tests yet');

    // Without a test the exercise is refused, in words, in the form; the lesson is unchanged.
    await form.getByTestId('lesson-exercise-add').click();
    await expect(form.getByTestId('lesson-exercise-error')).toContainText('Write a test in the Tests panel first');
    await expect(source).toHaveValue(`# ${title}\n\n`);

    // Two tests on the circuit (as the Tests panel adds them): the form lists them, one is hidden.
    const sum = await rpc(app, 'tests:add', {
      circuitId,
      name: 'Sum and carry',
      source: 'A B S C\n0 0 0 0\n0 1 1 0\n1 0 1 0\n1 1 0 1\n',
    });
    await expect(host).toHaveAttribute('data-revision', String(sum.history.revision));
    const carry = await rpc(app, 'tests:add', { circuitId, name: 'Carry', source: 'A B C\n1 1 1\n0 1 0\n' });
    await expect(host).toHaveAttribute('data-revision', String(carry.history.revision));
    await expect(form.locator('.lesson-editor-exercise-test')).toHaveText([/^Sum and carry/, /^Carry/]);
    await form.getByRole('checkbox', { name: 'Hide the test "Carry" from the student' }).check();
    await saveScreenshot(app, testInfo, 'lesson-editor-add-exercise');

    await form.getByTestId('lesson-exercise-add').click();
    await expect(form).toHaveCount(0);
    await expect(source).toHaveValue(`# ${title}\n\n\`\`\`exercise half-adder\n\`\`\`\n`);
    await expect(page.locator('.cf-lesson-block')).toHaveText('Exercise half-adder: Half adder');
    await expect(editor.getByTestId('lesson-problems')).toHaveCount(0);
    await saved(app);
    const lessonId = (await rpc(app, 'lesson:list', {})).find((l) => l.title === title)!.id;
    const stored = (await rpc(app, 'lesson:get', { lessonId })).lesson.exercises;
    expect(stored.map((e) => [e.id, e.hints, e.tests.map((t) => [t.name, t.hidden])])).toEqual([
      [
        'half-adder',
        ['S is 1 when exactly one input is 1.', 'C is an AND.'],
        [
          ['Sum and carry', false],
          ['Carry', true],
        ],
      ],
    ]);
    await saveScreenshot(app, testInfo, 'lesson-editor-exercise-added');

    // One undo takes the exercise and its block away together.
    await editor.getByTestId('lesson-undo').click();
    await expect(source).toHaveValue(`# ${title}\n\n`);
    await expect(page.locator('.cf-lesson-block')).toHaveCount(0);
    expect((await rpc(app, 'lesson:get', { lessonId })).lesson.exercises).toEqual([]);
  });
});

test('a lesson holding a script, a javascript: link and raw HTML previews inert, its problems listed by line', async ({
  app,
}, testInfo) => {
  const editor = await openEditor(app);
  await newLesson(app, `Hostile ${Date.now()}`);
  const source = editor.getByTestId('lesson-source');
  const hostile = [
    '# Hostile',
    '',
    '<script>window.__lessonPwned = "script"</script>',
    '',
    '[Click me](javascript:window.__lessonPwned="link")',
    '',
    '<img src="x" onerror="window.__lessonPwned=\'img\'">',
    '',
    '```exercise missing',
    '```',
    '',
  ].join('\n');
  // Typed by the keyboard, as an author would (saves and previews come and go meanwhile).
  await source.fill('');
  await source.pressSequentially(hostile);
  await expect(source).toHaveValue(hostile);
  const preview = editor.getByTestId('lesson-preview');
  const page = editor.getByTestId('lesson-preview-page');
  await expect(preview).toHaveAttribute('data-state', 'current');
  await expect(page.getByText('Click me')).toBeVisible();
  await expect(page.locator('script, img, [onerror]')).toHaveCount(0);
  await expect(page.locator('a[href]')).toHaveCount(0);
  await page.getByText('Click me').click();
  expect(await app.evaluate(() => (window as unknown as { __lessonPwned?: string }).__lessonPwned)).toBeUndefined();
  await expect(page.locator('.cf-lesson-block')).toHaveText('Exercise missing (not in this lesson)');

  // The problems, each with its line: a click puts the cursor on that line.
  const problems = editor.getByTestId('lesson-problems');
  await expect(problems).toContainText('Raw HTML is not allowed in a lesson and was removed (line 3)');
  await expect(problems).toContainText('A link to "javascript:');
  await expect(problems).toContainText('names the exercise missing, which the lesson does not have');
  await problems.getByRole('button', { name: 'Line 9' }).click();
  await expect(source).toBeFocused();
  const caret = await source.evaluate((el: HTMLTextAreaElement) => el.selectionStart);
  expect(caret).toBe(hostile.indexOf('```exercise'));
  await saved(app);
  await saveScreenshot(app, testInfo, 'lesson-editor-hostile');
});

test('a course exports to a file and imports back; a bad file is refused in words', async ({ app }, testInfo) => {
  const stamp = Date.now();
  const course = await rpc(app, 'course:create', { title: `Logic ${stamp}` });
  const editor = await openEditor(app);
  await editor.getByTestId('lesson-course').selectOption(course.id);
  await newLesson(app, `Gates ${stamp}`);
  await editor.getByTestId('lesson-source').fill(`# Gates ${stamp}\n\nAND, OR and NOT.\n`);
  await saved(app);

  const downloading = app.waitForEvent('download');
  await editor.getByTestId('lesson-export-course').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.course\.json$/);
  const path = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const file = JSON.parse(readFileSync(path, 'utf8')) as { format: string; lessons: { markdown: string }[] };
  expect(file.format).toBe('circuitforge-course');
  expect(file.lessons.map((l) => l.markdown)).toEqual([`# Gates ${stamp}\n\nAND, OR and NOT.\n`]);

  // Imported back: a second course of that title, chosen, its lesson open.
  let choosing = app.waitForEvent('filechooser');
  await editor.getByTestId('lesson-import-course').click();
  await (await choosing).setFiles(path);
  await expect(app.locator('.notice').last()).toContainText(`Imported the course "Logic ${stamp}" (1 lesson).`);
  await expect(editor.getByTestId('lesson-course').locator('option', { hasText: `Logic ${stamp}` })).toHaveCount(2);
  await expect(editor.getByTestId('lesson-course')).not.toHaveValue(course.id);
  await expect(editor.getByTestId('lesson-source')).toHaveValue(`# Gates ${stamp}\n\nAND, OR and NOT.\n`);

  // A file that is not a course file: the check's own words, nothing stored.
  const bad = join(mkdtempSync(join(tmpdir(), 'cf-course-')), 'broken.course.json');
  writeFileSync(bad, '{"format": "circuitforge-course", ');
  const before = (await rpc(app, 'course:list', {})).length;
  choosing = app.waitForEvent('filechooser');
  await editor.getByTestId('lesson-import-course').click();
  await (await choosing).setFiles(bad);
  await expect(app.locator('.notice-error')).toContainText('broken.course.json was not imported:');
  await expect(app.locator('.notice-error')).toContainText('line 1');
  expect((await rpc(app, 'course:list', {})).length).toBe(before);
  await saveScreenshot(app, testInfo, 'lesson-editor-course-refused');
});
