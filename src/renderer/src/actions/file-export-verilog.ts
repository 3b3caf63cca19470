import { downloadTextFile } from '../platform/file-io';
import { registerCommand } from './types';

/** Saves the open circuit as a structural Verilog module, `<module>.v`, as circuit files are saved. */
export const fileExportVerilog = registerCommand({
  name: 'file.exportVerilog',
  label: 'Export Verilog…',
  enabled: (s) => s.replica !== undefined,
  perform: async ({ state }) => {
    const id = state().replica?.circuitId;
    if (id === undefined) return;
    const result = await state().exportVerilog(id);
    if (!result.success) {
      state().pushNotice({ level: 'error', message: result.error, hint: result.hint });
      return;
    }
    downloadTextFile(result.data.fileName, result.data.source, 'text/plain');
  },
});
