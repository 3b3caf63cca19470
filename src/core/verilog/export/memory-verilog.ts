import type { MemoryShape } from '../../simulation/models';
import type { MemoryWords } from '../../../shared/memory/words';

/** Initial words written one statement each; past this many the export says so in a comment. */
const MAX_INITIAL_STATEMENTS = 65_536;

/**
 * Verilog of a ROM or RAM: an array `reg [d-1:0] mem [0:2^a-1]` set to the part's contents in an
 * `initial` block (every word 0 first, as the simulator starts them, then the words that are not),
 * read at once (`assign`) and, for a RAM, written on the rising clock edge while WE is 1 (Verilog
 * ignores a write to an unknown address, and `if` an unknown WE, as the simulator does). OE = 0
 * drives z, and so does WE = 1 on a bidirectional RAM, whose data outputs are its data inputs' nets. `i` are the model inputs (address bits, then for a RAM data bits, WE, CLK; then OE), `o`
 * the data outputs, lowest bit first. `name` is a unique prefix for the declarations.
 */
export function memoryVerilog(
  shape: MemoryShape,
  words: MemoryWords,
  name: string,
  i: readonly string[],
  o: readonly string[],
): string[] {
  const { addressBits: a, dataBits: d, writable } = shape;
  const depth = 2 ** a;
  const vector = (bits: readonly string[]) => (bits.length === 1 ? bits[0]! : `{${[...bits].reverse().join(', ')}}`);
  const address = vector(i.slice(0, a));
  const enable = i[i.length - 1]!;
  const lines = [`reg [${d - 1}:0] ${name} [0:${depth - 1}];`, `integer ${name}_i;`, 'initial begin'];
  lines.push(`  for (${name}_i = 0; ${name}_i < ${depth}; ${name}_i = ${name}_i + 1) ${name}[${name}_i] = ${d}'h0;`);
  let written = 0;
  for (const [at, value] of words.used()) {
    if (written++ === MAX_INITIAL_STATEMENTS) {
      lines.push(`  // … and more words: the export writes the first ${MAX_INITIAL_STATEMENTS}.`);
      break;
    }
    lines.push(`  ${name}[${at}] = ${d}'h${value.toString(16)};`);
  }
  lines.push('end');
  if (writable) {
    const data = vector(i.slice(a, a + d));
    const [we, clock] = [i[a + d]!, i[a + d + 1]!];
    lines.push(`always @(posedge ${clock}) if (${we}) ${name}[${address}] <= ${data};`);
  }
  // A bidirectional RAM drives its data pins only while reading (OE = 1, WE = 0).
  const drive = shape.bidirectional ? `${enable} & ~${i[a + d]!}` : enable;
  lines.push(`assign ${vector(o)} = ${drive} ? ${name}[${address}] : {${d}{1'bz}};`);
  return lines;
}
