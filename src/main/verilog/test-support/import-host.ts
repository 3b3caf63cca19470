import ELK from 'elkjs/lib/elk.bundled.js';
import { importVerilog } from '../../../core/verilog/import/import-verilog';
import type { VerilogHost, VerilogImportOptions } from '../../../core/verilog/types';
import { runYosysHere } from '../run-yosys';
import type { Design } from './designs';

/** Yosys on the test's own thread and one ELK per layout: what the worker does, without the worker. */
export const testHost: VerilogHost = {
  yosys: runYosysHere,
  layout: (graph) => new ELK().layout(graph),
};

/** Imports a test design under its file name. */
export function importDesign(design: Design, options: VerilogImportOptions = {}) {
  return importVerilog(design.source, { fileName: design.file, ...options }, testHost);
}
