import { MAX_VERILOG_GATES } from '../../../shared/contract/verilog-channels';
import { fail, type Failure } from '../../../shared/errors';
import { MAX_FINE_CELLS, MAX_MEMORY_WORDS, SOURCE_FILE } from './script';
import { parameterNumber, publicName, sourceLine, type YosysJson } from './yosys-json';

/** "adder.v, line 3" (or "adder.v" when the line is not known). */
export function where(fileName: string, line: number | undefined): string {
  return line === undefined ? fileName : `${fileName}, line ${line}`;
}

/** The line as the user wrote it, shortened, for a hint. */
function quote(source: string, line: number | undefined): string {
  if (line === undefined) return '';
  const text = source.split(/\r?\n/)[line - 1]?.trim();
  if (!text) return '';
  return ` Line ${line} reads: ${text.length > 100 ? `${text.slice(0, 100)}…` : text}`;
}

/** Module names written in the source (for "the modules are …"), in order. */
export function modulesIn(source: string): string[] {
  const names: string[] = [];
  const pattern = /\b(?:module|macromodule)\s+(?:automatic\s+|static\s+)?([A-Za-z_][A-Za-z0-9_$]*)/g;
  const code = source.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  for (let match = pattern.exec(code); match; match = pattern.exec(code)) names.push(match[1]!);
  return names;
}

/** The line of the `always_comb` block that assigns `signal` (Yosys names line 0 for it). */
function alwaysCombLine(source: string, signal: string): number | undefined {
  const lines = source.split(/\r?\n/);
  let inBlock: number | undefined;
  const assigns = new RegExp(`\\b${signal.replace(/[^A-Za-z0-9_]/g, '')}\\b\\s*(?:\\[[^\\]]*\\]\\s*)?<?=(?!=)`);
  for (let i = 0; i < lines.length; i++) {
    if (/\balways_comb\b/.test(lines[i]!)) inBlock = i + 1;
    if (inBlock !== undefined && assigns.test(lines[i]!)) return inBlock;
  }
  return inBlock;
}

/**
 * The latches a combinational block made, as warnings: which signal is held, on which line, and
 * why (the block does not assign it on every path; in the cases it leaves out it keeps its value).
 * Latches written on purpose (always_latch) say nothing.
 */
export function latchWarnings(checks: YosysJson, source: string, fileName: string): string[] {
  const lines = source.split(/\r?\n/);
  const warnings: string[] = [];
  for (const module of Object.values(checks.modules)) {
    const nameOf = (bits: readonly unknown[]) => {
      for (const [name, net] of Object.entries(module.netnames)) {
        if (net.hide_name === 1) continue;
        if (bits.some((b) => net.bits.includes(b as never))) return name.replace(/^\\/, '');
      }
      return undefined;
    };
    for (const cell of Object.values(module.cells)) {
      if (cell.type !== '$dlatch') continue;
      const signal = nameOf(cell.connections['Q'] ?? []) ?? 'a signal';
      // Yosys gives the processes of always_comb no line: find the block that assigns the signal.
      const line = sourceLine(cell.attributes) || assigningBlockLine(lines, signal);
      const block = line === undefined ? undefined : blockKeyword(lines, line);
      if (block === 'always_latch') continue;
      warnings.push(
        `${where(fileName, line)}: "${signal}" is kept in a latch: the ${block ?? 'always'} block does not assign it on every path, so it holds its value in the cases it leaves out. Assign it in every branch (or a default first) if that is not what you meant.`,
      );
    }
  }
  return warnings;
}

/** The line of the last always block before a line that assigns `signal` (the block that keeps it). */
function assigningBlockLine(lines: readonly string[], signal: string): number | undefined {
  const assigns = new RegExp(`\\b${signal.replace(/[^A-Za-z0-9_]/g, '')}\\b\\s*(?:\\[[^\\]]*\\]\\s*)?<?=(?!=)`);
  let block: number | undefined;
  for (let i = 0; i < lines.length; i++) {
    if (/\balways(_comb|_latch|_ff)?\b/.test(lines[i]!)) block = i + 1;
    if (block !== undefined && assigns.test(lines[i]!) && !/\bassign\b/.test(lines[i]!)) return block;
  }
  return undefined;
}

