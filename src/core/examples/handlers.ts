import { blueprintToOperations } from '../../shared/circuit/blueprint-operations';
import { CircuitState } from '../../shared/circuit/circuit-state';
import { serializeCircuitFile, type BundledSubcircuit } from '../../shared/circuit/file-format';
import type { Blueprint } from '../../shared/circuit/blueprint';
import type { Circuit } from '../../shared/circuit/types';
import type { Result } from '../../shared/errors';
import { fail, ok } from '../../shared/errors';
import { EXAMPLES, exampleOrigin, getExample } from '../../shared/examples';
import type { ExampleTest } from '../../shared/examples/example-tests';
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
      const main = built(example.blueprint, example.tests);
      if (!main.success) return main;
      // Its subcircuits ride along as in a version 3 file: opened again, they are reused.
      const bundle: BundledSubcircuit[] = [];
      for (const sub of example.subcircuits ?? []) {
        const inner = built(sub.blueprint, sub.tests ?? []);
        if (!inner.success) return inner;
        bundle.push({ id: sub.id, name: sub.name, circuit: inner.data });
      }
      const file = serializeCircuitFile(example.name, main.data, new Date(), undefined, bundle);
      return documents.importFile(file, exampleOrigin(example.id));
    },
  };
}

/**
 * A blueprint built as a circuit, checked by every rule. Ids are numbered in order, so an example
 * built twice is the same circuit: its subcircuits are then found equal and reused.
 */
export function built(blueprint: Blueprint, tests: readonly ExampleTest[] = []): Result<Circuit> {
  let next = 0;
  const converted = blueprintToOperations(blueprint, { newId: (prefix) => `${prefix}${++next}` });
  if (!converted.success) return converted;
  const state = new CircuitState();
  const addTests = tests.map((test, i) => ({ op: 'addTest' as const, test: { id: `t${i + 1}`, ...test } }));
  const applied = state.apply([...converted.data.operations, ...addTests]);
  return applied.success ? ok(state.toJSON()) : applied;
}
