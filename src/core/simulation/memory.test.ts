import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../shared/circuit/circuit-state';
import { parseCircuitFile, serializeCircuitFile } from '../../shared/circuit/file-format';
import type { ComponentInstance } from '../../shared/circuit/types';
import { ENGINES, simulate } from './test-support/simulate';
import { builtCircuit, part, wire } from './test-support/parts';

/** A ROM of 4-bit addresses and 8-bit words read by an input port, shown on a probe. */
const romCircuit = (contents: string, extra: ComponentInstance['properties'] = {}) =>
  builtCircuit(
    [
      part('a', 'PORT_IN', { width: 4 }),
      part('rom', 'ROM', { addressBits: 4, dataBits: 8, contents, ...extra }),
      part('p', 'PROBE', { width: 8 }),
    ],
    [wire('w1', 'a.out', 'rom.A'), wire('w2', 'rom.D', 'p.in')],
  );

/** A RAM with its address, data, WE and clock from input ports and switches; Q on a probe. */
const ramCircuit = (contents = '') =>
  builtCircuit(
    [
      part('a', 'PORT_IN', { width: 3 }),
      part('d', 'PORT_IN', { width: 8 }),
      part('we', 'SWITCH_TOGGLE'),
      part('clk', 'SWITCH_TOGGLE'),
      part('oe', 'SWITCH_TOGGLE', { initial: true }),
      part('ram', 'RAM', { addressBits: 3, dataBits: 8, contents }),
      part('q', 'PROBE', { width: 8 }),
    ],
    [
      wire('w1', 'a.out', 'ram.A'),
      wire('w2', 'd.out', 'ram.D'),
      wire('w3', 'we.out', 'ram.WE'),
      wire('w4', 'clk.out', 'ram.CLK'),
      wire('w5', 'oe.out', 'ram.OE'),
      wire('w6', 'ram.Q', 'q.in'),
    ],
  );

/** A bidirectional RAM on a data bus that a tri-state buffer (enabled by DRV) drives from port D; a probe on the bus. */
const busRamCircuit = (contents = '') =>
  builtCircuit(
    [
      part('a', 'PORT_IN', { width: 3 }),
      part('d', 'PORT_IN', { width: 8 }),
      part('drv', 'SWITCH_TOGGLE'),
      part('buf', 'TRISTATE_BUFFER', { width: 8 }),
      part('we', 'SWITCH_TOGGLE'),
      part('clk', 'SWITCH_TOGGLE'),
      part('oe', 'SWITCH_TOGGLE', { initial: true }),
      part('ram', 'RAM', { addressBits: 3, dataBits: 8, contents, dataBus: 'bidirectional' }),
      part('bus', 'PROBE', { width: 8 }),
    ],
    [
      wire('w1', 'a.out', 'ram.A'),
      wire('w2', 'd.out', 'buf.in'),
      wire('w3', 'drv.out', 'buf.en'),
      wire('w4', 'buf.out', 'ram.D'),
      wire('w5', 'we.out', 'ram.WE'),
      wire('w6', 'clk.out', 'ram.CLK'),
      wire('w7', 'oe.out', 'ram.OE'),
      wire('w8', 'ram.D', 'bus.in'),
    ],
  );

