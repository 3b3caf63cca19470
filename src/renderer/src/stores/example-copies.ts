import type { CircuitMeta } from '../../../shared/contract';
import { exampleOrigin } from '../../../shared/examples';

/** An example about to be opened again while a circuit made from it is still in the list. */
export interface ExampleOffer {
  readonly exampleId: string;
  readonly exampleName: string;
  /** The copy already there (the most recently changed one, when there are several). */
  readonly circuitId: string;
  readonly circuitName: string;
}

/**
 * The circuit made from an example that the user most likely means: the open one when it is a copy,
 * else the most recently changed copy. Circuits made before origins were recorded have none and are
 * never offered.
 */
export function copyOfExample(
  circuits: readonly CircuitMeta[],
  exampleId: string,
  openId: string | undefined,
): CircuitMeta | undefined {
  const origin = exampleOrigin(exampleId);
  const copies = circuits.filter((c) => c.origin === origin);
  return copies.find((c) => c.id === openId) ?? [...copies].sort((a, b) => b.updatedAt - a.updatedAt)[0];
}
