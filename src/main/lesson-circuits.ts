import type { DocumentStore } from '../core/documents/document-store';
import type { DocumentService } from '../core/documents/document-service';
import type { EventBus } from '../core/events';
import type { LessonCircuits } from '../core/lessons/course-transfer';

/**
 * The circuit library as lessons use it: a circuit by id (a lesson's `ref:` block on export, a
 * subcircuit the reader's circuit places when it is checked), and a circuit added by a course
 * import (checked by the import first; the circuit list is announced, nothing is opened).
 */
export function lessonCircuits(documents: DocumentService, store: DocumentStore, events: EventBus): LessonCircuits {
  return {
    circuit: (id) => {
      const meta = store.getCircuit(id);
      const state = meta ? documents.stateOf(id) : undefined;
      return meta && state?.success ? { name: meta.name, circuit: state.data.toJSON() } : undefined;
    },
    add: (name, circuit) => {
      const meta = store.createCircuit(name, circuit);
      events.emit('circuit.listChanged', { circuits: store.listCircuits() });
      return meta.id;
    },
  };
}