describe.each(ENGINES)('memory parts (%s engine)', (engine) => {
  it('a bidirectional RAM drives its data bus while reading, listens while WE is 1, and writes what the bus carries', () => {
    const sim = simulate(busRamCircuit('7'), engine);
    const bus = () => sim.componentState('BUS')?.bus;
    const clock = () => {
      sim.setInput('CLK', true);
      sim.settle();
      sim.setInput('CLK', false);
      sim.settle();
    };
    expect(bus()).toBe('00000111');
    // Writing: WE = 1 cuts the RAM's output off; the buffer drives the bus; the edge writes it.
    sim.setValue('A', 5);
    sim.setValue('D', 0x3c);
    sim.setInput('DRV', true);
    sim.setInput('WE', true);
    sim.settle();
    expect(bus()).toBe('00111100');
    clock();
    expect(sim.memory('RAM')?.get(5)).toBe(0x3c);
    // Reading: the buffer lets go, the RAM drives the word.
    sim.setInput('DRV', false);
    sim.setInput('WE', false);
    sim.settle();
    expect(bus()).toBe('00111100');
    sim.setValue('A', 0);
    sim.settle();
    expect(bus()).toBe('00000111');
    sim.setInput('OE', false);
    sim.settle();
    expect(bus()).toBe('ZZZZZZZZ');
    // Both driving different words (7 and 5): the bit that differs is unknown.
    sim.setInput('OE', true);
    sim.setInput('DRV', true);
    sim.setValue('D', 0x05);
    sim.settle();
    expect(bus()).toBe('000001X1');
  });

  it('runs on the engine asked for (the fast engine compiles memories too)', () => {
    expect(simulate(romCircuit('1'), engine).core.kind).toBe(engine);
    expect(simulate(ramCircuit('1'), engine).core.kind).toBe(engine);
  });

  it('a ROM shows the word at its address, 0 where its contents give none', () => {
    const sim = simulate(romCircuit('1 2 ff 3*0 a5'), engine);
    const read = (address: number) => {
      sim.setValue('A', address);
      sim.settle();
      return sim.componentState('P')?.bus;
    };
    expect(read(0)).toBe('00000001');
    expect(read(2)).toBe('11111111');
    expect(read(4)).toBe('00000000');
    expect(read(6)).toBe('10100101');
    expect(read(15)).toBe('00000000');
    expect(sim.componentState('ROM')).toEqual({ bus: '00000000' });
  });

  it('a ROM with an unknown address bit gives an unknown word', () => {
    const sim = simulate(
      builtCircuit(
        [part('rom', 'ROM', { addressBits: 2, dataBits: 4, contents: 'f f f f' }), part('p', 'PROBE', { width: 4 })],
        [wire('w1', 'rom.D', 'p.in')],
      ),
      engine,
    );
    expect(sim.componentState('P')?.bus).toBe('XXXX');
  });

  it('a RAM writes D at A on a rising clock edge while WE is 1, reads at once, and cuts Q off with OE = 0', () => {
    const sim = simulate(ramCircuit('7'), engine);
    const q = () => sim.componentState('Q')?.bus;
    expect(q()).toBe('00000111');
    const clock = () => {
      sim.setInput('CLK', true);
      sim.settle();
      sim.setInput('CLK', false);
      sim.settle();
    };
    sim.setValue('A', 5);
    sim.setValue('D', 0x3c);
    sim.settle();
    clock(); // WE is 0: nothing written
    expect(q()).toBe('00000000');
    sim.setInput('WE', true);
    clock();
    expect(q()).toBe('00111100');
    expect(sim.memory('RAM')?.get(5)).toBe(0x3c);
    sim.setValue('A', 0);
    sim.settle();
    expect(q()).toBe('00000111');
    sim.setInput('OE', false);
    sim.settle();
    expect(q()).toBe('ZZZZZZZZ');
  });

  it('a RAM starts again from its contents at a reset', () => {
    const sim = simulate(ramCircuit('9'), engine);
    expect(sim.writeMemory('RAM', 0, 0x42).success).toBe(true);
    sim.settle();
    expect(sim.componentState('Q')?.bus).toBe('01000010');
    sim.reset();
    sim.settle();
    expect(sim.componentState('Q')?.bus).toBe('00001001');
  });

  it('refuses a word written past the memory or too wide, saying what fits', () => {
    const sim = simulate(ramCircuit(), engine);
    const outside = sim.writeMemory('RAM', 8, 1);
    expect(!outside.success && outside.error).toBe('RAM has addresses 0 to 7; 8 is not one of them.');
    const wide = sim.writeMemory('RAM', 0, 256);
    expect(!wide.success && wide.error).toBe('256 does not fit in a word of RAM (8 bits).');
    const notMemory = sim.writeMemory('WE', 0, 1);
    expect(!notMemory.success && notMemory.error).toBe('WE is not a ROM or RAM.');
  });

  it('keeps what a RAM was written over an edit elsewhere, and takes new contents when they are edited', () => {
    const sim = simulate(ramCircuit(), engine);
    sim.writeMemory('RAM', 0, 0x11);
    sim.settle();
    const state = CircuitState.fromCircuit(ramCircuit());
    if (!state.success) throw new Error(state.error);
    const move = [{ op: 'updateComponent' as const, id: 'q', set: { x: 40 } }];
    expect(state.data.apply(move).success).toBe(true);
    expect(sim.applyOperations(move, () => state.data.toJSON()).success).toBe(true);
    sim.settle();
    expect(sim.componentState('Q')?.bus).toBe('00010001');
    const edit = [{ op: 'updateComponent' as const, id: 'ram', set: { properties: { contents: '5' } } }];
    expect(state.data.apply(edit).success).toBe(true);
    expect(sim.applyOperations(edit, () => state.data.toJSON()).success).toBe(true);
    sim.settle();
    expect(sim.componentState('Q')?.bus).toBe('00000101');
  });

  it('gives a ROM’s truth table (32 rows a pass on the fast engine, each lane its own address) and refuses a RAM’s', () => {
    const words = Array.from({ length: 16 }, (_, i) => (i * 37 + 11) & 0xff);
    const rom = simulate(
      builtCircuit(
        [
          part('a', 'PORT_IN', { width: 4 }),
          part('rom', 'ROM', { addressBits: 4, dataBits: 8, contents: words.map((w) => w.toString(16)).join(' ') }),
          part('y', 'PORT_OUT', { width: 8 }),
        ],
        [wire('w1', 'a.out', 'rom.A'), wire('w2', 'rom.D', 'y.in')],
      ),
      engine,
    );
    const table = rom.truthTable(['A'], ['Y']);
    if (!table.success) throw new Error(table.error);
    expect(table.data.rows.map((row) => parseInt(row.outputs[0]!, 2))).toEqual(words);
    const ram = simulate(ramCircuit(), engine).truthTable(['A'], ['Q']);
    expect(!ram.success && ram.code).toBe('NOT_COMBINATIONAL');
  });

  it('settles a memory inside a feedback loop (its output back to its address), and names one that oscillates', () => {
    // A = D or S: with words 1 1, a press of S holds A at 1; with words 1 0, A = 0 reads 1, which reads 0…
    const loop = (contents: string) =>
      builtCircuit(
        [
          part('s', 'SWITCH_TOGGLE'),
          part('g', 'OR_2'),
          part('rom', 'ROM', { addressBits: 1, dataBits: 1, contents }),
          part('p', 'PROBE'),
        ],
        [
          wire('w1', 's.out', 'g.a'),
          wire('w2', 'rom.D', 'g.b'),
          wire('w3', 'g.out', 'rom.A'),
          wire('w4', 'rom.D', 'p.in'),
        ],
      );
    const held = simulate(loop('1 1'), engine);
    expect(held.componentState('P')?.value).toBe('X');
    held.setInput('S', true);
    held.settle();
    expect(held.componentState('P')?.value).toBe('1');
    held.setInput('S', false);
    held.settle();
    expect(held.componentState('P')?.value).toBe('1');
    const swinging = simulate(loop('1 0'), engine);
    swinging.setInput('S', true);
    swinging.settle();
    expect(swinging.componentState('P')?.value).toBe('0');
    swinging.setInput('S', false);
    swinging.settle();
    const oscillation = swinging.snapshot().diagnostics.find((d) => d.code === 'OSCILLATION');
    expect(oscillation?.components).toContain('rom');
  });

  it('reads every address of a random ROM as its contents say (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(255), { minLength: 16, maxLength: 16 }), (values) => {
        const sim = simulate(romCircuit(values.map((v) => v.toString(16)).join(' ')), engine);
        values.forEach((value, address) => {
          sim.setValue('A', address);
          sim.settle();
          expect(sim.componentState('P')?.bus).toBe(value.toString(2).padStart(8, '0'));
        });
      }),
      { numRuns: 20 },
    );
  });
});

