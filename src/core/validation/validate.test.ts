import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Blueprint } from '../../shared/circuit/blueprint';
import { CircuitState } from '../../shared/circuit/circuit-state';
import { add, component, connect, wire } from '../../shared/test-support/circuit-builders';
import { DEFECTS, validBlueprint } from './test-support/random-blueprints';
import { validateBlueprint, validateCircuit } from './validate';

const halfAdderWithLeds: Blueprint = {
  components: [
    { label: 'SW1', type: 'SWITCH_TOGGLE' },
    { label: 'SW2', type: 'SWITCH_TOGGLE' },
    { label: 'X1', type: 'XOR_2' },
    { label: 'A1', type: 'AND_2' },
    { label: 'LED_S', type: 'LED_GREEN' },
    { label: 'LED_C', type: 'LED_RED' },
    { label: 'R1', type: 'RESISTOR' },
    { label: 'R2', type: 'RESISTOR' },
    { label: 'GND1', type: 'GND' },
  ],
  wires: [
    { from: 'SW1:out', to: 'X1:a' },
    { from: 'SW2:out', to: 'X1:b' },
    { from: 'SW1:out', to: 'A1:a' },
    { from: 'SW2:out', to: 'A1:b' },
    { from: 'X1:out', to: 'LED_S:anode' },
    { from: 'A1:out', to: 'LED_C:anode' },
    { from: 'LED_S:cathode', to: 'R1:a' },
    { from: 'LED_C:cathode', to: 'R2:a' },
    { from: 'R1:b', to: 'GND1:gnd' },
    { from: 'R2:b', to: 'GND1:gnd' },
  ],
};

const codes = (blueprint: unknown) => validateBlueprint(blueprint).issues.map((i) => i.code);

