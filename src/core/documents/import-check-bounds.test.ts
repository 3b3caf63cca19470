// A file whose every part breaks a rule (issue 30: 200,000 parts of an unknown type took 131 s to
// refuse): the fix for each unknown type is looked for once, and only the first problems are described.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serializeCircuitFile } from '../../shared/circuit/file-format';
import type { Circuit } from '../../shared/circuit/types';
import { rankMatches } from '../../shared/fuzzy';
import { checkImportedCircuit, MAX_DESCRIBED } from './import-check';
import { buildStateInSlices, readFileHere } from './import-slices';

vi.mock(import('../../shared/fuzzy'), async (original) => {
  const fuzzy = await original();
  return { ...fuzzy, rankMatches: vi.fn(fuzzy.rankMatches) as typeof fuzzy.rankMatches };
});

/** `parts` parts, each of one of `types`, in a chain of wires. */
function unknownParts(parts: number, types: readonly string[]): Circuit {
  return {
    components: Array.from({ length: parts }, (_, i) => ({
      id: `c${i}`,
      type: types[i % types.length]!,
      label: `G${i + 1}`,
      x: 0,
      y: i * 40,
      rotation: 0 as const,
      properties: {},
    })),
    wires: Array.from({ length: parts - 1 }, (_, i) => ({
      id: `w${i}`,
      from: { component: `c${i}`, pin: 'out' },
      to: { component: `c${i + 1}`, pin: 'in' },
    })),
  };
}

const noPause = () => Promise.resolve();

describe('checking a file whose every part is of an unknown type', () => {
  afterEach(() => vi.mocked(rankMatches).mockClear());

  it('looks for the closest types once per unknown type, not once per part', () => {
    const result = checkImportedCircuit(unknownParts(3000, ['NOTT', 'FLUX_CAPACITOR']));
    expect(result.success).toBe(false);
    expect(vi.mocked(rankMatches).mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('describes the first problems, counts every one, and says how many more there are', async () => {
    const circuit = unknownParts(1000, ['NOTT']);
    const result = checkImportedCircuit(circuit);
    if (result.success) throw new Error('imported');
    const lines = result.error.split('\n');
    expect(lines[0]).toBe("The file's circuit has 1000 problems:");
    expect(lines[1]).toBe('- Component G1 has an unknown type "NOTT". Did you mean NOT gate (inverter) (NOT)?');
    expect(lines).toHaveLength(1 + MAX_DESCRIBED + 1);
    expect(lines.at(-1)).toBe(`- and ${1000 - MAX_DESCRIBED} more.`);
    expect(result.details).toEqual({ problems: lines.slice(1, -1).map((l) => l.slice(2)), count: 1000 });
    // The same answer when the file is read and checked in slices.
    const read = await readFileHere(serializeCircuitFile('Unknown', circuit), 64);
    if (!read.success) throw new Error(read.error);
    expect(await buildStateInSlices(read.data, noPause, 50)).toEqual(result);
  });
});
