import { FILE_EXTENSION } from '../../../shared/circuit';
import { pickTextFile } from '../documents/file-io';
import { register } from './types';

/** Imports a CircuitForge file as a new circuit and opens it. */
export const fileImport = register({
  name: 'file.import',
  label: 'Import circuit file…',
  shortcuts: ['Mod+Shift+O'],
  perform: async ({ state }) => {
    const file = await pickTextFile(`${FILE_EXTENSION},.json,application/json`);
    if (!file) return;
    const result = await state().importCircuitFile(file.content, file.name);
    if (!result.success) state().pushNotice({ level: 'error', message: result.error, hint: result.hint });
  },
});
