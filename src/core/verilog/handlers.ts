import type { OpenCircuit, VerilogReport } from '../../shared/contract';
import { fail, ok, type Result } from '../../shared/errors';
import type { DocumentService } from '../documents/document-service';
import { storeInSlices } from '../documents/import-slices';
import type { YieldNow } from '../slices';
import type { HandlerMap } from '../rpc/dispatch';
import { exportHierarchy } from './export/hierarchy-export';
import { verilogName } from './export/verilog-names';
import type { VerilogImport, VerilogImporter } from './types';

/** Handlers of `verilog:*`: synthesis into a new circuit, and a circuit as structural Verilog. */
export function verilogHandlers(
  documents: DocumentService,
  importer: VerilogImporter,
): Pick<HandlerMap, 'verilog:import' | 'verilog:export'> {
  /** The store of the import asked before: results are stored in the order the imports were asked. */
  let previousStore: Promise<void> = Promise.resolve();
  return {
    'verilog:import': async ({ source, top, fileName, outputs, bits, flatten }, { yieldNow }) => {
      const running = importer.run(source, { top, fileName, outputs, bits, flatten });
      const before = previousStore;
      let stored = () => {};
      previousStore = new Promise<void>((resolve) => (stored = resolve));
      try {
        const imported = await running;
        // A big design is checked and stored in slices, while the next import runs in the worker:
        // a small one after it must not be stored first.
        await before;
        return await store(imported, yieldNow);
      } finally {
        stored();
      }
    },
    'verilog:export': ({ circuitId }) => {
      const list = documents.list();
      if (!list.success) return list;
      const meta = list.data.find((m) => m.id === circuitId);
      if (!meta) return fail('NOT_FOUND', 'That circuit no longer exists.', 'Open another circuit and export it.');
      const state = documents.stateOf(circuitId);
      if (!state.success) return state;
      const moduleName = verilogName(meta.name.trim() === '' ? 'circuit' : meta.name);
      // With the subcircuits it places: one module per definition, before the circuit's own.
      const names = new Map(list.data.map((m) => [m.id, m.name]));
      const exported = exportHierarchy(state.data.toJSON(), moduleName, (id) => {
        const definition = documents.stateOf(id);
        return definition.success && names.has(id)
          ? { name: names.get(id)!, circuit: definition.data.toJSON() }
          : undefined;
      });
      if (!exported.success) return exported;
      return ok({ fileName: `${moduleName}.v`, moduleName, source: exported.data.source });
    },
  };

  /**
   * Checks and stores an import as a new circuit, in slices as circuit:import does (a 5,000-gate
   * design held the main thread for 0.3–0.45 s in one go).
   */
  async function store(
    imported: Result<VerilogImport>,
    yieldNow: YieldNow | undefined,
  ): Promise<Result<{ circuit: OpenCircuit; report: VerilogReport }>> {
    if (!imported.success) return imported;
    const { name, circuit, subcircuits, report } = imported.data;
    const uses = new Map<string, number>();
    for (const c of circuit.components) {
      const id = c.type === 'SUBCIRCUIT' ? c.properties.circuit : undefined;
      if (typeof id === 'string') uses.set(id, (uses.get(id) ?? 0) + 1);
    }
    // The modules kept as subcircuits are stored first (equal ones already in the library reused).
    const opened = await storeInSlices(
      documents,
      {
        name,
        ...(subcircuits.length > 0 ? { subcircuits, uses } : {}),
        componentCount: circuit.components.length,
        wireCount: circuit.wires.length,
        noteCount: 0,
        batches: [{ components: circuit.components }, { wires: circuit.wires }],
      },
      yieldNow ?? (() => Promise.resolve()),
    );
    return opened.success ? ok({ circuit: opened.data, report }) : opened;
  }
}
