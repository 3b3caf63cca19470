import { pickTextFile } from '../platform/file-io';
import { registerCommand } from './types';

/** The files the picker offers: Verilog and SystemVerilog sources. */
export const VERILOG_FILE_TYPES = '.v,.sv';

/** Picks a Verilog file and opens the import dialog for it (outputs, top module, then Import). */
export const fileImportVerilog = registerCommand({
  name: 'file.importVerilog',
  label: 'Import Verilog…',
  perform: async ({ state }) => {
    const file = await pickTextFile(VERILOG_FILE_TYPES);
    if (!file) return;
    state().openVerilogDraft(file.name, file.content);
  },
});
