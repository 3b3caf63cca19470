import { downloadTextFile } from '../platform/file-io';
import { registerCommand } from './types';

/** Saves the open circuit as a CircuitForge file. */
export const fileExport = registerCommand({
  name: 'file.export',
  label: 'Export circuit file…',
  enabled: (s) => s.replica !== undefined,
  perform: async ({ state }) => {
    const id = state().replica?.circuitId;
    if (id === undefined) return;
    const result = await state().exportCircuit(id);
    if (!result.success) {
      state().pushNotice({ level: 'error', message: result.error, hint: result.hint });
      return;
    }
    downloadTextFile(result.data.fileName, result.data.content);
  },
});
