import { fail, ok, type Result } from '../errors';
import { pinWidth, type PinDefinition, type PinDirection } from '../components/types';

/** One side of a proposed connection, as the rules see it. */
export interface Endpoint {
  /** How people see it: "G1.out". */
  readonly name: string;
  readonly pin: PinDefinition;
  /** Wires already ending on this pin. */
  readonly connections: number;
}

/** Which side of a wire drives it: the lower rank goes in `from`. */
const DRIVE_RANK: Record<PinDirection, number> = { output: 0, power: 1, ground: 2, passive: 3, input: 4 };

/** True when `a` should be the `from` side of a wire between `a` and `b`. */
export function drivesFirst(a: PinDefinition, b: PinDefinition): boolean {
  return DRIVE_RANK[a.direction] <= DRIVE_RANK[b.direction];
}

const DIRECTION_WORDS: Record<PinDirection, string> = {
  input: 'an input',
  output: 'an output',
  power: 'the supply (VCC)',
  ground: 'ground',
  passive: 'a passive pin',
};

/**
 * Checks the registry's connection rules for a wire between two pins: allowed directions on both
 * sides, output against output only between tri-state outputs, and the pins' connection limits.
 * On success, returns the endpoints ordered driver first.
 */
export function checkConnection(a: Endpoint, b: Endpoint): Result<{ from: Endpoint; to: Endpoint }> {
  const refuse = (error: string, hint: string) =>
    fail('CONNECTION_REFUSED', `Cannot connect ${a.name} to ${b.name}: ${error}`, hint);

  if (a.name === b.name) return refuse('a pin cannot be wired to itself.', 'Drag to a pin of another part.');

  const wa = pinWidth(a.pin);
  const wb = pinWidth(b.pin);
  if (wa !== wb) {
    return refuse(
      `${a.name} carries ${bitWords(wa)} and ${b.name} ${bitWords(wb)}.`,
      wa > 1 || wb > 1
        ? 'A wire joins pins of the same width: use a splitter to take bits out of a bus, or a merger to make one.'
        : 'A wire joins pins of the same width.',
    );
  }

  const da = a.pin.direction;
  const db = b.pin.direction;
  if (da === 'output' && db === 'output') {
    if (!(a.pin.tristate && b.pin.tristate)) {
      return refuse(
        'two outputs would drive the same net and could fight.',
        'Connect an output to inputs. Only tri-state buffer outputs may share a net.',
      );
    }
  } else if (!a.pin.canConnectTo.includes(db) || !b.pin.canConnectTo.includes(da)) {
    return refuse(`${DIRECTION_WORDS[da]} cannot be wired to ${DIRECTION_WORDS[db]}.`, hintFor(da, db));
  }

  for (const side of [a, b]) {
    const max = side.pin.maxConnections;
    if (max >= 0 && side.connections >= max) {
      return refuse(
        max === 1 && side.pin.direction === 'input'
          ? `${side.name} already has a driver; an input takes exactly one.`
          : `${side.name} already has ${side.connections} connection(s), its limit.`,
        max === 1 && side.pin.direction === 'input'
          ? `Delete the wire into ${side.name} first, or use a gate to combine the signals.`
          : `Remove a wire from ${side.name} first.`,
      );
    }
  }
  return ok(drivesFirst(a.pin, b.pin) ? { from: a, to: b } : { from: b, to: a });
}

function bitWords(width: number): string {
  return width === 1 ? '1 bit' : `${width} bits`;
}

function hintFor(a: PinDirection, b: PinDirection): string {
  const pair = new Set([a, b]);
  if (pair.has('input') && a === b) return 'Connect an input to an output, a switch, VCC or GND.';
  if (pair.has('output') && (pair.has('power') || pair.has('ground')))
    return 'An output tied to VCC or GND would short it. Drive inputs with it instead.';
  if (pair.has('power') && pair.has('ground')) return 'That would short the supply.';
  return 'Outputs drive inputs; LED cathodes go to a resistor or GND.';
}
