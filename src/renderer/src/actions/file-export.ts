import { downloadTextFile } from '../documents/file-io';
import { register } from './types';

/** Saves the open circuit as a CircuitForge file. */
export const fileExport = register({
  name: 'file.export',
  label: 'Export circuit file…',
  shortcuts: ['Mod+Shift+E'],
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
