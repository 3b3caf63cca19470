import type { ComponentDefinition, PinDefinition } from '../../shared/components/types';
import type { ValidationIssue } from '../../shared/contract/validation-channels';
import { checkInvertingLoops } from './loops';

/** A placed part as the validator sees it, whatever it came from (a circuit or a blueprint). */
export interface Part {
  /** Unique key: the component id, or the label in a blueprint. */
  readonly key: string;
  readonly label: string;
  readonly definition: ComponentDefinition;
}

/** One end of a link. */
export interface End {
  readonly part: Part;
  readonly pin: PinDefinition;
}

/** A wire: its name in messages (a wire id, or "SW1:out→G1:a") and its two ends. */
export interface Link {
  readonly name: string;
  readonly a: End;
  readonly b: End;
}

const endKey = (end: End) => `${end.part.key}\u0000${end.pin.name}`;
const endName = (end: End) => `${end.part.label}.${end.pin.name}`;

/** Groups linked pins into nets (resistors are not conductors here: each end is its own net). */
function buildNets(links: readonly Link[]): Map<string, End[]> {
  const parent = new Map<string, string>();
  const ends = new Map<string, End>();
  const find = (key: string): string => {
    let root = key;
    while (parent.get(root) !== root) root = parent.get(root)!;
    let node = key;
    while (node !== root) {
      const next = parent.get(node)!;
      parent.set(node, root);
      node = next;
    }
    return root;
  };
  for (const link of links) {
    for (const end of [link.a, link.b]) {
      const key = endKey(end);
      if (!parent.has(key)) {
        parent.set(key, key);
        ends.set(key, end);
      }
    }
    const ra = find(endKey(link.a));
    const rb = find(endKey(link.b));
    if (ra !== rb) parent.set(ra, rb);
  }
  const nets = new Map<string, End[]>();
  for (const [key, end] of ends) {
    const root = find(key);
    let net = nets.get(root);
    if (!net) nets.set(root, (net = []));
    net.push(end);
  }
  return nets;
}

const unique = (values: readonly string[]) => [...new Set(values)];

/** A net a transistor's channel or a pull resistor ends on: it is driven through them (docs/TRANSISTORS.md). */
const switched = (net: readonly End[]) =>
  net.some((e) => e.part.definition.family === 'transistor' || e.part.definition.family === 'pull');

/**
 * The checks that need the whole netlist: drivers per net, supply shorts, inputs with no driver,
 * floating inputs, LEDs without a series resistor or without a path to ground, and gate loops that
 * can never settle.
 */
export function checkNetlist(parts: readonly Part[], links: readonly Link[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const nets = buildNets(links);
  const netOf = new Map<string, End[]>();
  for (const net of nets.values()) for (const end of net) netOf.set(endKey(end), net);

  for (const net of nets.values()) {
    const outputs = net.filter((e) => e.pin.direction === 'output' && !e.pin.tristate);
    const tristates = net.filter((e) => e.pin.direction === 'output' && e.pin.tristate);
    const power = net.filter((e) => e.pin.direction === 'power');
    const ground = net.filter((e) => e.pin.direction === 'ground');
    const inputs = net.filter((e) => e.pin.direction === 'input');
    const involved = (list: End[]) => ({
      components: unique(list.map((e) => e.part.label)),
      pins: unique(list.map(endName)),
    });
    if (power.length > 0 && ground.length > 0) {
      issues.push({
        code: 'SUPPLY_SHORT',
        severity: 'error',
        message: `VCC and GND are connected together (${involved([...power, ...ground]).pins.join(', ')}): a short circuit.`,
        hint: 'Separate the supply from ground; put a component between them.',
        ...involved([...power, ...ground]),
      });
      continue;
    }
    const sources = outputs.length + (power.length + ground.length > 0 ? 1 : 0) + (tristates.length > 0 ? 1 : 0);
    if (sources >= 2) {
      const drivers = [...outputs, ...tristates, ...power, ...ground];
      issues.push({
        code: 'MULTIPLE_DRIVERS',
        severity: 'error',
        message: `One net has ${sources} drivers (${involved(drivers).pins.join(', ')}); they can fight and give X.`,
        hint: 'Give each net exactly one driver. To share a line, drive it only from tri-state buffers.',
        ...involved(drivers),
      });
    } else if (sources === 0 && inputs.length > 0 && !switched(net)) {
      issues.push({
        code: 'UNDRIVEN_NET',
        severity: 'warning',
        message: `${involved(inputs).pins.join(', ')} ${inputs.length === 1 ? 'is' : 'are'} wired but nothing drives ${inputs.length === 1 ? 'it' : 'them'}.`,
        hint: 'Connect the net to an output, a switch, a constant, VCC or GND.',
        ...involved(inputs),
      });
    }
  }

  for (const part of parts) {
    const floating = part.definition.pins.filter(
      (p) => p.direction === 'input' && p.defaultValue === undefined && !netOf.has(`${part.key}\u0000${p.name}`),
    );
    if (floating.length > 0) {
      const names = floating.map((p) => p.name);
      issues.push({
        code: 'FLOATING_INPUT',
        severity: 'warning',
        message: `${part.label} has unconnected input${names.length > 1 ? 's' : ''} ${names.join(', ')}; ${names.length > 1 ? 'they read' : 'it reads'} as X.`,
        hint: 'Wire every input to a signal, or tie unused ones to a constant (CONST_LOW / CONST_HIGH).',
        components: [part.label],
        pins: names.map((n) => `${part.label}.${n}`),
      });
    }
    if (part.definition.family === 'led') issues.push(...checkLed(part, netOf));
  }
  issues.push(...checkInvertingLoops(parts, nets.values()));
  const rank = { error: 0, warning: 1 } as const;
  return issues.sort((x, y) => rank[x.severity] - rank[y.severity]);
}

function checkLed(part: Part, netOf: Map<string, End[]>): ValidationIssue[] {
  const cathodeNet = netOf.get(`${part.key}\u0000cathode`) ?? [];
  const others = cathodeNet.filter((e) => e.part.key !== part.key);
  if (others.some((e) => e.pin.direction === 'ground')) {
    return [
      {
        code: 'LED_NO_RESISTOR',
        severity: 'warning',
        message: `${part.label} goes straight to GND with no current-limiting resistor.`,
        hint: `Put a RESISTOR (220–1000 Ω) between ${part.label}.cathode and GND; on real hardware the LED would burn out.`,
        components: [part.label],
        pins: [`${part.label}.cathode`],
      },
    ];
  }
  const viaResistor = others.some((end) => {
    if (end.part.definition.family !== 'resistor') return false;
    const otherPin = end.part.definition.pins.find((p) => p.name !== end.pin.name)!;
    return (netOf.get(`${end.part.key}\u0000${otherPin.name}`) ?? []).some((e) => e.pin.direction === 'ground');
  });
  if (viaResistor) return [];
  return [
    {
      code: 'LED_NO_GROUND',
      severity: 'warning',
      message: `${part.label} can never light: its cathode does not reach GND.`,
      hint: `Connect ${part.label}.cathode to a RESISTOR whose other end goes to GND.`,
      components: [part.label],
      pins: [`${part.label}.cathode`],
    },
  ];
}
