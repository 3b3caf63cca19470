import type { Result } from '../../shared/errors';
import type { VerilogImport, VerilogImportOptions } from '../../core/verilog/types';

/** Main thread → Verilog worker. */
export type VerilogRequest = {
  readonly kind: 'import';
  readonly job: number;
  readonly source: string;
  readonly options: VerilogImportOptions;
};

/** Verilog worker → main thread. */
export type VerilogMessage =
  | { readonly kind: 'progress'; readonly job: number; readonly stage: string; readonly fraction: number }
  | { readonly kind: 'result'; readonly job: number; readonly result: Result<VerilogImport> };
