import { describe, expect, it } from 'vitest';
import type { ComponentInstance, Operation } from '../../shared/circuit';
import { EventBus } from '../events';
import { DocumentService } from './document-service';
import { MemoryDocumentStore } from './memory-document-store';

const part = (
  id: string,
  type: string,
  label: string,
  properties: ComponentInstance['properties'] = {},
  y = 0,
): Operation => ({
  op: 'addComponent',
  component: { id, type, label, x: 0, y, rotation: 0, properties },
});
const wire = (id: string, from: string, to: string): Operation => {
  const [a, ap] = from.split('.');
  const [b, bp] = to.split('.');
  return { op: 'addWire', wire: { id, from: { component: a!, pin: ap! }, to: { component: b!, pin: bp! } } };
};

function library() {
  const events = new EventBus();
  const changed: string[] = [];
  events.subscribe((m) => {
    if (m.name === 'circuit.changed') changed.push(`${m.payload.circuitId}:${m.payload.label}`);
  });
  const documents = new DocumentService(new MemoryDocumentStore(), events);
  const create = (name: string, operations: Operation[] = []) => {
    const made = documents.create(name);
    if (!made.success) throw new Error(made.error);
    if (operations.length > 0) {
      const applied = documents.apply(made.data.meta.id, operations, 'build');
      if (!applied.success) throw new Error(applied.error);
    }
    return made.data.meta.id;
  };
  const half = create('HalfAdder', [
    part('a', 'PORT_IN', 'A', {}, 0),
    part('b', 'PORT_IN', 'B', {}, 40),
    part('x', 'XOR_2', 'X'),
    part('s', 'PORT_OUT', 'S', {}, 0),
    part('c', 'PORT_OUT', 'C', {}, 40),
    wire('w1', 'a.out', 'x.a'),
    wire('w2', 'b.out', 'x.b'),
    wire('w3', 'x.out', 's.in'),
  ]);
  const HA = { circuit: half, ports: 'A,B>S,C' };
  const full = create('FullAdder', [
    part('sw', 'SWITCH_TOGGLE', 'SW'),
    part('h1', 'SUBCIRCUIT', 'HA1', HA),
    part('h2', 'SUBCIRCUIT', 'HA2', HA, 80),
    part('p', 'PROBE', 'P'),
    part('q', 'PROBE', 'Q'),
    wire('t1', 'sw.out', 'h1.A'),
    wire('t2', 'sw.out', 'h1.B'),
    wire('t3', 'h1.S', 'p.in'),
    wire('t4', 'h1.C', 'q.in'),
  ]);
  return { documents, half, full, create, changed, events };
}

describe('circuits placed in other circuits', () => {
  it('lists each circuit with its interface and the circuits it places', () => {
    const { documents, half, full } = library();
    const metas = documents.list();
    if (!metas.success) throw new Error(metas.error);
    expect(metas.data.find((m) => m.id === half)).toMatchObject({ ports: 'A,B>S,C' });
    expect(metas.data.find((m) => m.id === half)).not.toHaveProperty('uses');
    expect(metas.data.find((m) => m.id === full)).toMatchObject({ uses: [half] });
  });

  it('refuses a circuit inside itself, directly or not, naming the chain, and a circuit that does not exist', () => {
    const { documents, half, full, create } = library();
    const self = documents.apply(half, [part('u', 'SUBCIRCUIT', 'U9', { circuit: half, ports: '' })], 'add');
    expect(self).toMatchObject({ success: false, error: 'HalfAdder cannot be placed in itself.' });
    const indirect = documents.apply(half, [part('u', 'SUBCIRCUIT', 'U9', { circuit: full, ports: '' })], 'add');
    expect(indirect).toMatchObject({
      success: false,
      error: 'FullAdder cannot be placed in HalfAdder: HalfAdder is used inside FullAdder (FullAdder → HalfAdder).',
    });
    // Three levels: Top places FullAdder; HalfAdder may not place Top.
    const top = create('Top', [part('f', 'SUBCIRCUIT', 'FA1', { circuit: full, ports: '' })]);
    const deep = documents.apply(half, [part('u', 'SUBCIRCUIT', 'U9', { circuit: top, ports: '' })], 'add');
    expect(deep.success).toBe(false);
    if (!deep.success) expect(deep.error).toContain('(Top → FullAdder → HalfAdder)');
    const gone = documents.apply(half, [part('u', 'SUBCIRCUIT', 'U9', { circuit: 'circuit_nope', ports: '' })], 'add');
    expect(gone).toMatchObject({ success: false });
  });

  it("follows a definition's new ports in every circuit that places it, keeping the wires that still fit, and undo follows too", () => {
    const { documents, half, full, changed } = library();
    // Rename port C to CARRY: HA1's wire to C goes, the others stay.
    const renamed = documents.apply(half, [{ op: 'updateComponent', id: 'c', set: { label: 'CARRY' } }], 'rename');
    expect(renamed.success).toBe(true);
    const state = documents.stateOf(full);
    if (!state.success) throw new Error(state.error);
    expect(state.data.component('h1')?.properties.ports).toBe('A,B>S,CARRY');
    expect(state.data.component('h2')?.properties.ports).toBe('A,B>S,CARRY');
    expect(state.data.wire('t4')).toBeUndefined();
    expect(['t1', 't2', 't3'].every((w) => state.data.wire(w) !== undefined)).toBe(true);
    expect(changed).toContain(`${full}:Follow the ports of HalfAdder`);
    // Undo in the definition: the ports come back, and the instances follow again.
    expect(documents.undo(half).success).toBe(true);
    expect(state.data.component('h1')?.properties.ports).toBe('A,B>S,C');
  });

  it('renames a circuit used elsewhere, saying where its new name shows', () => {
    const { documents, half, events } = library();
    const notices: string[] = [];
    events.subscribe((m) => {
      if (m.name === 'app.notice') notices.push(m.payload.message);
    });
    expect(documents.rename(half, 'HA').success).toBe(true);
    expect(notices).toEqual(['HA is used in FullAdder (2 parts): those parts now show its new name.']);
  });

  it('refuses to delete a circuit used elsewhere, saying where', () => {
    const { documents, half, full } = library();
    const refused = documents.delete(half);
    expect(refused).toMatchObject({
      success: false,
      error: 'HalfAdder is used in FullAdder (2 parts).',
      hint: 'Delete those parts first, then delete HalfAdder.',
    });
    expect(documents.delete(full).success).toBe(true);
    expect(documents.delete(half).success).toBe(true);
  });
});
