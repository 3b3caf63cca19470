import { fail, ok, type Result } from '../errors';
import { MAX_BUS_WIDTH } from './types';

/** One port of a subcircuit: its name (the port's label) and its width in bits. */
export interface PortSpec {
  readonly name: string;
  readonly width: number;
}

/**
 * The interface of a subcircuit: its input ports (the symbol's left side) and output ports (the
 * right side), each in the order of the ports on the definition's canvas, top to bottom.
 */
export interface SubcircuitInterface {
  readonly inputs: readonly PortSpec[];
  readonly outputs: readonly PortSpec[];
}

/** The longest interface text a `SUBCIRCUIT` carries (a property holds at most 1,000 characters). */
export const MAX_INTERFACE_TEXT = 1000;

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

/** The interface as the text a `SUBCIRCUIT` part carries: inputs `>` outputs, each `name` or `name:width`. */
export function formatInterface(iface: SubcircuitInterface): string {
  const side = (ports: readonly PortSpec[]) =>
    ports.map((p) => (p.width === 1 ? p.name : `${p.name}:${p.width}`)).join(',');
  return `${side(iface.inputs)}>${side(iface.outputs)}`;
}

/** Reads the interface text of a `SUBCIRCUIT` ("A,B:4>S,C"); the empty text is no ports. */
export function parseInterface(text: string): Result<SubcircuitInterface> {
  if (text === '') return ok({ inputs: [], outputs: [] });
  const sides = text.split('>');
  if (sides.length !== 2) {
    return bad(`"${cut(text)}" is not an interface.`, 'Write the inputs, ">", then the outputs: "A,B:4>S,C".');
  }
  const seen = new Set<string>();
  const read = (side: string): Result<PortSpec[]> => {
    if (side === '') return ok([]);
    const ports: PortSpec[] = [];
    for (const item of side.split(',')) {
      const [name = '', widthText, extra] = item.split(':');
      if (extra !== undefined || !NAME.test(name)) {
        return bad(
          `"${cut(item)}" is not a port.`,
          'A port is a name (a letter, then letters, digits or "_") with an optional ":width".',
        );
      }
      const width = widthText === undefined ? 1 : Number(widthText);
      if (
        !Number.isInteger(width) ||
        width < 1 ||
        width > MAX_BUS_WIDTH ||
        (widthText !== undefined && !/^\d+$/.test(widthText))
      ) {
        return bad(`Port ${name} has width "${widthText}".`, `A width is a whole number from 1 to ${MAX_BUS_WIDTH}.`);
      }
      const key = name.toLowerCase();
      if (seen.has(key)) return bad(`Port ${name} is named twice.`, 'Each port of a subcircuit has its own name.');
      seen.add(key);
      ports.push({ name, width });
    }
    return ok(ports);
  };
  const inputs = read(sides[0]!);
  if (!inputs.success) return inputs;
  const outputs = read(sides[1]!);
  if (!outputs.success) return outputs;
  return ok({ inputs: inputs.data, outputs: outputs.data });
}

/** A part as far as its place in an interface goes. */
interface PortPart {
  readonly type: string;
  readonly label: string;
  readonly x: number;
  readonly y: number;
  readonly properties: Readonly<Record<string, unknown>>;
}

/**
 * The interface a circuit offers as a subcircuit: its `PORT_IN` and `PORT_OUT` parts, named by their
 * labels, each side ordered as on the canvas (top to bottom, then left to right, then by name).
 */
export function interfaceOf(components: Iterable<PortPart>): SubcircuitInterface {
  const inputs: PortPart[] = [];
  const outputs: PortPart[] = [];
  for (const c of components) {
    if (c.type === 'PORT_IN') inputs.push(c);
    else if (c.type === 'PORT_OUT') outputs.push(c);
  }
  const order = (a: PortPart, b: PortPart) =>
    a.y - b.y || a.x - b.x || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);
  const spec = (c: PortPart): PortSpec => ({ name: c.label, width: portWidth(c.properties) });
  return { inputs: inputs.sort(order).map(spec), outputs: outputs.sort(order).map(spec) };
}

/** The width property of a port, 1 when absent or not a valid width. */
export function portWidth(properties: Readonly<Record<string, unknown>>): number {
  const width = properties.width;
  return typeof width === 'number' && Number.isInteger(width) && width >= 1 && width <= MAX_BUS_WIDTH ? width : 1;
}

function cut(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function bad(error: string, hint: string) {
  return fail('INVALID_PROPERTY', error, hint);
}
