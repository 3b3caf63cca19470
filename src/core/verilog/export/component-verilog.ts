import { initialStored, type ComponentModel, type GateOp } from '../../simulation/models';
import { initialWords } from '../../simulation/memory-model';
import { blockVerilog } from './block-verilog';
import { memoryVerilog } from './memory-verilog';
import { isStub } from './instance-stubs';
import { pinNet } from './export-netlist';
import type { ModuleScope } from './net-names';
import { storageVerilog } from './storage-verilog';
import { verilogName } from './verilog-names';

const PRIMITIVES: Record<GateOp, string> = {
  AND: 'and',
  OR: 'or',
  XOR: 'xor',
  BUF: 'buf',
};

/**
 * The statements of every part, in component order: gate primitives (`g_<label>`), `bufif1` for
 * tri-state buffers, assignments for constants and blocks, registers and `always` blocks for
 * storage (`st_<label>`). Sources other than constants, displays, passives and subcircuit
 * stand-ins write nothing. `tristate` are the nets tri-state buffers drive.
 */
export function componentStatements(scope: ModuleScope, tristate: ReadonlySet<number>): string[] {
  const { netlist, netName, unique } = scope;
  const comps = netlist.components;
  const body: string[] = [];

  /**
   * How a component input reads: its net, its default while unconnected, or x (a floating logic
   * input reads as X; written as x rather than z because Icarus folds a constant z through gates).
   */
  const read = (c: number, pin: number): string => {
    const p = netlist.pinBase[c]! + pin;
    const d = comps[c]!.layout.defaults[pin]!;
    if (netlist.pinWires[p] === 0 && d >= 0) return `1'b${d}`;
    return netName[netlist.pinNet[p]!] ?? "1'bx";
  };

  /**
   * Blocks and storage read a tri-state net through a buffer (declared where first needed): Verilog's
   * `?:` and registers would pass or keep a z, where the simulator (like a gate) reads it as X.
   */
  const buffered = new Map<string, string>();
  const readAsLogic = (c: number, pin: number): string => {
    const net = read(c, pin);
    const n = netlist.pinNet[netlist.pinBase[c]! + pin]!;
    if (!tristate.has(n) || netName[n] !== net) return net;
    let name = buffered.get(net);
    if (name === undefined) {
      name = unique(`${net}_logic`);
      buffered.set(net, name);
      body.push(`  wire ${name};`, `  buf (${name}, ${net});`);
    }
    return name;
  };

  comps.forEach((comp, c) => {
    const layout = comp.layout;
    const model = layout.model;
    if (isStub(comp.id)) return;
    const name = verilogName(`g_${comp.label}`);
    const viaBuffer = model.kind === 'block' || model.kind === 'storage' || model.kind === 'memory';
    const ins = layout.inputPins.map((pin) => (viaBuffer ? readAsLogic(c, pin) : read(c, pin)));
    const outs = layout.outputPins.map((pin) => netName[pinNet(netlist, c, pin)]!);
    switch (model.kind) {
      case 'source':
        if (model.source === 'const0' || model.source === 'const1') {
          body.push(`  assign ${outs[0]} = 1'b${model.source === 'const1' ? 1 : 0};`);
        }
        if (model.source === 'reset')
          body.push(...powerOnReset(unique(`rst_${comp.label}`), outs[0]!, comp.properties));
        return;
      case 'gate':
        body.push(`  ${gatePrimitive(model.gate!)} ${name} (${[outs[0]!, ...ins].join(', ')});`);
        return;
      case 'tristate':
        body.push(`  bufif1 ${name} (${outs[0]}, ${ins[0]}, ${ins[1]});`);
        return;
      case 'block':
        for (const line of blockVerilog(comp.type, ins, outs)) body.push(`  ${line}`);
        return;
      case 'storage':
        for (const line of storageVerilog(
          comp.type,
          unique(`st_${comp.label}`),
          ins,
          outs,
          initialStored(comp.properties, model.stateBits) === 1 ? 1 : 0,
        ))
          body.push(`  ${line}`);
        return;
      case 'memory':
        for (const line of memoryVerilog(
          model.memory!,
          initialWords(comp.properties),
          unique(`mem_${comp.label}`),
          ins,
          outs,
        )) {
          body.push(`  ${line}`);
        }
        return;
      case 'switch': {
        // A transistor is Verilog's bidirectional switch: tranif1 conducts on 1 (NMOS), tranif0 on 0.
        const [d, s] = layout.channelPins!.map((pin) => netName[pinNet(netlist, c, pin)]!);
        body.push(`  tranif${model.conductsOn} ${name} (${d}, ${s}, ${ins[0]});`);
        return;
      }
      case 'pull':
        body.push(`  ${model.pull === 1 ? 'pullup' : 'pulldown'} ${name} (${netName[pinNet(netlist, c, 0)]});`);
        return;
      case 'display':
      case 'passive':
        return;
    }
  });
  return body;
}

/**
 * A power-on reset as the simulator runs it: a register active from time 0 until the circuit has
 * settled, then released. It takes its active level at `#0` (after every process has started, so
 * the asynchronous presets and clears waiting on `posedge` see the rise from x) and is released a
 * time unit later, when the zero-delay netlist has settled. A simulation construct: a synthesised
 * design takes its reset from the board.
 */
function powerOnReset(name: string, out: string, properties: Readonly<Record<string, unknown>>): string[] {
  const active = properties['activeLow'] === true ? 0 : 1;
  return [
    `  reg ${name};`,
    `  initial begin #0 ${name} = 1'b${active}; #1 ${name} = 1'b${1 - active}; end`,
    `  assign ${out} = ${name};`,
  ];
}

/** The Verilog gate primitive of a gate: `and`, `nand`, `xnor`, `not`… */
function gatePrimitive({ op, invert }: NonNullable<ComponentModel['gate']>): string {
  const prim = op === 'BUF' ? (invert ? 'not' : 'buf') : `${invert ? 'n' : ''}${PRIMITIVES[op]}`;
  return prim === 'nxor' ? 'xnor' : prim;
}