/** The kind of always block (always_comb, always_latch, always) a line of the source belongs to. */
function blockKeyword(lines: readonly string[], line: number): string | undefined {
  for (let i = Math.min(line, lines.length) - 1; i >= 0; i--) {
    const found = /\b(always_comb|always_latch|always_ff|always)\b/.exec(lines[i]!);
    if (found) return found[1];
  }
  return undefined;
}

/**
 * Why Yosys stopped, in the user's words: the first ERROR it printed, with the file and line of
 * the user's source and the line quoted. Assertions of the import's own script (refused cells,
 * size) are read by the caller from checks.json first; this covers the rest.
 */
export function yosysFailure(log: readonly string[], source: string, fileName: string, top?: string): Failure {
  const errorLine = log.find((l) => /\bERROR:/.test(l)) ?? '';
  const located = new RegExp(
    `^${SOURCE_FILE.replace('.', '\\.')}:(\\d+)(?:[.:]\\d+)*(?:-\\d+(?:\\.\\d+)?)?:\\s*ERROR:\\s*(.*)$`,
  ).exec(errorLine.trim());
  if (located) {
    const line = Number(located[1]);
    const message = tidy(located[2]!);
    const task = /System task `(\$\w+)'/.exec(message);
    if (task) {
      return fail(
        'VERILOG_UNSUPPORTED',
        `${where(fileName, line)}: ${task[1]} is a simulation statement and cannot become parts of a circuit.`,
        `Remove it, or put it between \`ifndef SYNTHESIS and \`endif.${quote(source, line)}`,
      );
    }
    return fail(
      'VERILOG_SYNTAX',
      `${where(fileName, line)}: ${message}`,
      `Fix it and import again.${quote(source, line)}`,
    );
  }
  const message = tidy(errorLine.replace(/^.*?ERROR:\s*/, ''));
  const latch = /Latch inferred for signal `\\?[^.]*\.\\?([^']+)' from always_comb/.exec(errorLine);
  if (latch) {
    const signal = latch[1]!;
    const line = alwaysCombLine(source, signal);
    return fail(
      'VERILOG_UNSUPPORTED',
      `${where(fileName, line)}: "${signal}" would be a latch: the always_comb block does not assign it on every path.`,
      `Assign ${signal} in every branch (an else, or a default before the if/case), or use always_ff for storage.`,
    );
  }
  const include = /Can't open include file `([^']+)'/.exec(errorLine);
  if (include) {
    const line = source.split(/\r?\n/).findIndex((l) => l.includes(include[1]!)) + 1 || undefined;
    return fail(
      'VERILOG_UNSUPPORTED',
      `${where(fileName, line)}: the included file "${include[1]}" is not part of the import.`,
      'An import reads one file: paste the included file’s text in place of the `include line.',
    );
  }
  const missing = /Module `\\?([^']+)' not found/.exec(errorLine);
  if (missing && top !== undefined) {
    const modules = modulesIn(source);
    return fail(
      'INVALID_INPUT',
      `${fileName} has no module called "${top}".`,
      modules.length > 0
        ? `Its modules are: ${modules.join(', ')}. Choose one of them as the top module.`
        : 'Check the top module’s name.',
    );
  }
  if (missing) {
    return fail(
      'VERILOG_UNSUPPORTED',
      `${fileName} uses the module "${missing[1]}", which it does not define.`,
      `Add the module "${missing[1]}" to the file (one file holds the whole design), and import again.`,
    );
  }
  if (
    /selection contains \d+ elements instead of the maximum/.test(errorLine) ||
    /select -assert-max/.test(errorLine)
  ) {
    return tooLarge(`more than ${MAX_FINE_CELLS.toLocaleString('en')} cells before optimisation`, fileName);
  }
  if (
    /no top module|Top module .* not found|no modules/i.test(errorLine) ||
    (errorLine === '' && modulesIn(source).length === 0)
  ) {
    return fail(
      'VERILOG_SYNTAX',
      `${fileName} has no module to import.`,
      'A Verilog design is written as `module name(…); … endmodule`.',
    );
  }
  return fail(
    'VERILOG_UNSUPPORTED',
    `Yosys could not synthesise ${fileName}: ${message || 'it stopped without saying why'}.`,
    'Simplify that part of the design, or write it with plain gates, flip-flops and assign statements.',
  );
}

/** Refusal of a design larger than an import may be. */
export function tooLarge(size: string, fileName: string, limit = MAX_VERILOG_GATES): Failure {
  return fail(
    'DESIGN_TOO_LARGE',
    `${fileName} has ${size}; an import takes at most ${limit.toLocaleString('en')} gates and flip-flops.`,
    'Import a smaller part of it (choose a submodule as the top module), or make it narrower.',
  );
}

const CONSTRUCTS: Readonly<Record<string, { what: string; fix: string }>> = {
  $print: {
    what: 'a simulation statement ($display, $write, $strobe or $monitor)',
    fix: 'Remove it, or put it between `ifndef SYNTHESIS and `endif.',
  },
  $check: {
    what: 'an assertion or $finish/$stop',
    fix: 'Remove it, or put it between `ifndef SYNTHESIS and `endif.',
  },
  $tribuf: {
    what: 'a high-impedance value (z): tri-state logic',
    fix: 'Drive the signal with 0 or 1 in every case (a multiplexer) instead of z.',
  },
  $adlatch: { what: 'a latch with an asynchronous reset', fix: 'Use a flip-flop (always_ff / posedge clock).' },
  $dlatchsr: { what: 'a latch with set and reset', fix: 'Use a flip-flop (always_ff / posedge clock).' },
  $sr: { what: 'a set-reset latch described as logic', fix: 'Use a flip-flop with a reset instead.' },
  $aldff: {
    what: 'a flip-flop with an asynchronous load of a signal',
    fix: 'Reset it to a constant (0 or 1) instead of loading a signal.',
  },
  $aldffe: {
    what: 'a flip-flop with an asynchronous load of a signal',
    fix: 'Reset it to a constant (0 or 1) instead of loading a signal.',
  },
  $fsm: { what: 'a state machine cell', fix: 'Write the state machine with a state register and case statements.' },
};

/** The first constructs of checks.json the import refuses, or undefined when there are none. */
export function refusal(checks: YosysJson, fileName: string): Failure | undefined {
  const found: { line: number | undefined; sentence: string; fix: string }[] = [];
  for (const module of Object.values(checks.modules)) {
    for (const cell of Object.values(module.cells)) {
      const line = sourceLine(cell.attributes);
      if (cell.type === '$mem_v2' || cell.type === '$mem') {
        const words = parameterNumber(cell, 'SIZE') ?? 0;
        const width = parameterNumber(cell, 'WIDTH') ?? 0;
        if (words <= MAX_MEMORY_WORDS) continue;
        const id = cell.parameters?.['MEMID'];
        const name = typeof id === 'string' ? (publicName(id) ?? 'a memory') : 'a memory';
        found.push({
          line,
          sentence: `the memory "${name}" has ${words} words of ${width} bits; an import takes memories of at most ${MAX_MEMORY_WORDS} words (each bit becomes a flip-flop)`,
          fix: `Make it at most ${MAX_MEMORY_WORDS} words deep.`,
        });
        continue;
      }
      const construct = CONSTRUCTS[cell.type];
      if (construct)
        found.push({ line, sentence: `${construct.what} cannot become parts of a circuit`, fix: construct.fix });
    }
  }
  if (found.length === 0) return undefined;
  found.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const first = found[0]!;
  const more =
    found.length > 1 ? ` (and ${found.length - 1} more such ${found.length === 2 ? 'place' : 'places'})` : '';
  return fail('VERILOG_UNSUPPORTED', `${where(fileName, first.line)}: ${first.sentence}${more}.`, first.fix);
}

function tidy(message: string): string {
  return message
    .replace(/\\([A-Za-z_][A-Za-z0-9_$]*)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]$/, '');
}
