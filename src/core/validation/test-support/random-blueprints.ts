import fc from 'fast-check';
import type { Blueprint } from '../../../shared/circuit/blueprint';
import { COMPONENT_DEFINITIONS, getDefinition } from '../../../shared/components/registry';

const pinsOf = (label: string, type: string, keep: (direction: string, tristate: boolean) => boolean) =>
  getDefinition(type)!
    // One-bit pins only: a random wire between a bus and a bit would be refused for its widths.
    .pins.filter((p) => (p.width ?? 1) === 1 && keep(p.direction, p.tristate === true))
    .map((p) => `${label}:${p.name}`);

/**
 * Random valid blueprints: random parts (P0, P1…), driver pins wired to free input pins, and every
 * LED's cathode through its own resistor (R0, R1…) to one GND (GND0), as a correct circuit has it.
 */
export const validBlueprint: fc.Arbitrary<Blueprint> = fc
  .record({
    types: fc.array(fc.integer({ min: 0, max: COMPONENT_DEFINITIONS.length - 1 }), { minLength: 2, maxLength: 12 }),
    picks: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 20 }),
  })
  .map(({ types, picks }): Blueprint => {
    const components: Blueprint['components'] = types.map((t, i) => ({
      label: `P${i}`,
      type: COMPONENT_DEFINITIONS[t]!.type,
    }));
    const drivers = components.flatMap((c) => pinsOf(c.label, c.type, (d, tri) => d === 'output' && !tri));
    const inputs = components.flatMap((c) => pinsOf(c.label, c.type, (d) => d === 'input'));
    const used = new Set<string>();
    const wires: Blueprint['wires'] = [];
    for (const [a, b] of picks) {
      if (drivers.length === 0 || inputs.length === 0) break;
      const to = inputs[b % inputs.length]!;
      if (used.has(to)) continue;
      used.add(to);
      wires.push({ from: drivers[a % drivers.length]!, to });
    }
    const leds = components.filter((c) => getDefinition(c.type)!.family === 'led');
    if (leds.length > 0) components.push({ label: 'GND0', type: 'GND' });
    leds.forEach((led, i) => {
      components.push({ label: `R${i}`, type: 'RESISTOR' });
      wires.push({ from: `${led.label}:cathode`, to: `R${i}:a` }, { from: `R${i}:b`, to: 'GND0:gnd' });
    });
    return { components, wires };
  });

/** The random driver-to-input wires of a {@link validBlueprint} (not the LEDs' ground returns). */
const logicWires = (b: Blueprint) =>
  b.wires.filter((w) => /^P\d+:/.test(w.from) && /^P\d+:/.test(w.to) && !w.from.endsWith(':cathode'));

/** A defect injected into a valid blueprint: the code it must be reported with, and a place it must name. */
export interface InjectedDefect {
  readonly blueprint: Blueprint;
  readonly code: string;
  readonly place: string;
}

type Defect = (b: Blueprint, n: number) => InjectedDefect | undefined;

/** Ways to break a valid blueprint, each with the specific code the validator must report. */
export const DEFECTS: Readonly<Record<string, Defect>> = {
  unknownType: (b, n) => {
    const i = n % b.components.length;
    const components = b.components.map((c, j) => (j === i ? { ...c, type: `${c.type}Z` } : c));
    return { blueprint: { ...b, components }, code: 'UNKNOWN_TYPE', place: b.components[i]!.label };
  },
  duplicateLabel: (b, n) => {
    const i = n % b.components.length;
    return {
      blueprint: { ...b, components: [...b.components, { label: b.components[i]!.label, type: 'NOT' }] },
      code: 'DUPLICATE_LABEL',
      place: b.components[i]!.label,
    };
  },
  unknownPin: (b, n) => {
    if (b.wires.length === 0) return undefined;
    const i = n % b.wires.length;
    const wires = b.wires.map((w, j) => (j === i ? { ...w, to: `${w.to}zz` } : w));
    return { blueprint: { ...b, wires }, code: 'UNKNOWN_PIN', place: `${b.wires[i]!.from}→${b.wires[i]!.to}zz` };
  },
  secondDriver: (b, n) => {
    const random = logicWires(b);
    if (random.length === 0) return undefined;
    const w = random[n % random.length]!;
    const other = random.find((x) => x.from !== w.from);
    if (!other) return undefined;
    const extra = { from: other.from, to: w.to };
    return {
      blueprint: { ...b, wires: [...b.wires, extra] },
      code: 'MULTIPLE_DRIVERS',
      place: `${extra.from}→${extra.to}`,
    };
  },
  outputToOutput: (b, n) => {
    const drivers = [...new Set(logicWires(b).map((w) => w.from))];
    if (drivers.length < 2) return undefined;
    const a = drivers[n % drivers.length]!;
    const c = drivers[(n + 1) % drivers.length]!;
    if (a.split(':')[0] === c.split(':')[0]) return undefined;
    return {
      blueprint: { ...b, wires: [...b.wires, { from: a, to: c }] },
      code: 'OUTPUT_TO_OUTPUT',
      place: `${a}→${c}`,
    };
  },
  inputToInput: (b, n) => {
    const inputs = b.components.flatMap((c) => pinsOf(c.label, c.type, (d) => d === 'input'));
    if (inputs.length < 2) return undefined;
    const a = inputs[n % inputs.length]!;
    const c = inputs[(n + 1) % inputs.length]!;
    if (a.split(':')[0] === c.split(':')[0]) return undefined;
    return { blueprint: { ...b, wires: [...b.wires, { from: a, to: c }] }, code: 'INPUT_TO_INPUT', place: `${a}→${c}` };
  },
  ledWithoutGround: (b, n) => {
    const drivers = b.components.flatMap((c) => pinsOf(c.label, c.type, (d, tri) => d === 'output' && !tri));
    const wires = drivers.length > 0 ? [{ from: drivers[n % drivers.length]!, to: 'LX:anode' }] : [];
    return {
      blueprint: { components: [...b.components, { label: 'LX', type: 'LED_RED' }], wires: [...b.wires, ...wires] },
      code: 'LED_NO_GROUND',
      place: 'LX',
    };
  },
};