describe('validateBlueprint', () => {
  it('accepts a correct half adder with LEDs, resistors and ground', () => {
    expect(validateBlueprint(halfAdderWithLeds)).toEqual({ valid: true, issues: [] });
  });

  it('reports a wrong shape with the path', () => {
    const report = validateBlueprint({ components: [{ label: 'A' }], wires: 'none' });
    expect(report.valid).toBe(false);
    expect(report.issues.map((i) => i.message).join(' ')).toContain('components.0.type');
  });

  it('names unknown types and pins with a "did you mean"', () => {
    const report = validateBlueprint({
      components: [
        { label: 'G1', type: 'ANDD_2' },
        { label: 'SW1', type: 'SWITCH_TOGGLE' },
        { label: 'G2', type: 'XOR_2' },
      ],
      wires: [
        { from: 'SW1:output', to: 'G2:a' },
        { from: 'SW9:out', to: 'G2:b' },
        { from: 'SW1-out', to: 'G2:b' },
      ],
    });
    const byCode = Object.fromEntries(report.issues.map((i) => [i.code, i]));
    expect(byCode.UNKNOWN_TYPE!.hint).toContain('AND_2');
    expect(byCode.UNKNOWN_PIN!.hint).toContain('"out"');
    expect(byCode.UNKNOWN_COMPONENT!.hint).toContain('SW1');
    expect(byCode.BAD_ENDPOINT!.message).toContain('SW1-out');
  });

  it('finds output-to-output, two drivers, shorts, duplicates and bad labels', () => {
    expect(
      codes({
        components: [
          { label: 'A', type: 'AND_2' },
          { label: 'B', type: 'OR_2' },
        ],
        wires: [{ from: 'A:out', to: 'B:out' }],
      }),
    ).toContain('OUTPUT_TO_OUTPUT');
    expect(
      codes({
        components: [
          { label: 'A', type: 'AND_2' },
          { label: 'B', type: 'OR_2' },
          { label: 'N', type: 'NOT' },
        ],
        wires: [
          { from: 'A:out', to: 'N:in' },
          { from: 'B:out', to: 'N:in' },
        ],
      }),
    ).toContain('MULTIPLE_DRIVERS');
    expect(
      codes({
        components: [
          { label: 'A', type: 'AND_2' },
          { label: 'B', type: 'OR_2' },
          { label: 'R', type: 'RESISTOR' },
        ],
        wires: [
          { from: 'A:out', to: 'R:a' },
          { from: 'B:out', to: 'R:a' },
        ],
      }),
    ).toContain('MULTIPLE_DRIVERS');
    expect(
      codes({
        components: [
          { label: 'V', type: 'VCC' },
          { label: 'G', type: 'GND' },
          { label: 'R', type: 'RESISTOR' },
        ],
        wires: [
          { from: 'V:vcc', to: 'R:a' },
          { from: 'G:gnd', to: 'R:a' },
        ],
      }),
    ).toContain('SUPPLY_SHORT');
    expect(
      codes({
        components: [
          { label: 'A', type: 'NOT' },
          { label: 'a', type: 'NOT' },
        ],
        wires: [],
      }),
    ).toContain('DUPLICATE_LABEL');
    expect(codes({ components: [{ label: '1A', type: 'NOT' }], wires: [] })).toContain('INVALID_LABEL');
    expect(codes({ components: [{ label: 'C', type: 'CLOCK', properties: { frequency: 0 } }], wires: [] })).toContain(
      'INVALID_PROPERTY',
    );
    expect(codes({ components: [{ label: 'C', type: 'NOT', position: { x: 5e6, y: 0 } }], wires: [] })).toContain(
      'OUT_OF_BOUNDS',
    );
  });

  it('allows several tri-state drivers on one net', () => {
    const report = validateBlueprint({
      components: [
        { label: 'T1', type: 'TRISTATE_BUFFER' },
        { label: 'T2', type: 'TRISTATE_BUFFER' },
        { label: 'P', type: 'PROBE' },
      ],
      wires: [
        { from: 'T1:out', to: 'T2:out' },
        { from: 'T2:out', to: 'P:in' },
      ],
    });
    expect(report.issues.map((i) => i.code)).not.toContain('MULTIPLE_DRIVERS');
  });

  it('warns about floating inputs and LEDs without a resistor; an LED that cannot reach ground is an error', () => {
    const report = validateBlueprint({
      components: [
        { label: 'SW1', type: 'SWITCH_TOGGLE' },
        { label: 'G1', type: 'AND_2' },
        { label: 'L1', type: 'LED_RED' },
        { label: 'L2', type: 'LED_BLUE' },
        { label: 'GND1', type: 'GND' },
        { label: 'FF', type: 'D_FLIPFLOP' },
      ],
      wires: [
        { from: 'SW1:out', to: 'G1:a' },
        { from: 'SW1:out', to: 'L1:anode' },
        { from: 'L1:cathode', to: 'GND1:gnd' },
        { from: 'SW1:out', to: 'L2:anode' },
        { from: 'SW1:out', to: 'FF:D' },
        { from: 'SW1:out', to: 'FF:CLK' },
      ],
    });
    expect(report.valid).toBe(false);
    expect(report.issues.filter((i) => i.severity === 'error').map((i) => i.code)).toEqual(['LED_NO_GROUND']);
    const found = report.issues.map((i) => `${i.code}:${i.components.join(',')}`);
    expect(found).toContain('FLOATING_INPUT:G1');
    expect(found).toContain('LED_NO_RESISTOR:L1');
    expect(found).toContain('LED_NO_GROUND:L2');
    // PRE and CLR are optional: an unconnected flip-flop preset is not floating.
    expect(found.filter((f) => f.startsWith('FLOATING_INPUT:FF'))).toEqual([]);
  });
});

