import type { HandlerMap } from '../rpc/dispatch';
import type { DocumentService } from './document-service';
import { importInSlices, type CircuitFileReader } from './import-slices';

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
 * for the host's event loop (`yieldNow` of the call); without, at once.
 */
export function documentHandlers(
  documents: DocumentService,
  readFile?: CircuitFileReader,
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
    'circuit:import': ({ content }, { yieldNow }) =>
      readFile
        ? importInSlices(documents, content, readFile, yieldNow ?? (() => Promise.resolve()))
        : documents.importFile(content),
    'history:list': ({ circuitId }) => documents.history(circuitId),
    'history:undo': ({ circuitId }) => documents.undo(circuitId),
    'history:redo': ({ circuitId }) => documents.redo(circuitId),
    'history:jump': ({ circuitId, position }) => documents.jump(circuitId, position),
  };
}
