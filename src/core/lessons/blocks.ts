import { CircuitSchema, type Circuit } from '../../shared/circuit/types';
import { LessonIdSchema } from '../../shared/lessons/types';
import { jsonNestsDeeperThan } from '../../shared/json-depth';
import { fencesOf, linesOf } from './fences';

/** A piece of a lesson's text, in order. Lines count from 1. */
export type LessonSegment =
  | { readonly kind: 'markdown'; readonly line: number; readonly text: string }
  /** A circuit of the library by its id; `known` false when the library has none of that id. */
  | { readonly kind: 'circuit'; readonly line: number; readonly ref: string; readonly known: boolean }
  | { readonly kind: 'circuit'; readonly line: number; readonly circuit: Circuit }
  /** An exercise of the lesson by its id; `known` false when the lesson has none of that id. */
  | { readonly kind: 'exercise'; readonly line: number; readonly id: string; readonly known: boolean }
  /** A circuit or exercise block that cannot be read: what is wrong, and the block's own text. */
  | { readonly kind: 'error'; readonly line: number; readonly message: string; readonly text: string };

export interface BlockContext {
  /** The ids of the lesson's exercises. */
  readonly exercises: readonly string[];
  /** Whether the library has a circuit of this id; without it every ref counts as known. */
  readonly hasCircuit?: (id: string) => boolean;
}

/** The deepest nesting of an inline circuit's JSON (real circuits nest 6 levels). */
const MAX_INLINE_DEPTH = 64;

/**
 * Splits a lesson's text into Markdown, live circuits (```circuit holding `ref: <id>` or a
 * circuit's JSON) and exercises (```exercise <id>```), in order. A block that cannot be read
 * becomes an error segment naming its line; nothing throws. Other fenced blocks are Markdown.
 */
export function parseLessonBlocks(markdown: string, context: BlockContext): LessonSegment[] {
  const lines = linesOf(markdown);
  const segments: LessonSegment[] = [];
  let textFrom = 0;
  const flushText = (to: number) => {
    if (to > textFrom) {
      const text = lines.slice(textFrom, to).join('\n');
      if (text.trim() !== '') segments.push({ kind: 'markdown', line: textFrom + 1, text });
    }
  };
  for (const fence of fencesOf(lines)) {
    const [word = '', ...rest] = fence.info.split(/\s+/);
    const kind = word.toLowerCase();
    if (kind !== 'circuit' && kind !== 'exercise') continue;
    flushText(fence.open);
    const end = fence.close ?? lines.length - 1;
    const text = lines.slice(fence.open, end + 1).join('\n');
    const line = fence.open + 1;
    if (fence.close === undefined) {
      segments.push({
        kind: 'error',
        line,
        text,
        message: `The ${kind} block of line ${line} is not closed: end it with a line of \`\`\`.`,
      });
    } else if (kind === 'circuit') {
      segments.push(circuitSegment(fence.body, rest.join(' '), line, text, context));
    } else {
      segments.push(exerciseSegment(fence.body, rest, line, text, context));
    }
    textFrom = end + 1;
  }
  flushText(lines.length);
  return segments;
}

function circuitSegment(body: string, info: string, line: number, text: string, context: BlockContext): LessonSegment {
  const error = (message: string): LessonSegment => ({
    kind: 'error',
    line,
    text,
    message: `The circuit block of line ${line} ${message}`,
  });
  if (info !== '')
    return error(
      `has "${info}" after "circuit": a circuit block names its circuit inside it (ref: <id>), or holds its JSON.`,
    );
  const trimmed = body.trim();
  const ref = /^ref:\s*(\S*)\s*$/i.exec(trimmed);
  if (ref) {
    const id = LessonIdSchema.safeParse(ref[1]);
    if (!id.success)
      return error(
        `refers to "${ref[1]}", which is not a circuit id (${id.error.issues[0]?.message ?? 'letters, digits, "_" and "-"'}).`,
      );
    return { kind: 'circuit', line, ref: id.data, known: context.hasCircuit?.(id.data) ?? true };
  }
  if (trimmed === '') return error('is empty: write "ref: <circuit id>" or paste a circuit\'s JSON.');
  if (!trimmed.startsWith('{'))
    return error('holds neither "ref: <circuit id>" nor a circuit\'s JSON (which starts with "{").');
  if (jsonNestsDeeperThan(trimmed, MAX_INLINE_DEPTH))
    return error(`holds JSON nested more than ${MAX_INLINE_DEPTH} levels deep.`);
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch (e) {
    const detail = e instanceof SyntaxError ? `: ${e.message}` : '';
    return error(`holds JSON that does not parse${detail}.`);
  }
  const circuit = CircuitSchema.safeParse(json);
  if (!circuit.success) {
    const issue = circuit.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.map(String).join('.')}` : '';
    const more = circuit.error.issues.length > 1 ? ` (and ${circuit.error.issues.length - 1} more problems)` : '';
    return error(`is not a circuit${where}: ${issue?.message ?? 'unexpected shape'}${more}.`);
  }
  return { kind: 'circuit', line, circuit: circuit.data };
}

function exerciseSegment(
  body: string,
  words: readonly string[],
  line: number,
  text: string,
  context: BlockContext,
): LessonSegment {
  const error = (message: string): LessonSegment => ({
    kind: 'error',
    line,
    text,
    message: `The exercise block of line ${line} ${message}`,
  });
  const there =
    context.exercises.length > 0
      ? ` The lesson's exercises: ${context.exercises.join(', ')}.`
      : ' The lesson has no exercises yet.';
  if (words.length !== 1) return error(`needs exactly one exercise id after "exercise" (\`\`\`exercise <id>).${there}`);
  if (body.trim() !== '')
    return error('holds text: an exercise block holds only its id; the statement belongs to the exercise.');
  const id = LessonIdSchema.safeParse(words[0]);
  if (!id.success) return error(`names "${words[0]}", which is not an exercise id.${there}`);
  return { kind: 'exercise', line, id: id.data, known: context.exercises.includes(id.data) };
}
