import { describe, expect, it } from 'vitest';
import type { CircuitMeta } from '../../../shared/contract';
import { placementText, readPlacement, subcircuitEntries, subcircuitPlacement } from './placement';

const meta = (id: string, name: string, extra: Partial<CircuitMeta> = {}): CircuitMeta => ({
  id,
  name,
  createdAt: 0,
  updatedAt: 0,
  componentCount: 1,
  wireCount: 0,
  ...extra,
});

describe('subcircuits in the palette', () => {
  const circuits = [
    meta('half', 'HalfAdder', { ports: 'A,B>S,C' }),
    meta('full', 'FullAdder', { ports: 'A,B,CIN>S,COUT', uses: ['half'] }),
    meta('alu', 'ALU', { ports: 'X>Y', uses: ['full'] }),
    meta('plain', 'Plain'),
  ];

  it('offers circuits with ports, by name, but never the open one or one that contains it', () => {
    expect(subcircuitEntries(circuits, 'top').map((e) => e.name)).toEqual(['ALU', 'FullAdder', 'HalfAdder']);
    // Editing HalfAdder: FullAdder and ALU contain it (ALU through FullAdder).
    expect(subcircuitEntries(circuits, 'half')).toEqual([]);
    expect(subcircuitEntries(circuits, 'full').map((e) => e.name)).toEqual(['HalfAdder']);
  });

  it('drags a subcircuit with its circuit and pins, and reads back only what it wrote', () => {
    const placement = subcircuitPlacement({ id: 'half', name: 'HalfAdder', ports: 'A,B>S,C' });
    expect(readPlacement(placementText(placement))).toEqual(placement);
    expect(readPlacement('AND_2')).toEqual({ type: 'AND_2', properties: {} });
    expect(readPlacement('{"type":"AND_2"}')).toBeUndefined();
    expect(readPlacement('{not json')).toBeUndefined();
    expect(readPlacement('')).toBeUndefined();
  });
});
