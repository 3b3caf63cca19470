import { FILE_EXTENSION } from '../../../shared/circuit';
import { pickTextFiles } from '../platform/file-io';
import { registerCommand } from './types';

/**
 * Imports circuit files as new circuits and opens the last: CircuitForge's own, Logisim's `.circ`
 * and Digital's `.dig` (pick a Digital project's files together: its main circuit opens with its
 * subcircuits).
 */
export const fileImport = registerCommand({
  name: 'file.import',
  label: 'Import circuit file…',
  perform: async ({ state }) => {
    const files = await pickTextFiles(`${FILE_EXTENSION},.json,application/json,.circ,.dig`);
    // A refused file is reported by the store (a notice naming the problem and its place).
    if (files.length > 0) await state().importCircuitFiles(files);
  },
});
