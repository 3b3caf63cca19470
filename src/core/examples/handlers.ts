import { blueprintToOperations } from '../../shared/circuit/blueprint-operations';
import { CircuitState } from '../../shared/circuit/circuit-state';
import { serializeCircuitFile } from '../../shared/circuit/file-format';
import { fail, ok } from '../../shared/errors';
import { EXAMPLES, exampleOrigin, getExample } from '../../shared/examples';
import type { DocumentService } from '../documents/document-service';
import type { HandlerMap } from '../rpc/dispatch';

/** Handlers of `examples:*`: an example opens as a new circuit of its own (its history starts empty). */
export function exampleHandlers(documents: DocumentService): Pick<HandlerMap, 'examples:list' | 'examples:open'> {
  return {
    'examples:list': () => ok(EXAMPLES.map(({ id, name, description }) => ({ id, name, description }))),
    'examples:open': ({ id }) => {
      const example = getExample(id);
      if (!example) {
        return fail(
          'NOT_FOUND',
          `No example is called "${id}".`,
          `The examples are: ${EXAMPLES.map((e) => e.id).join(', ')}.`,
        );
      }
      const converted = blueprintToOperations(example.blueprint);
      if (!converted.success) return converted;
      const state = new CircuitState();
      const applied = state.apply(converted.data.operations);
      if (!applied.success) return applied;
      return documents.importFile(serializeCircuitFile(example.name, state.toJSON()), exampleOrigin(example.id));
    },
  };
}
