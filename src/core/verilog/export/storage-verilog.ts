/**
 * Verilog of the storage parts, in the usual synthesizable idioms, written so that unknown data
 * inputs give the same X as in the simulator and unknown controls do nothing (Verilog's `if`). `i` are the expressions of the
 * model inputs (a net, or 1'b0/1'b1 for an unconnected optional pin), `o` the output nets, `st` the
 * name of the state register, `initial` a flip-flop's power-on value. Asynchronous preset and clear are edge-sensitive in the idiom; they
 * match the simulator except when clear is released while preset is still held (the simulator then
 * presets at once, the idiom at the next clock edge).
 */
export function storageVerilog(
  type: string,
  st: string,
  i: readonly string[],
  o: readonly string[],
  initial: 0 | 1 = 0,
): string[] {
  switch (type) {
    case 'SR_LATCH':
      return [
        `reg ${st} = 1'b0;`,
        // === so that an unknown S or R does nothing, as in the simulator.
        `always @* if (${i[0]} === 1'b1 && ${i[1]} !== 1'b1) ${st} = 1'b1;`,
        `  else if (${i[1]} === 1'b1 && ${i[0]} !== 1'b1) ${st} = 1'b0;`,
        `assign ${o[0]} = (${i[0]} === 1'b1 && ${i[1]} === 1'b1) ? 1'b0 : ${st};`,
        `assign ${o[1]} = (${i[0]} === 1'b1 && ${i[1]} === 1'b1) ? 1'b0 : ~${st};`,
      ];
    case 'D_LATCH':
      return [`reg ${st} = 1'b0;`, `always @* if (${i[1]}) ${st} = ${i[0]};`, ...qAndQn(st, o)];
    case 'D_FLIPFLOP':
      return [
        `reg ${st} = 1'b${initial};`,
        ...flipFlop(st, i[1]!, i[2]!, i[3]!, `${st} <= ${i[0]};`),
        ...qAndQn(st, o),
      ];
    case 'JK_FLIPFLOP':
      return [
        `reg ${st} = 1'b${initial};`,
        ...flipFlop(
          st,
          i[1]!,
          i[3]!,
          i[4]!,
          // The characteristic equation with its consensus term: exact for unknown J or K too.
          `${st} <= (${i[0]} & ~${st}) | (~${i[2]} & ${st}) | (${i[0]} & ~${i[2]});`,
        ),
        ...qAndQn(st, o),
      ];
    case 'T_FLIPFLOP':
      return [
        `reg ${st} = 1'b${initial};`,
        ...flipFlop(st, i[1]!, i[2]!, i[3]!, `${st} <= ${i[0]} ? ~${st} : ${st};`),
        ...qAndQn(st, o),
      ];
    case 'REGISTER_4':
      return [
        `reg [3:0] ${st} = 4'b0;`,
        ...clocked(i[4]!, i[6]!, `${st} <= 4'b0;`, `if (${i[5]}) ${st} <= {${i[3]}, ${i[2]}, ${i[1]}, ${i[0]}};`),
        ...o.map((q, b) => `assign ${q} = ${st}[${b}];`),
      ];
    case 'COUNTER_4':
      return [
        `reg [3:0] ${st} = 4'b0;`,
        ...clocked(i[0]!, i[2]!, `${st} <= 4'b0;`, `if (${i[1]}) ${st} <= ${st} + 4'd1;`),
        ...o.slice(0, 4).map((q, b) => `assign ${q} = ${st}[${b}];`),
        `assign ${o[4]} = (${st} == 4'd15) & ${i[1]};`,
      ];
    default:
      throw new Error(`no Verilog for storage ${type}`);
  }
}

function qAndQn(st: string, o: readonly string[]): string[] {
  return [`assign ${o[0]} = ${st};`, `assign ${o[1]} = ~${st};`];
}

/** A flip-flop with optional asynchronous clear (wins) and preset. */
function flipFlop(st: string, clk: string, pre: string, clr: string, onEdge: string): string[] {
  // An unconnected clock never rises: only the asynchronous inputs (if any) act.
  const events = isConstant(clk) ? [] : [`posedge ${clk}`];
  const branches: string[] = [];
  if (!isConstant(clr)) {
    events.push(`posedge ${clr}`);
    branches.push(`if (${clr}) ${st} <= 1'b0;`);
  }
  if (!isConstant(pre)) {
    events.push(`posedge ${pre}`);
    branches.push(`if (${pre}) ${st} <= 1'b1;`);
  }
  if (events.length === 0) return [];
  const actions = isConstant(clk) ? branches : [...branches, onEdge];
  return [`always @(${events.join(' or ')})`, `  ${actions.join(' else ')}`];
}

/** A clocked block with an optional asynchronous clear. */
function clocked(clk: string, clr: string, onClear: string, onEdge: string): string[] {
  if (isConstant(clk)) return isConstant(clr) ? [] : [`always @(posedge ${clr})`, `  if (${clr}) ${onClear}`];
  if (isConstant(clr)) return [`always @(posedge ${clk})`, `  ${onEdge}`];
  return [`always @(posedge ${clk} or posedge ${clr})`, `  if (${clr}) ${onClear} else ${onEdge}`];
}

function isConstant(expression: string): boolean {
  return /^1'b[01xz]$/.test(expression);
}
