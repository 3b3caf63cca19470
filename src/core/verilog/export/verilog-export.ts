import type { Circuit } from '../../../shared/circuit/types';
import { fail, ok, type Result } from '../../../shared/errors';
import { componentStatements } from './component-verilog';
import { exportNetlist } from './export-netlist';
import { instanceStatements } from './instance-verilog';
import { declaredNets, nameDrivenNets, tristateNets, type ModuleScope } from './net-names';
import { namePorts, outputAssignments, type InputPort, type OutputPort } from './ports';
import { uniqueNames, verilogName } from './verilog-names';

/** Options of {@link exportVerilog}. */
export interface VerilogOptions {
  /** Module name; defaults to "circuit". */
  readonly moduleName?: string;
  /**
   * The module name of a subcircuit's definition, by circuit id: each `SUBCIRCUIT` part becomes an
   * instance of it. Without it a circuit with subcircuits is refused.
   */
  readonly moduleOf?: (circuitId: string) => string | undefined;
}

/** An exported module and its ports, in declaration order. */
export interface VerilogModule {
  readonly source: string;
  readonly moduleName: string;
  /** Input ports: one per switch, push button and clock, named after its label. */
  readonly inputs: readonly InputPort[];
  /** Output ports: one per probe and LED, eight per seven-segment display (LABEL_a … LABEL_dp). */
  readonly outputs: readonly OutputPort[];
}

/**
 * Exports a circuit as structural Verilog-2005: gate primitives for gates, `bufif1` for tri-state
 * buffers, continuous assignments for blocks, `always @(posedge …)` for flip-flops and registers,
 * level-sensitive `always @*` for latches. Storage starts at 0. Switches, buttons and clocks become
 * input ports, probes and LEDs output ports; a net driven by several tri-state buffers is one wire.
 * The module is zero-delay; the event engine's delays are not exported.
 */
export function exportVerilog(given: Circuit, options: VerilogOptions = {}): Result<VerilogModule> {
  const prepared = exportNetlist(given);
  if (!prepared.success) return prepared;
  const { netlist, instances, vectorBits } = prepared.data;
  const moduleName = verilogName(options.moduleName ?? 'circuit');
  // Names are handed out in this order: ports (they keep their labels), driven nets, then the
  // registers, buffers and instances of the statements.
  const scope: ModuleScope = {
    netlist,
    netName: new Array<string>(netlist.netCount),
    unique: uniqueNames([moduleName]),
  };
  const ports = namePorts(scope, vectorBits);
  nameDrivenNets(scope);
  const wires = declaredNets(scope.netName, ports.inputs);
  const tristate = tristateNets(netlist);
  const statements = componentStatements(scope, tristate);
  const assignments = outputAssignments(scope, ports);
  const connected = instanceStatements(scope, instances, options.moduleOf);
  if (!connected.success) return connected;
  if (ports.inputs.length + ports.outputs.length === 0 && netlist.components.length > 0) {
    return fail(
      'INVALID_INPUT',
      'The circuit has no switches, buttons, clocks, probes or LEDs to become ports.',
      'Add inputs and outputs.',
    );
  }
  const declarations = wires.map((net) => `  ${tristate.has(net) ? 'tri' : 'wire'} ${scope.netName[net]};`);
  const body = statements.concat(assignments, connected.data);
  const source = moduleText(moduleName, ports.inputs, ports.outputs, declarations, body, given.powerOn === 'zero');
  return ok({ source, moduleName, inputs: ports.inputs, outputs: ports.outputs });
}

/** The module's text: the header with its ports, the net declarations, the statements. */
function moduleText(
  moduleName: string,
  inputs: readonly InputPort[],
  outputs: readonly OutputPort[],
  declarations: readonly string[],
  body: readonly string[],
  fromZero: boolean,
): string {
  const range = (width: number | undefined) => (width === undefined ? '' : `[${width - 1}:0] `);
  const ports = [
    ...inputs.map((i) => `${i.bidirectional ? 'inout' : 'input'} wire ${range(i.width)}${i.port}`),
    ...outputs.map((o) => `output wire ${range(o.width)}${o.port}`),
  ];
  return [
    `// Exported by CircuitForge: structural, zero-delay; storage starts at 0.`,
    // Verilog has no such start: its nets start x (docs/VERILOG.md).
    ...(fromZero
      ? ['// The circuit powers on from 0 (as in Digital); this module does not: loops of gates start x here.']
      : []),
    `module ${moduleName}(${ports.length > 0 ? `\n  ${ports.join(',\n  ')}\n` : ''});`,
    ...declarations,
    ...body,
    'endmodule',
    '',
  ].join('\n');
}
