import type { Circuit } from '../../../shared/circuit/types';
import type { Exercise, Lesson } from '../../../shared/lessons/types';
import { parseLessonBlocks } from '../blocks';
import { renderLesson, type LessonBlock } from '../markdown';
import type { SubcircuitLibrary } from '../../simulation/hierarchy/flatten';
import { PAGE_CLASSES, type LiveCircuitData, type PageLibrary } from './page-data';
import { placedSubcircuits } from '../placed-subcircuits';
import { lessonPageStylesheet, type PageTheme } from './page-style';
import { cspHash } from './sha256';

export interface LessonPageInput {
  readonly lesson: Lesson;
  /** The circuits the lesson's `ref:` blocks name, by id (names shown under the drawings, optional). */
  readonly circuits: Readonly<Record<string, Circuit | { readonly name: string; readonly circuit: Circuit }>>;
  /**
   * Where the definitions of the subcircuits the circuits place are read (the circuit library),
   * after `circuits`. The page carries each definition it needs once.
   */
  readonly library?: SubcircuitLibrary;
  /** The page's script: the bundled lesson-page runtime (out/lesson-page/lesson-page.js). */
  readonly runtime: string;
  /** The colours: the reader's system setting ('auto', the default) or always light or dark. */
  readonly theme?: PageTheme;
  /** What each exercise says of where to do it (plain text); by default, to open the lesson in CircuitForge. */
  readonly exerciseNote?: string;
}

/** Where an exported page sends the reader to do an exercise. */
export const EXPORTED_EXERCISE_NOTE =
  "Do this exercise in CircuitForge: open the lesson there to build the circuit, check it against the exercise's tests and get hints.";

/** Text for HTML content and attribute values. */
export function htmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON that can sit inside `<script type="application/json">`: `<`, `>` and `&` as \u escapes, so no
 * `</script>` or `<!--` in a label can end or bend the element; U+2028/2029 escaped too.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The runtime as the text of an inline script: nothing in it can close the element early. */
export function inlineScript(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

function circuitOf(
  block: LessonBlock,
  circuits: LessonPageInput['circuits'],
): LiveCircuitData | { readonly problem: string } {
  const longest = Math.max(0, ...(block.body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const [segment] = parseLessonBlocks(`${fence}circuit\n${block.body}\n${fence}`, { exercises: [] });
  if (segment === undefined || segment.kind === 'error')
    return { problem: segment?.message.replace(/ of line \d+/, '') ?? 'This circuit block is empty.' };
  if (segment.kind !== 'circuit') return { problem: 'This circuit block cannot be read.' };
  if ('circuit' in segment) return { name: block.meta, circuit: segment.circuit };
  const found = Object.prototype.hasOwnProperty.call(circuits, segment.ref) ? circuits[segment.ref] : undefined;
  if (found === undefined)
    return { problem: `The circuit ${segment.ref} was not exported with this lesson, so it cannot be shown here.` };
  return 'circuit' in found ? { name: found.name, circuit: found.circuit } : { name: block.meta, circuit: found };
}

function exerciseSection(block: LessonBlock, exercise: Exercise | undefined, note: string): string {
  const attrs = `class="${PAGE_CLASSES.exercise}" data-block="${block.index}" hidden`;
  if (exercise === undefined)
    return `<section ${attrs}><p class="${PAGE_CLASSES.blockProblem}">This lesson has no exercise ${htmlEscape(block.meta)}.</p></section>`;
  // Only the title and the statement: never the start, the reference, the tests or the hints.
  const statement = renderLesson(exercise.statement).html;
  return [
    `<section ${attrs} aria-label="Exercise: ${htmlEscape(exercise.title)}">`,
    `<p class="cf-exercise-label">Exercise</p>`,
    `<h3>${htmlEscape(exercise.title)}</h3>`,
    statement,
    `<p class="cf-exercise-note">${htmlEscape(note)}</p>`,
    '</section>',
  ].join('\n');
}

function blockData(block: LessonBlock, input: LessonPageInput, live: LiveCircuitData[]): string {
  if (block.kind === 'exercise')
    return exerciseSection(
      block,
      input.lesson.exercises.find((e) => e.id === block.meta),
      input.exerciseNote ?? EXPORTED_EXERCISE_NOTE,
    );
  const data = circuitOf(block, input.circuits);
  if ('circuit' in data) live.push(data);
  return `<script type="application/json" class="${PAGE_CLASSES.circuitData}" data-block="${block.index}">${scriptJson(data)}</script>`;
}

/** The definitions the page's live circuits place, as the one library script (none: no script). */
function libraryData(live: readonly LiveCircuitData[], input: LessonPageInput): string {
  const own = (id: string) => {
    const found = Object.prototype.hasOwnProperty.call(input.circuits, id) ? input.circuits[id] : undefined;
    if (found === undefined) return undefined;
    return 'circuit' in found ? { name: found.name, circuit: found.circuit } : { name: id, circuit: found };
  };
  const read: SubcircuitLibrary = (id) => own(id) ?? input.library?.(id);
  const { definitions } = placedSubcircuits(
    live.map((l) => l.circuit),
    read,
  );
  if (definitions.length === 0) return '';
  const library: PageLibrary = { definitions };
  return `<script type="application/json" class="${PAGE_CLASSES.library}">${scriptJson(library)}</script>`;
}

/**
 * A lesson as one self-contained HTML document, what a teacher posts on a course website: the text
 * rendered and sanitised by renderLesson, each live circuit embedded as JSON and run in the page
 * by the inline runtime (drawn and simulated as in the editor), each exercise as its statement and
 * a note that it is done in CircuitForge — never its reference solution, tests or hints. A strict
 * Content-Security-Policy allows only the page's own inline script and style (by hash): nothing is
 * fetched, no other script runs.
 */
export function lessonPageHtml(input: LessonPageInput): string {
  const { lesson } = input;
  const rendered = renderLesson(lesson.markdown);
  const style = lessonPageStylesheet(input.theme ?? 'auto');
  const script = inlineScript(input.runtime);
  const csp = [
    "default-src 'none'",
    `script-src ${cspHash(script)}`,
    `style-src ${cspHash(style)}`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const live: LiveCircuitData[] = [];
  const blocks = rendered.blocks.map((block) => blockData(block, input, live));
  const theme = input.theme && input.theme !== 'auto' ? ` data-theme="${input.theme}"` : '';
  return [
    '<!doctype html>',
    `<html lang="en"${theme}>`,
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${htmlEscape(csp)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="generator" content="CircuitForge">',
    `<title>${htmlEscape(lesson.title)}</title>`,
    `<style>${style}</style>`,
    '</head>',
    '<body>',
    '<main>',
    // A lesson usually opens with its title as a heading; one that does not gets it.
    rendered.html.startsWith('<h1') ? '' : `<h1>${htmlEscape(lesson.title)}</h1>`,
    rendered.html,
    ...blocks,
    libraryData(live, input),
    '<p class="cf-page-footer">Made with CircuitForge. The circuits run in this page: click a switch to flip it.</p>',
    '</main>',
    `<script>${script}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
