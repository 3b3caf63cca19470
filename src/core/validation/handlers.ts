import { ok } from '../../shared/errors';
import type { DocumentService } from '../documents/document-service';
import type { HandlerMap } from '../rpc/dispatch';
import { validateCircuit } from './validate';

/** Handler of `circuit:validate`: the live checks of a stored circuit. */
export function validationHandlers(documents: DocumentService): Pick<HandlerMap, 'circuit:validate'> {
  return {
    'circuit:validate': ({ circuitId }) => {
      const state = documents.stateOf(circuitId);
      return state.success ? ok({ issues: validateCircuit(state.data) }) : state;
    },
  };
}
