// Entry of the Verilog worker thread: synthesises with Yosys (WebAssembly, synchronous and a few
// hundred MB while it runs), converts and lays out the result with ELK, one import at a time, off
// the main thread. The thread stays for the next import (the compiled WebAssembly is reused) until
// the main thread ends it. Imported outside a worker (the test runner resolves `?modulePath` to
// this module) it does nothing.
import { parentPort } from 'node:worker_threads';
import ELK from 'elkjs/lib/elk.bundled.js';
import { importVerilog } from '../../core/verilog/import/import-verilog';
import { fail } from '../../shared/errors';
import type { VerilogMessage, VerilogRequest } from './protocol';
import { runYosysHere } from './run-yosys';

const port = parentPort;
if (port) {
  const elk = new ELK();
  const post = (message: VerilogMessage) => port.postMessage(message);
  port.on('message', (request: VerilogRequest) => {
    const { job } = request;
    void importVerilog(request.source, request.options, {
      yosys: runYosysHere,
      layout: (graph) => elk.layout(graph),
      progress: (stage, fraction) => post({ kind: 'progress', job, stage, fraction }),
    })
      .catch((error: unknown) => {
        console.error('[INTERNAL] the Verilog import failed', error);
        return fail(
          'INTERNAL',
          `The Verilog import failed unexpectedly: ${error instanceof Error ? error.message : String(error)}.`,
          'Try again; if it happens again, report the design that caused it.',
        );
      })
      .then((result) => post({ kind: 'result', job, result }));
  });
}
