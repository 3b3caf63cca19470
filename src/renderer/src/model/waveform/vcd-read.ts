import { fitWidth } from './bits';
import { DEFAULT_CAPACITY, SampleStore } from './sample-store';

/** A signal of a dump: its name with the scopes it sits in (the one scope around them all left out), and its width. */
export interface DumpSignal {
  readonly name: string;
  readonly width: number;
}

/** A dump read into a recording. */
export type ReadDump =
  | {
      readonly ok: true;
      readonly signals: readonly DumpSignal[];
      readonly store: SampleStore;
      /** The `$timescale` text (e.g. "1ns"), when there is one. */
      readonly timescale?: string;
    }
  | { readonly ok: false; readonly message: string };

/** The widest signal read (wider ones are refused rather than drawn as a wall of bits). */
const MAX_WIDTH = 256;

interface Token {
  readonly text: string;
  readonly line: number;
}

/** The words of a dump, one at a time, with the line each is on. */
function* tokens(text: string): Generator<Token> {
  let line = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    let c = text.charCodeAt(i);
    // Spaces, tabs, carriage returns and newlines separate words.
    while (i < n && (c === 32 || c === 9 || c === 13 || c === 10)) {
      if (c === 10) line++;
      c = text.charCodeAt(++i);
    }
    if (i >= n) return;
    const start = i;
    while (i < n && c !== 32 && c !== 9 && c !== 13 && c !== 10) c = text.charCodeAt(++i);
    yield { text: text.slice(start, i), line };
  }
}

const failure = (message: string, line: number): ReadDump => ({ ok: false, message: `Line ${line}: ${message}` });

/**
 * Reads a Value Change Dump (IEEE 1364 §18: what GTKWave, Digital, Icarus and this app write) into
 * a recording: the `$var`s become signals (scope.name), every `#time` a sample of the values changed
 * at it. Real values and unknown keywords are skipped; anything else malformed is refused with its
 * line.
 */
export function readVcd(text: string, capacity = DEFAULT_CAPACITY): ReadDump {
  const words = tokens(text);
  const signals: { path: string[]; width: number }[] = [];
  const byId = new Map<string, number[]>();
  const scopes: string[] = [];
  let timescale: string | undefined;

  const until = (end: string): string[] | undefined => {
    const out: string[] = [];
    for (let w = words.next(); !w.done; w = words.next()) {
      if (w.value.text === end) return out;
      out.push(w.value.text);
    }
    return undefined;
  };

  // Declarations.
  let defined = false;
  while (!defined) {
    const w = words.next();
    if (w.done) break;
    const { text: word, line } = w.value;
    switch (word) {
      case '$scope': {
        const body = until('$end');
        if (!body || body.length < 2) return failure('a $scope needs a kind and a name, then $end.', line);
        scopes.push(body[1]!);
        break;
      }
      case '$upscope':
        scopes.pop();
        if (!until('$end')) return failure('$upscope is not closed by $end.', line);
        break;
      case '$var': {
        const body = until('$end');
        if (!body || body.length < 4) return failure('a $var needs a type, a width, an identifier and a name.', line);
        const width = Number(body[1]);
        if (!Number.isInteger(width) || width < 1 || width > MAX_WIDTH)
          return failure(`the width of ${body[3]} must be a whole number from 1 to ${MAX_WIDTH}.`, line);
        const index = signals.length;
        signals.push({ path: [...scopes, body[3]!], width });
        const list = byId.get(body[2]!);
        if (list) list.push(index);
        else byId.set(body[2]!, [index]);
        break;
      }
      case '$timescale':
        timescale = until('$end')?.join('');
        break;
      case '$enddefinitions':
        if (!until('$end')) return failure('$enddefinitions is not closed by $end.', line);
        defined = true;
        break;
      default:
        if (word.startsWith('$')) {
          if (!until('$end')) return failure(`${word} is not closed by $end.`, line);
        } else return failure(`"${word}" is not a declaration; expected $scope, $var or $enddefinitions.`, line);
    }
  }
  if (!defined) return { ok: false, message: 'This is not a value change dump: it has no $enddefinitions.' };
  if (signals.length === 0) return { ok: false, message: 'The dump declares no signals.' };

  const store = new SampleStore(
    signals.map((s) => s.width),
    capacity,
  );
  const values = signals.map((s) => 'X'.repeat(s.width));
  const changed = new Set<number>();
  let time: number | undefined;
  const flush = () => {
    if (time !== undefined && changed.size > 0) store.push(time, values, [...changed]);
    changed.clear();
  };
  const set = (id: string, value: string, line: number): ReadDump | undefined => {
    const indexes = byId.get(id);
    if (!indexes) return failure(`no signal has the identifier "${id}".`, line);
    for (const i of indexes) {
      values[i] = fitWidth(value, signals[i]!.width);
      changed.add(i);
    }
    return undefined;
  };

  for (let w = words.next(); !w.done; w = words.next()) {
    const { text: word, line } = w.value;
    const first = word[0]!;
    if (first === '#') {
      const next = Number(word.slice(1));
      if (!Number.isFinite(next) || next < 0) return failure(`"${word}" is not a time.`, line);
      if (time !== undefined && next < time) return failure(`the time ${next} comes after ${time}.`, line);
      flush();
      time = next;
    } else if (first === 'b' || first === 'B') {
      const id = words.next();
      if (id.done) return failure(`the value ${word} names no signal.`, line);
      const broken = set(id.value.text, word.slice(1), line);
      if (broken) return broken;
    } else if (first === 'r' || first === 'R') {
      words.next(); // Real values have no place among bits: skipped.
    } else if ('01xXzZ'.includes(first) && word.length > 1) {
      const broken = set(word.slice(1), first.toUpperCase(), line);
      if (broken) return broken;
    } else if (word === '$comment') {
      if (!until('$end')) return failure('$comment is not closed by $end.', line);
    } else if (!word.startsWith('$')) {
      return failure(`"${word}" is neither a time nor a value change.`, line);
    }
    // $dumpvars, $dumpall, $dumpon, $dumpoff and their $end only frame value changes.
  }
  if (time === undefined) time = 0;
  flush();
  store.extendTo(time);
  return { ok: true, signals: namesOf(signals), store, ...(timescale ? { timescale } : {}) };
}

/** Signal names with their scopes, leaving out a scope that every signal shares at the top. */
function namesOf(signals: readonly { path: string[]; width: number }[]): DumpSignal[] {
  const top = signals[0]!.path[0];
  const shared = signals.every((s) => s.path.length > 1 && s.path[0] === top);
  return signals.map((s) => ({ name: (shared ? s.path.slice(1) : s.path).join('.'), width: s.width }));
}
