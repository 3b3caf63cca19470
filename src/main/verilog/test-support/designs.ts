import { readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Verilog designs of the import tests (src/main/verilog/test-designs), each described by the
 * `// @…` lines of its header comment:
 *
 * - `@in a:4 b cin` — the data input ports in order, with their widths (1 when left out);
 * - `@clock clk` — the clock port (sequential designs clocked on an edge);
 * - `@out sum:4 cout` — the output ports, in the order their bits are compared;
 * - `@stimulus combinational|sequential`;
 * - `@reset rst=1 cycles=2 p=0.0625` — an input held at a value for the first cycles (reset, load,
 *   enable: whatever brings the design to a known state), then at that value with probability p;
 * - `@warmup 8` — cycles not compared (by default the `@reset` cycles): Icarus starts storage at x,
 *   our simulator at 0, so only what follows a known state can be compared;
 * - `@cycles 500` — random cycles or vectors after the warm-up (2,000 by default);
 * - `@separate en_n` — an input that never changes in the same step as the others (a latch enable:
 *   closing a latch while its data changes is a race, which the event engine's gate delays decide
 *   one way and Verilog's zero-delay semantics the other);
 * - `@odd-labels a0 hi` — ports whose labels are not simply NAME / NAME0, NAME1… (clashes, ranges
 *   such as [7:4], awkward names): import-ports.test.ts checks those;
 * - `@known-issue what` — the import is known to get this design wrong: its tests are expected to
 *   fail (`it.fails`), so that they start failing, and the tag is removed, once it is fixed;
 * - `@refuse CODE` and `@message re1 re2` — the import must fail with that code and a message
 *   matching every regular expression (case-insensitive); `line` means "line N" where N is the line
 *   marked `// @here`;
 * - `@warning re1 re2` — the import must succeed with a warning matching every expression (as in
 *   `@message`).
 *
 * The top module is named after the file.
 */

export interface Port {
  readonly name: string;
  readonly width: number;
}

export interface ResetSpec {
  readonly port: string;
  readonly value: number;
  readonly cycles: number;
  /** Probability of the active value after the warm-up. */
  readonly probability: number;
}

export interface Design {
  /** The file name ("adder.v"). */
  readonly file: string;
  /** The top module: the file's name without extension. */
  readonly top: string;
  readonly source: string;
  readonly inputs: readonly Port[];
  readonly clock: string | undefined;
  readonly outputs: readonly Port[];
  readonly stimulus: 'combinational' | 'sequential' | 'refused';
  readonly reset: ResetSpec | undefined;
  readonly warmup: number;
  /** Random cycles (sequential) or vectors (combinational, more than 12 input bits) after the warm-up. */
  readonly cycles: number;
  /** Ports whose labels the plain rule does not give (see `@odd-labels`). */
  readonly oddLabels: readonly string[];
  /** What the import is known to get wrong here (see `@known-issue`). */
  readonly knownIssue: string | undefined;
  /** An input changed alone in its steps (see `@separate`). */
  readonly separate: string | undefined;
  readonly refuse: { readonly code: string; readonly message: readonly RegExp[] } | undefined;
  /** What one of the import's warnings must say (see `@warning`); empty when it need not warn. */
  readonly warning: readonly RegExp[];
}

export const DESIGNS_DIR = fileURLToPath(new URL('../test-designs/', import.meta.url));

/** Most input bits tested exhaustively; beyond, seeded random vectors. */
export const EXHAUSTIVE_BITS = 12;
export const RANDOM_STEPS = 2000;

function ports(text: string | undefined): Port[] {
  if (text === undefined) return [];
  return text
    .split(/\s+/)
    .filter((p) => p !== '')
    .map((p) => {
      const [name, width] = p.split(':');
      return { name: name!, width: width === undefined ? 1 : Number(width) };
    });
}

/** Parses one design's header. */
export function parseDesign(file: string, source: string): Design {
  const tags = new Map<string, string>();
  for (const line of source.split('\n')) {
    const match = /^\/\/ @([\w-]+)(?:\s+(.*))?$/.exec(line.trim());
    if (match) tags.set(match[1]!, (match[2] ?? '').trim());
  }
  const stimulus = tags.has('refuse') ? 'refused' : tags.get('stimulus');
  if (stimulus !== 'combinational' && stimulus !== 'sequential' && stimulus !== 'refused') {
    throw new Error(`${file}: the header needs "// @stimulus combinational|sequential" or "// @refuse CODE"`);
  }
  let reset: ResetSpec | undefined;
  const resetTag = tags.get('reset');
  if (resetTag !== undefined) {
    const match = /^(\w+)=([01])\s+cycles=(\d+)(?:\s+p=([\d.]+))?$/.exec(resetTag);
    if (!match) throw new Error(`${file}: bad @reset "${resetTag}"`);
    reset = {
      port: match[1]!,
      value: Number(match[2]),
      cycles: Number(match[3]),
      probability: match[4] === undefined ? 1 / 16 : Number(match[4]),
    };
  }
  const hereLine = source.split('\n').findIndex((line) => line.includes('// @here')) + 1;
  const patterns = (tag: string | undefined) =>
    (tag ?? '')
      .split(/\s+/)
      .filter((m) => m !== '')
      .map((m) => new RegExp(m === 'line' ? `line ${hereLine}\\b` : m, 'i'));
  const refuseTag = tags.get('refuse');
  const refuse =
    refuseTag === undefined
      ? undefined
      : {
          code: refuseTag,
          message: patterns(tags.get('message')),
        };
  const design: Design = {
    file,
    top: basename(file, extname(file)),
    source,
    inputs: ports(tags.get('in')),
    clock: tags.get('clock'),
    outputs: ports(tags.get('out')),
    stimulus,
    reset,
    warmup: tags.has('warmup') ? Number(tags.get('warmup')) : (reset?.cycles ?? 0),
    cycles: tags.has('cycles') ? Number(tags.get('cycles')) : RANDOM_STEPS,
    separate: tags.get('separate'),
    oddLabels: (tags.get('odd-labels') ?? '').split(/\s+/).filter((p) => p !== ''),
    knownIssue: tags.get('known-issue'),
    refuse,
    warning: patterns(tags.get('warning')),
  };
  for (const port of [reset?.port, design.separate]) {
    if (port !== undefined && !design.inputs.some((p) => p.name === port))
      throw new Error(`${file}: no input "${port}"`);
  }
  return design;
}

/** Every design of the folder, sorted by file name. */
export function loadDesigns(): Design[] {
  return readdirSync(DESIGNS_DIR)
    .filter((f) => f.endsWith('.v') || f.endsWith('.sv'))
    .sort()
    .map((f) => parseDesign(f, readFileSync(join(DESIGNS_DIR, f), 'utf8')));
}

/** The designs of one kind. */
export function designsOf(kind: Design['stimulus']): Design[] {
  return loadDesigns().filter((d) => d.stimulus === kind);
}

/** Input bits of a design (the clock excluded). */
export function inputBits(design: Design): number {
  return design.inputs.reduce((sum, p) => sum + p.width, 0);
}
