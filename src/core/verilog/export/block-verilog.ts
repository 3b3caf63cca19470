/**
 * Continuous assignments of a block: the textbook expressions of its outputs. `i` are the
 * expressions of the model inputs, `o` the output nets.
 */
export function blockVerilog(type: string, i: readonly string[], o: readonly string[]): string[] {
  switch (type) {
    case 'MUX_2':
      return [`assign ${o[0]} = ${i[2]} ? ${i[1]} : ${i[0]};`];
    case 'MUX_4':
      return [`assign ${o[0]} = ${i[5]} ? (${i[4]} ? ${i[3]} : ${i[2]}) : (${i[4]} ? ${i[1]} : ${i[0]});`];
    case 'DEMUX_2':
      return [`assign ${o[0]} = ${i[0]} & ~${i[1]};`, `assign ${o[1]} = ${i[0]} & ${i[1]};`];
    case 'DECODER_2TO4':
      return [0, 1, 2, 3].map(
        (k) => `assign ${o[k]} = ${i[2]} & ${k & 2 ? '' : '~'}${i[1]} & ${k & 1 ? '' : '~'}${i[0]};`,
      );
    case 'HALF_ADDER':
      return [`assign ${o[0]} = ${i[0]} ^ ${i[1]};`, `assign ${o[1]} = ${i[0]} & ${i[1]};`];
    case 'FULL_ADDER':
      return [
        `assign ${o[0]} = ${i[0]} ^ ${i[1]} ^ ${i[2]};`,
        `assign ${o[1]} = (${i[0]} & ${i[1]}) | (${i[0]} & ${i[2]}) | (${i[1]} & ${i[2]});`,
      ];
    default:
      throw new Error(`no Verilog for block ${type}`);
  }
}
