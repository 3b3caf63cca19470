// Entry of the import worker thread: parses one circuit file and checks its shape, off the main
// thread, then hands the parts over one batch per request of the main thread (each message is
// small to take in there). Imported outside a worker (the test runner resolves `?modulePath` to this module) it
// does nothing.
import { parentPort } from 'node:worker_threads';
import { readFileHere, refusedWhereRead, type CircuitBatch } from '../../core/documents/import-slices';
import { readForeignFile } from '../../core/foreign/read-foreign';
import type { ImportMessage, ImportRequest } from './protocol';

const port = parentPort;
if (port) {
  const post = (message: ImportMessage) => port.postMessage(message);
  let batches: Iterator<CircuitBatch> | undefined;
  port.on('message', (request: ImportRequest) => {
    if (request.kind === 'read') {
      void readFileHere(request.content, request.batchSize, request.source, readForeignFile).then(async (read) => {
        if (!read.success) return post({ kind: 'failure', failure: read });
        // A file certain to be refused is checked here: only its failure crosses, not its parts.
        const refused = await refusedWhereRead(read.data);
        if (refused) return post({ kind: 'failure', failure: refused });
        const { name, componentCount, wireCount, noteCount, subcircuits, uses, report } = read.data;
        batches = read.data.batches[Symbol.iterator]();
        post({
          kind: 'header',
          name,
          componentCount,
          wireCount,
          noteCount,
          ...(subcircuits ? { subcircuits } : {}),
          ...(uses ? { uses } : {}),
          ...(report ? { report } : {}),
        });
      });
      return;
    }
    const next = batches?.next();
    post(!next || next.done ? { kind: 'end' } : { kind: 'batch', batch: next.value });
  });
}
