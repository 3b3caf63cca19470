/** A signal read from a Value Change Dump: its scope path, name, width and value changes. */
export interface VcdTrace {
  readonly scope: readonly string[];
  readonly name: string;
  readonly width: number;
  /** Each change: the time and the value, most significant bit first, as 0/1/x/z, padded to the width. */
  readonly changes: { time: number; value: string }[];
}

/**
 * Reads a Value Change Dump (IEEE 1364 §18): the declarations (scopes, `$var`) and the value changes
 * by time, including `$dumpvars` and `$dumpall` blocks. Several declarations may share one id
 * (aliases). Throws with the line for text that is not a VCD.
 */
export function readVcd(text: string): VcdTrace[] {
  const traces: VcdTrace[] = [];
  const byId = new Map<string, VcdTrace[]>();
  const scope: string[] = [];
  const tokens = text.split(/\s+/).filter((t) => t !== '');
  let i = 0;
  let time = 0;
  let definitions = true;
  const expect = (word: string) => {
    if (tokens[i] !== word) throw new Error(`VCD: expected ${word}, found ${tokens[i] ?? 'the end'}`);
    i++;
  };
  const skipToEnd = () => {
    while (i < tokens.length && tokens[i] !== '$end') i++;
    i++;
  };
  const record = (id: string, raw: string) => {
    for (const trace of byId.get(id) ?? []) {
      const value = pad(raw.toLowerCase(), trace.width);
      const last = trace.changes.at(-1);
      if (last && last.time === time) last.value = value;
      else if (!last || last.value !== value) trace.changes.push({ time, value });
    }
  };
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (definitions) {
      i++;
      if (token === '$scope') {
        i++; // the scope's kind (module, task…)
        scope.push(tokens[i++]!);
        expect('$end');
      } else if (token === '$upscope') {
        scope.pop();
        expect('$end');
      } else if (token === '$var') {
        i++; // the kind (wire, reg…)
        const width = Number(tokens[i++]);
        const id = tokens[i++]!;
        const name = tokens[i++]!;
        while (tokens[i] !== '$end' && i < tokens.length) i++; // a bit range
        i++;
        const trace: VcdTrace = { scope: [...scope], name, width, changes: [] };
        traces.push(trace);
        byId.set(id, [...(byId.get(id) ?? []), trace]);
      } else if (token === '$enddefinitions') {
        expect('$end');
        definitions = false;
      } else if (token.startsWith('$')) skipToEnd();
      continue;
    }
    i++;
    if (token.startsWith('#')) time = Number(token.slice(1));
    else if (
      token === '$dumpvars' ||
      token === '$dumpall' ||
      token === '$dumpon' ||
      token === '$dumpoff' ||
      token === '$end'
    )
      continue;
    else if (token === '$comment') skipToEnd();
    else if (token[0] === 'b' || token[0] === 'B' || token[0] === 'r' || token[0] === 'R')
      record(tokens[i++]!, token.slice(1));
    else record(token.slice(1), token[0]!);
  }
  return traces;
}

/** A value padded to the width as VCD extends it: 0, or the leftmost x/z. */
function pad(bits: string, width: number): string {
  if (bits.length >= width) return bits.slice(bits.length - width);
  const fill = bits[0] === 'x' || bits[0] === 'z' ? bits[0] : '0';
  return fill.repeat(width - bits.length) + bits;
}
