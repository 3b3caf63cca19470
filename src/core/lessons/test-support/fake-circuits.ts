import type { Circuit } from '../../../shared/circuit/types';
import type { LessonCircuits } from '../course-transfer';

/** A circuit library in a map, for tests: `add` numbers the new circuits. */
export class FakeCircuits implements LessonCircuits {
  readonly circuits = new Map<string, { name: string; circuit: Circuit }>();
  private next = 1;

  readonly circuit = (id: string) => this.circuits.get(id);

  add(name: string, circuit: Circuit): string {
    const id = `circuit_new${this.next++}`;
    this.circuits.set(id, { name, circuit });
    return id;
  }
}
