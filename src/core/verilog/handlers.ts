import { fail, ok } from '../../shared/errors';
import type { DocumentService } from '../documents/document-service';
import { checkImportedCircuit } from '../documents/import-check';
import type { HandlerMap } from '../rpc/dispatch';
import { exportVerilog, verilogName } from '../simulation/verilog/verilog-export';
import type { VerilogImporter } from './types';

/** Handlers of `verilog:*`: synthesis into a new circuit, and a circuit as structural Verilog. */
export function verilogHandlers(
  documents: DocumentService,
  importer: VerilogImporter,
): Pick<HandlerMap, 'verilog:import' | 'verilog:export'> {
  return {
    'verilog:import': async ({ source, top, fileName, outputs }) => {
      const imported = await importer.run(source, { top, fileName, outputs });
      if (!imported.success) return imported;
      const checked = checkImportedCircuit(imported.data.circuit);
      if (!checked.success) return checked;
      const opened = documents.importState(imported.data.name, checked.data);
      return opened.success ? ok({ circuit: opened.data, report: imported.data.report }) : opened;
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
