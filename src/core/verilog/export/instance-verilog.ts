import { fail, ok, type Result } from '../../../shared/errors';
import { pinNet } from './export-netlist';
import type { InstanceStub } from './instance-stubs';
import type { ModuleScope } from './net-names';
import { verilogName } from './verilog-names';

/**
 * One module instance per subcircuit (`u_<label>`), its ports connected by name to the nets its
 * stand-ins sat on (a wide port as a concatenation, most significant bit first; `1'bx` where there
 * is none). `moduleOf` names the definition's module; a definition it does not know is refused.
 */
export function instanceStatements(
  { netlist, netName, unique }: ModuleScope,
  instances: readonly InstanceStub[],
  moduleOf: ((circuitId: string) => string | undefined) | undefined,
): Result<string[]> {
  if (instances.length === 0) return ok([]);
  const comps = netlist.components;
  const indexOf = new Map(comps.map((comp, c) => [comp.id, c]));
  const bitNet = (id: string, pin: 'in' | 'out'): string => {
    const c = indexOf.get(id);
    if (c === undefined) return "1'bx";
    const comp = comps[c]!;
    const index = comp.layout.definition.pins.findIndex((p) => p.name === pin);
    return netName[pinNet(netlist, c, index)] ?? "1'bx";
  };
  const connection = (stub: string, width: number, pin: 'in' | 'out') =>
    width === 1
      ? bitNet(stub, pin)
      : `{${Array.from({ length: width }, (_, i) => bitNet(`${stub}#${width - 1 - i}`, pin)).join(', ')}}`;
  const lines: string[] = [];
  for (const instance of instances) {
    const module = moduleOf?.(instance.circuit);
    if (module === undefined) {
      return fail(
        'INVALID_INPUT',
        `${instance.label} places a circuit that is not in the library.`,
        `Delete ${instance.label}, or place the subcircuit again from the palette.`,
      );
    }
    const pins = [
      ...instance.inputs.map((p) => `.${verilogName(p.name)}(${connection(p.stub, p.width, 'in')})`),
      ...instance.outputs.map((p) => `.${verilogName(p.name)}(${connection(p.stub, p.width, 'out')})`),
    ];
    lines.push(`  ${module} ${unique(`u_${instance.label}`)} (${pins.join(', ')});`);
  }
  return ok(lines);
}
