import { describe, expect, it } from 'vitest';
import { builtCircuit, part, wire } from '../test-support/parts';
import { ENGINES, simulate } from '../test-support/simulate';
import { readMemoryWords } from './memory-words';

/** A RAM of 3-bit addresses and 8-bit words written from input ports on a clock switch; a ROM beside it. */
const circuit = () =>
  builtCircuit(
    [
      part('a', 'PORT_IN', { width: 3 }),
      part('d', 'PORT_IN', { width: 8 }),
      part('we', 'SWITCH_TOGGLE'),
      part('clk', 'SWITCH_TOGGLE'),
      part('ram', 'RAM', { addressBits: 3, dataBits: 8, contents: '1 2' }),
      part('rom', 'ROM', { addressBits: 2, dataBits: 4, contents: 'a b c d' }),
    ],
    [
      wire('w1', 'a.out', 'ram.A'),
      wire('w2', 'd.out', 'ram.D'),
      wire('w3', 'we.out', 'ram.WE'),
      wire('w4', 'clk.out', 'ram.CLK'),
    ],
  );

describe.each(ENGINES)('the words of a running memory (%s engine)', (engine) => {
  it('answers a RAM’s power-on words, then the words it was clocked to write', () => {
    const sim = simulate(circuit(), engine);
    expect(readMemoryWords(sim, 'ram', 0, 8)).toEqual({
      success: true,
      data: { addressBits: 3, dataBits: 8, from: 0, words: [1, 2, 0, 0, 0, 0, 0, 0] },
    });
    sim.setValue('A', 5);
    sim.setValue('D', 0xc3);
    sim.setInput('WE', true);
    sim.settle();
    sim.setInput('CLK', true);
    sim.settle();
    const read = readMemoryWords(sim, 'RAM', 4, 3);
    expect(read).toMatchObject({ success: true, data: { from: 4, words: [0, 0xc3, 0] } });
    sim.reset();
    expect(readMemoryWords(sim, 'ram', 5, 1)).toMatchObject({ success: true, data: { words: [0] } });
  });

  it('answers a ROM’s words, and fewer words where the memory ends', () => {
    const sim = simulate(circuit(), engine);
    expect(readMemoryWords(sim, 'rom', 2, 100)).toMatchObject({
      success: true,
      data: { addressBits: 2, dataBits: 4, from: 2, words: [0xc, 0xd] },
    });
  });

  it('refuses an address past the end, an unknown part and a part that is no memory, in words a user reads', () => {
    const sim = simulate(circuit(), engine);
    expect(readMemoryWords(sim, 'ram', 8, 1)).toMatchObject({
      success: false,
      code: 'INVALID_INPUT',
      error: 'RAM has addresses 0 to 7; 8 is not one of them.',
    });
    expect(readMemoryWords(sim, 'nope', 0, 1)).toMatchObject({ success: false, code: 'UNKNOWN_COMPONENT' });
    expect(readMemoryWords(sim, 'we', 0, 1)).toMatchObject({
      success: false,
      code: 'INVALID_INPUT',
      error: 'WE is not a ROM or RAM.',
    });
  });
});
