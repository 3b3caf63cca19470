import type { RegisterCommand } from '../command';
import { registerConvert, registerExportVerilog, registerImport } from './files';
import { registerSimulate } from './simulate';
import { registerTest } from './test';
import { registerTruthTable } from './truth-table';
import { registerValidate } from './validate';

/** Every command of `circuitforge`, in the order `--help` lists them: adding one is one line here. */
export const COMMANDS: readonly RegisterCommand[] = [
  registerValidate,
  registerSimulate,
  registerTruthTable,
  registerTest,
  registerExportVerilog,
  registerImport,
  registerConvert,
];