describe('loops of gates', () => {
  const loop = (types: string[], extra: Blueprint['components'] = [], wires: Blueprint['wires'] = []) =>
    validateBlueprint({
      components: [...types.map((type, i) => ({ label: `G${i + 1}`, type })), ...extra],
      wires: [
        ...types.map((type, i) => ({
          from: `G${i + 1}:out`,
          to: `G${((i + 1) % types.length) + 1}:${['NOT', 'BUFFER'].includes(types[(i + 1) % types.length]!) ? 'in' : 'a'}`,
        })),
        ...wires,
      ],
    }).issues.filter((i) => i.code === 'INVERTING_LOOP');

  it('warns about a ring of three NOT gates, naming each of them', () => {
    const found = loop(['NOT', 'NOT', 'NOT']);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 'warning', components: ['G1', 'G2', 'G3'] });
    expect(found[0]!.message).toContain('oscillates');
  });

  it('warns about an enabled ring (a NAND and two NOTs) and a NOT feeding itself', () => {
    expect(
      loop(['NAND_2', 'NOT', 'NOT'], [{ label: 'EN', type: 'SWITCH_TOGGLE' }], [{ from: 'EN:out', to: 'G1:b' }]),
    ).toHaveLength(1);
    expect(loop(['NOT'])).toHaveLength(1);
  });

  it('accepts loops with an even number of inversions (latches), through XOR, or through storage', () => {
    // A NOR latch: each gate's output feeds the other's input.
    const latch = validateBlueprint({
      components: [
        { label: 'S', type: 'SWITCH_TOGGLE' },
        { label: 'R', type: 'SWITCH_TOGGLE' },
        { label: 'N1', type: 'NOR_2' },
        { label: 'N2', type: 'NOR_2' },
      ],
      wires: [
        { from: 'R:out', to: 'N1:a' },
        { from: 'S:out', to: 'N2:a' },
        { from: 'N1:out', to: 'N2:b' },
        { from: 'N2:out', to: 'N1:b' },
      ],
    });
    expect(latch.issues.filter((i) => i.code === 'INVERTING_LOOP')).toEqual([]);
    expect(loop(['NOT', 'BUFFER'])).toHaveLength(1);
    expect(loop(['NOT', 'NOT'])).toEqual([]);
    expect(loop(['XOR_2', 'NOT'])).toEqual([]);
    const divider = validateBlueprint({
      components: [
        { label: 'CLK', type: 'CLOCK' },
        { label: 'FF', type: 'D_FLIPFLOP' },
        { label: 'N', type: 'NOT' },
      ],
      wires: [
        { from: 'CLK:out', to: 'FF:CLK' },
        { from: 'FF:Q', to: 'N:in' },
        { from: 'N:out', to: 'FF:D' },
      ],
    });
    expect(divider.issues).toEqual([]);
  });
});

describe('validateCircuit', () => {
  it('gives the same findings for a stored circuit', () => {
    const state = new CircuitState();
    state.apply([
      add(component('SW1', 'SWITCH_TOGGLE')),
      add(component('G1', 'NAND_2')),
      add(component('L1', 'LED_YELLOW')),
      connect(wire('w1', 'SW1.out', 'G1.a')),
      connect(wire('w2', 'G1.out', 'L1.anode')),
    ]);
    expect(
      validateCircuit(state)
        .map((i) => i.code)
        .sort(),
    ).toEqual(['FLOATING_INPUT', 'LED_NO_GROUND']);
  });
});

describe('validation properties', () => {
  it('finds no error in valid blueprints', () => {
    fc.assert(
      fc.property(validBlueprint, (blueprint) => {
        const errors = validateBlueprint(blueprint).issues.filter((i) => i.severity === 'error');
        expect(errors).toEqual([]);
      }),
      { seed: 99, numRuns: 300 },
    );
  });

  it('detects an injected defect with its code and place', () => {
    let checked = 0;
    fc.assert(
      fc.property(validBlueprint, fc.constantFrom(...Object.keys(DEFECTS)), fc.nat(), (blueprint, defect, n) => {
        const injected = DEFECTS[defect]!(blueprint, n);
        fc.pre(injected !== undefined);
        checked++;
        const report = validateBlueprint(injected.blueprint);
        expect(report.valid).toBe(false);
        const issue = report.issues.find((i) => i.code === injected.code);
        expect(issue, `${defect} → ${injected.code}`).toBeDefined();
        expect(`${issue!.message} ${issue!.components.join(' ')} ${(issue!.wires ?? []).join(' ')}`).toContain(
          injected.place,
        );
        expect(issue!.hint.length).toBeGreaterThan(10);
      }),
      { seed: 1234, numRuns: 400 },
    );
    expect(checked).toBeGreaterThan(250);
  });
});

describe('blueprints with buses', () => {
  const bus = (wires: Blueprint['wires']): Blueprint => ({
    components: [
      { label: 'A', type: 'PORT_IN', properties: { width: 4 } },
      { label: 'B', type: 'PORT_IN', properties: { width: 4 } },
      { label: 'G1', type: 'AND_2', properties: { width: 4 } },
      { label: 'SPL', type: 'SPLITTER', properties: { width: 4, ranges: '0-1,2-3' } },
      { label: 'Y', type: 'PORT_OUT', properties: { width: 2 } },
      { label: 'Z', type: 'PORT_OUT' },
    ],
    wires,
  });

  it('accepts wires between pins of the same width, the pins following the properties', () => {
    const report = validateBlueprint(
      bus([
        { from: 'A:out', to: 'G1:a' },
        { from: 'B:out', to: 'G1:b' },
        { from: 'G1:out', to: 'SPL:in' },
        { from: 'SPL:b1_0', to: 'Y:in' },
      ]),
    );
    expect(report.issues.filter((i) => i.severity === 'error')).toEqual([]);
  });

  it('refuses a wire between a bus and a bit, naming both widths', () => {
    const report = validateBlueprint(bus([{ from: 'G1:out', to: 'Z:in' }]));
    const error = report.issues.find((i) => i.severity === 'error');
    expect(error?.message).toContain('G1.out carries 4 bits and Z.in 1 bit');
  });
});

