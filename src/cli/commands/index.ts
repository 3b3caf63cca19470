import type { RegisterCommand } from '../command';
import { registerConvert, registerExportVerilog, registerImport } from './files';
import { registerSimulate } from './simulate';
import { registerTest } from './test';
import { registerTruthTable } from './truth-table';
import { registerValidate } from './validate';
import { registerImage } from './image';
import { registerAsk } from './ask';
import { registerMcp } from './mcp';

/** Every command of `circuitforge`, in the order `--help` lists them: adding one is one line here. */
export const COMMANDS: readonly RegisterCommand[] = [
  registerValidate,
  registerSimulate,
  registerTruthTable,
  registerTest,
  registerExportVerilog,
  registerImport,
  registerConvert,
  registerImage,
  registerAsk,
  registerMcp,
];
