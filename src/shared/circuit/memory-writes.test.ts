import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CircuitState } from './circuit-state';
import type { ComponentInstance } from './types';

const rom = (properties: ComponentInstance['properties'] = {}): ComponentInstance => ({
  id: 'rom',
  type: 'ROM',
  label: 'ROM1',
  x: 0,
  y: 0,
  rotation: 0,
  properties: { addressBits: 8, dataBits: 8, ...properties },
});

function stateWith(part: ComponentInstance): CircuitState {
  const state = CircuitState.fromCircuit({ components: [part], wires: [] });
  if (!state.success) throw new Error(state.error);
  return state.data;
}

const contentsOf = (state: CircuitState) => state.component('rom')!.properties.contents;

describe('writeMemory', () => {
  it('writes words from an address, and its inverse holds only the words it replaced', () => {
    const state = stateWith(rom({ contents: '1 2 3' }));
    const applied = state.apply([{ op: 'writeMemory', id: 'rom', address: 1, words: [0xaa, 0xbb] }]);
    expect(applied).toEqual({
      success: true,
      data: { inverse: [{ op: 'writeMemory', id: 'rom', address: 1, words: [2, 3] }] },
    });
    expect(contentsOf(state)).toBe('1 aa bb');
    if (!applied.success) return;
    expect(state.apply(applied.data.inverse).success).toBe(true);
    expect(contentsOf(state)).toBe('1 2 3');
  });

  it('costs a few words in the history however big the memory is', () => {
    const big = Array.from({ length: 65_536 }, (_, i) => ((i * 40503) & 0xffff).toString(16)).join(' ');
    const state = stateWith(rom({ addressBits: 16, dataBits: 16, contents: big }));
    const applied = state.apply([{ op: 'writeMemory', id: 'rom', address: 40_000, words: [7] }]);
    expect(applied.success && JSON.stringify(applied.data.inverse).length).toBeLessThan(80);
  });

  it('refuses what does not fit, changing nothing', () => {
    const state = stateWith(rom({ addressBits: 2, dataBits: 4, contents: '1' }));
    const past = state.apply([{ op: 'writeMemory', id: 'rom', address: 3, words: [1, 2] }]);
    expect(!past.success && past.error).toContain('ROM1 has addresses 0 to 3: 2 words from 3 do not fit.');
    const wide = state.apply([{ op: 'writeMemory', id: 'rom', address: 0, words: [16] }]);
    expect(!wide.success && wide.error).toContain('16 does not fit in a word of ROM1 (4 bits).');
    expect(contentsOf(state)).toBe('1');
    const other = CircuitState.fromCircuit({
      components: [{ id: 'n', type: 'NOT', label: 'G1', x: 0, y: 0, rotation: 0, properties: {} }],
      wires: [],
    });
    if (!other.success) throw new Error(other.error);
    const notMemory = other.data.apply([{ op: 'writeMemory', id: 'n', address: 0, words: [1] }]);
    expect(!notMemory.success && notMemory.error).toContain('G1 is not a ROM or RAM: it has no words.');
  });

  it('is undone exactly by its inverse, whatever is written where (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(255), { maxLength: 20 }),
        fc.array(fc.tuple(fc.nat(250), fc.array(fc.nat(255), { minLength: 1, maxLength: 5 })), { maxLength: 6 }),
        (initial, writes) => {
          const state = stateWith(rom({ contents: initial.map((w) => w.toString(16)).join(' ') }));
          const before = state.toJSON();
          const inverses = writes.map(([address, words]) => {
            const applied = state.apply([{ op: 'writeMemory', id: 'rom', address, words }]);
            if (!applied.success) throw new Error(applied.error);
            return applied.data.inverse;
          });
          for (const inverse of inverses.reverse()) expect(state.apply(inverse).success).toBe(true);
          expect(state.toJSON()).toEqual(before);
        },
      ),
    );
  });
});
