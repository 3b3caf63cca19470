/**
 * Value Change Dump (IEEE 1364 §18, four-state): the file GTKWave, Surfer and every HDL simulator
 * read. Signals are declared once in a scope, then only changes are written, at increasing times.
 */

/** A signal of a dump: its name (spaces become `_`), its width, and the scope it sits in. */
export interface VcdSignal {
  readonly name: string;
  readonly width: number;
  /** The scope (a module name; e.g. the test it belongs to). */
  readonly scope?: string;
}

/** The values of every signal at one time: bits most significant first, as 0, 1, X or Z. */
export interface VcdSample {
  readonly time: number;
  readonly values: readonly string[];
}

export interface VcdOptions {
  /** The `$date` text; fixed in tests (a locale-formatted date broke GTKWave for others). */
  readonly date?: string;
  readonly version?: string;
  /** The time unit of the samples' times, e.g. `1ns`. */
  readonly timescale?: string;
  /** The top module's name. */
  readonly top?: string;
}

/** The short identifier of signal `n`: printable ASCII 33–126, base 94. */
export function vcdId(n: number): string {
  let id = '';
  let k = n;
  do {
    id += String.fromCharCode(33 + (k % 94));
    k = Math.floor(k / 94);
  } while (k > 0);
  return id;
}

/** A name as VCD allows it: no spaces (a reference is one word). */
function vcdName(name: string): string {
  return name.replace(/\s+/g, '_') || '_';
}

/**
 * Writes a dump. Samples must come in increasing time; each writes only the signals that changed
 * since the one before (all of them in `$dumpvars` at the first). Values shorter than the width are
 * padded, as VCD extends them (0, or X/Z when the leftmost bit is X/Z).
 */
export function writeVcd(
  signals: readonly VcdSignal[],
  samples: readonly VcdSample[],
  options: VcdOptions = {},
): string {
  const out: string[] = [];
  out.push(`$date\n  ${options.date ?? new Date().toISOString()}\n$end`);
  out.push(`$version\n  ${options.version ?? 'CircuitForge'}\n$end`);
  out.push(`$timescale ${options.timescale ?? '1ns'} $end`);
  const top = vcdName(options.top ?? 'circuit');
  out.push(`$scope module ${top} $end`);
  let scope: string | undefined;
  signals.forEach((s, i) => {
    const wanted = s.scope === undefined ? undefined : vcdName(s.scope);
    if (wanted !== scope) {
      if (scope !== undefined) out.push('$upscope $end');
      if (wanted !== undefined) out.push(`$scope module ${wanted} $end`);
      scope = wanted;
    }
    const range = s.width > 1 ? ` [${s.width - 1}:0]` : '';
    out.push(`$var wire ${s.width} ${vcdId(i)} ${vcdName(s.name)}${range} $end`);
  });
  if (scope !== undefined) out.push('$upscope $end');
  out.push('$upscope $end', '$enddefinitions $end');
  let last: string[] | undefined;
  let lastTime = -Infinity;
  for (const sample of samples) {
    if (sample.time < lastTime)
      throw new Error(`VCD samples must come in increasing time (${sample.time} after ${lastTime}).`);
    const changes: string[] = [];
    sample.values.forEach((raw, i) => {
      const signal = signals[i];
      if (!signal) return;
      const value = normalise(raw, signal.width);
      if (last && last[i] === value) return;
      changes.push(signal.width === 1 ? `${value}${vcdId(i)}` : `b${value} ${vcdId(i)}`);
    });
    const current = sample.values.map((v, i) => normalise(v, signals[i]?.width ?? 1));
    if (!last) out.push(`#${sample.time}`, '$dumpvars', ...changes, '$end');
    else if (changes.length > 0) {
      if (sample.time !== lastTime) out.push(`#${sample.time}`);
      out.push(...changes);
    }
    last = current;
    lastTime = sample.time;
  }
  return `${out.join('\n')}\n`;
}

/** A value as VCD writes it: lower-case x and z, padded to the width as VCD extends (0, or the leftmost X/Z). */
function normalise(bits: string, width: number): string {
  const lower = bits.toLowerCase().replace(/[^01xz]/g, 'x');
  if (lower.length >= width) return lower.slice(lower.length - width);
  const fill = lower[0] === 'x' || lower[0] === 'z' ? lower[0] : '0';
  return fill.repeat(width - lower.length) + lower;
}
