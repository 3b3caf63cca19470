import { fail, ok } from '../../shared/errors';
import type { DocumentService } from '../documents/document-service';
import { buildStateInSlices } from '../documents/import-slices';
import { stringifyInSlices } from '../slices';
import type { HandlerMap } from '../rpc/dispatch';
import { exportVerilog, verilogName } from '../simulation/verilog/verilog-export';
import type { VerilogImporter } from './types';

/** Handlers of `verilog:*`: synthesis into a new circuit, and a circuit as structural Verilog. */
export function verilogHandlers(
  documents: DocumentService,
  importer: VerilogImporter,
): Pick<HandlerMap, 'verilog:import' | 'verilog:export'> {
  return {
    'verilog:import': async ({ source, top, fileName, outputs }, { yieldNow }) => {
      const imported = await importer.run(source, { top, fileName, outputs });
      if (!imported.success) return imported;
      // Checked and serialised in slices, as circuit:import does: a 5,000-gate design held the
      // main thread for 0.3–0.45 s in one go.
      const pause = yieldNow ?? (() => Promise.resolve());
      const { name, circuit, report } = imported.data;
      const state = await buildStateInSlices(
        {
          name,
          componentCount: circuit.components.length,
          wireCount: circuit.wires.length,
          noteCount: 0,
          batches: [{ components: circuit.components }, { wires: circuit.wires }],
        },
        pause,
      );
      if (!state.success) return state;
      const serialized = await stringifyInSlices(state.data.toJSON(), pause);
      const opened = documents.importState(name, state.data, serialized);
      return opened.success ? ok({ circuit: opened.data, report }) : opened;
    },
    'verilog:export': ({ circuitId }) => {
      const list = documents.list();
      if (!list.success) return list;
      const meta = list.data.find((m) => m.id === circuitId);
      if (!meta) return fail('NOT_FOUND', 'That circuit no longer exists.', 'Open another circuit and export it.');
      const state = documents.stateOf(circuitId);
      if (!state.success) return state;
      const moduleName = verilogName(meta.name.trim() === '' ? 'circuit' : meta.name);
      const exported = exportVerilog(state.data.toJSON(), { moduleName });
      if (!exported.success) return exported;
      return ok({ fileName: `${moduleName}.v`, moduleName, source: exported.data.source });
    },
  };
}
