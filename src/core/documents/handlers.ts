import type { HandlerMap } from '../rpc/dispatch';
import type { DocumentService } from './document-service';
import { recognizeForeignFormat } from '../../shared/circuit/foreign-formats';
import { importInSlices, readFileHere, type CircuitFileReader, type ForeignReader } from './import-slices';

type DocumentChannel =
  | 'circuit:list'
  | 'circuit:current'
  | 'circuit:create'
  | 'circuit:open'
  | 'circuit:rename'
  | 'circuit:duplicate'
  | 'circuit:delete'
  | 'circuit:apply'
  | 'circuit:export'
  | 'circuit:import'
  | 'history:list'
  | 'history:undo'
  | 'history:redo'
  | 'history:jump';

/**
 * Handlers of the `circuit:*` and `history:*` channels over a {@link DocumentService}. With
 * `readFile` (a worker thread in the app), imports are read by it and built in slices that pause
 * for the host's event loop (`yieldNow` of the call); without, at once. `foreign` reads Logisim
 * and Digital files (src/core/foreign's `readForeignFile`; the app's `readFile` has it already).
 */
export function documentHandlers(
  documents: DocumentService,
  readFile?: CircuitFileReader,
  foreign?: ForeignReader,
): Pick<HandlerMap, DocumentChannel> {
  return {
    'circuit:list': () => documents.list(),
    'circuit:current': () => documents.current(),
    'circuit:create': ({ name }) => documents.create(name),
    'circuit:open': ({ id }) => documents.openCircuit(id),
    'circuit:rename': ({ id, name }) => documents.rename(id, name),
    'circuit:duplicate': ({ id, name }) => documents.duplicate(id, name),
    'circuit:delete': ({ id }) => documents.delete(id),
    'circuit:apply': ({ circuitId, label, operations }) => documents.apply(circuitId, operations, label, 'user'),
    'circuit:export': ({ id }) => documents.exportFile(id),
    'circuit:import': ({ content, fileName, companions }, { yieldNow }) => {
      const source = { ...(fileName !== undefined ? { fileName } : {}), ...(companions ? { companions } : {}) };
      const pause = yieldNow ?? (() => Promise.resolve());
      if (readFile) return importInSlices(documents, content, readFile, pause, source);
      // A Logisim or Digital file is read into our model first; our own files are read at once.
      return foreign && recognizeForeignFormat(content)
        ? importInSlices(
            documents,
            content,
            (text, from) => readFileHere(text, undefined, from, foreign),
            pause,
            source,
          )
        : documents.importFile(content);
    },
    'history:list': ({ circuitId }) => documents.history(circuitId),
    'history:undo': ({ circuitId }) => documents.undo(circuitId),
    'history:redo': ({ circuitId }) => documents.redo(circuitId),
    'history:jump': ({ circuitId, position }) => documents.jump(circuitId, position),
  };
}
