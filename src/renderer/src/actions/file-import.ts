import { FILE_EXTENSION } from '../../../shared/circuit';
import { pickTextFile } from '../platform/file-io';
import { registerCommand } from './types';

/** Imports a CircuitForge file as a new circuit and opens it. */
export const fileImport = registerCommand({
  name: 'file.import',
  label: 'Import circuit file…',
  perform: async ({ state }) => {
    const file = await pickTextFile(`${FILE_EXTENSION},.json,application/json,.circ,.dig`);
    if (!file) return;
    // A refused file is reported by the store (a notice naming the problem and its place).
    await state().importCircuitFile(file.content, file.name);
  },
});
