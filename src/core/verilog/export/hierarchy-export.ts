import type { Circuit } from '../../../shared/circuit/types';
import { fail, ok, type Result } from '../../../shared/errors';
import { exportVerilog, type VerilogModule } from './verilog-export';
import { uniqueNames, verilogName } from './verilog-names';

/** A circuit of the library, as the hierarchical export reads it. */
export interface LibraryCircuit {
  readonly name: string;
  readonly circuit: Circuit;
}

/**
 * Exports a circuit with the subcircuits it places, one module per definition (each written once,
 * however often it is placed, before the modules that use it), the circuit's own module last.
 * Module names come from the circuits' names, made unique. A definition missing from the library,
 * or a circuit that contains itself, is refused with the names involved.
 */
export function exportHierarchy(
  top: Circuit,
  moduleName: string,
  library: (circuitId: string) => LibraryCircuit | undefined,
): Result<VerilogModule> {
  const modules = new Map<string, string>();
  const uniqueModule = uniqueNames([verilogName(moduleName)]);
  const sources: string[] = [];
  const visiting: string[] = [];

  const moduleFor = (id: string): Result<string> => {
    const known = modules.get(id);
    if (known !== undefined) return ok(known);
    const entry = library(id);
    if (!entry)
      return fail(
        'INVALID_INPUT',
        'A subcircuit places a circuit that is not in the library.',
        'Place it again from the palette.',
      );
    if (visiting.includes(id)) {
      const names = [...visiting.slice(visiting.indexOf(id)), id].map((v) => library(v)?.name ?? v);
      return fail(
        'INVALID_INPUT',
        `${entry.name} contains itself (${names.join(' → ')}).`,
        'Remove the subcircuit that closes the loop.',
      );
    }
    visiting.push(id);
    const inner = exportOne(entry.circuit, entry.name);
    visiting.pop();
    if (!inner.success) return inner;
    return ok(modules.get(id)!);

    function exportOne(circuit: Circuit, name: string): Result<VerilogModule> {
      // The modules it needs come first.
      for (const c of circuit.components) {
        if (c.type !== 'SUBCIRCUIT' || typeof c.properties.circuit !== 'string') continue;
        const needed = moduleFor(c.properties.circuit);
        if (!needed.success) return needed;
      }
      const unique = uniqueModule(name);
      const exported = exportVerilog(circuit, { moduleName: unique, moduleOf: (sub) => modules.get(sub) });
      if (!exported.success) return exported;
      modules.set(id, unique);
      sources.push(exported.data.source);
      return exported;
    }
  };

  for (const c of top.components) {
    if (c.type !== 'SUBCIRCUIT' || typeof c.properties.circuit !== 'string') continue;
    const needed = moduleFor(c.properties.circuit);
    if (!needed.success) return needed;
  }
  const exported = exportVerilog(top, { moduleName, moduleOf: (sub) => modules.get(sub) });
  if (!exported.success) return exported;
  return ok({ ...exported.data, source: [...sources, exported.data.source].join('\n') });
}