describe('a memory part’s contents', () => {
  const rom = (properties: ComponentInstance['properties']) =>
    CircuitState.fromCircuit({ components: [part('rom', 'ROM', properties)], wires: [] });

  it('must fit its widths: a word too wide or too many words are refused, saying which', () => {
    const wide = rom({ addressBits: 2, dataBits: 4, contents: '1 1f' });
    expect(!wide.success && wide.error).toContain('"1f" on line 1 does not fit in 4 bits');
    const many = rom({ addressBits: 2, dataBits: 4, contents: '5*1' });
    expect(!many.success && many.error).toContain('the memory holds 4 words');
    expect(rom({ addressBits: 2, dataBits: 4, contents: '4*f' }).success).toBe(true);
  });

  it('may be far longer than other properties: 65,536 random 16-bit words', () => {
    const words = Array.from({ length: 65_536 }, (_, i) => ((i * 2654435761) >>> 16).toString(16)).join(' ');
    expect(words.length).toBeGreaterThan(200_000);
    expect(rom({ addressBits: 16, dataBits: 16, contents: words }).success).toBe(true);
    // In a file, only `contents` may be that long.
    const file = (properties: ComponentInstance['properties']) =>
      parseCircuitFile(serializeCircuitFile('M', { components: [part('rom', 'ROM', properties)], wires: [] }));
    expect(file({ contents: words.slice(0, 200_000) }).success).toBe(true);
    const long = file({ ranges: 'a'.repeat(1001) });
    expect(!long.success && long.error).toContain("a property's text is at most 1000 characters");
  });
});