describe('transistors', () => {
  it('count a net a transistor or a pull resistor ends on as driven (through them), not as undriven', () => {
    const inverter = validateBlueprint({
      components: [
        { label: 'A', type: 'SWITCH_TOGGLE' },
        { label: 'VDD', type: 'VCC' },
        { label: 'VSS', type: 'GND' },
        { label: 'P', type: 'PMOS' },
        { label: 'N', type: 'NMOS' },
        { label: 'Y', type: 'PROBE' },
      ],
      wires: [
        { from: 'A:out', to: 'P:G' },
        { from: 'A:out', to: 'N:G' },
        { from: 'VDD:vcc', to: 'P:S' },
        { from: 'P:D', to: 'N:D' },
        { from: 'N:S', to: 'VSS:gnd' },
        { from: 'N:D', to: 'Y:in' },
      ],
    });
    expect(inverter.issues.map((i) => i.code)).toEqual([]);
    const pulled = validateBlueprint({
      components: [
        { label: 'R', type: 'PULL_UP' },
        { label: 'Y', type: 'PROBE' },
      ],
      wires: [{ from: 'R:out', to: 'Y:in' }],
    });
    expect(pulled.issues.map((i) => i.code)).toEqual([]);
  });
});

describe('tunnels', () => {
  const parts: Blueprint['components'] = [
    { label: 'HI', type: 'CONST_HIGH' },
    { label: 'T1', type: 'TUNNEL', properties: { name: 'carry' } },
    { label: 'T2', type: 'TUNNEL', properties: { name: 'carry' } },
    { label: 'P', type: 'PROBE' },
  ];

  it('join nets by name: a probe fed through two tunnels is driven', () => {
    const report = validateBlueprint({
      components: parts,
      wires: [
        { from: 'HI:out', to: 'T1:io' },
        { from: 'T2:io', to: 'P:in' },
      ],
    });
    expect(report.issues.map((i) => i.code)).toEqual([]);
  });

  it('says when a tunnel is alone with its name', () => {
    const report = validateBlueprint({
      components: [...parts.slice(0, 2), { label: 'T2', type: 'TUNNEL', properties: { name: 'cary' } }, parts[3]!],
      wires: [
        { from: 'HI:out', to: 'T1:io' },
        { from: 'T2:io', to: 'P:in' },
      ],
    });
    expect(report.issues.map((i) => i.code).sort()).toEqual(['LONE_TUNNEL', 'LONE_TUNNEL', 'UNDRIVEN_NET']);
    expect(report.issues.find((i) => i.code === 'LONE_TUNNEL')?.message).toMatch(/only tunnel named "(carry|cary)"/);
  });

  it('join the nets of a stored circuit the same way', () => {
    const state = CircuitState.fromCircuit({
      components: [
        { id: 'h', type: 'CONST_HIGH', label: 'HI', x: 0, y: 0, rotation: 0, properties: {} },
        { id: 't1', type: 'TUNNEL', label: 'T1', x: 0, y: 0, rotation: 0, properties: { name: 'n' } },
        { id: 't2', type: 'TUNNEL', label: 'T2', x: 0, y: 0, rotation: 0, properties: { name: 'n' } },
        { id: 'p', type: 'PROBE', label: 'P', x: 0, y: 0, rotation: 0, properties: {} },
      ],
      wires: [
        { id: 'w1', from: { component: 'h', pin: 'out' }, to: { component: 't1', pin: 'io' } },
        { id: 'w2', from: { component: 't2', pin: 'io' }, to: { component: 'p', pin: 'in' } },
      ],
    });
    if (!state.success) throw new Error(state.error);
    expect(validateCircuit(state.data)).toEqual([]);
  });
});
