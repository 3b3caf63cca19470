import type { DesignInstance, Net } from './design';
import { prefixOf } from './labels';
import type { Sheet } from './sheet';

/** A module kept as a subcircuit: the circuit its instances place, and its pins. */
export interface Definition {
  /** The circuit's id as the import's bundle names it. */
  readonly id: string;
  /** Its interface text, as a `SUBCIRCUIT` part carries it ("a,b:4>y:4"). */
  readonly ports: string;
  /** Each pin: the bits of a Verilog port it carries (from `offset`), and which way they go. */
  readonly pins: readonly {
    readonly port: string;
    readonly pin: string;
    readonly offset: number;
    readonly width: number;
    readonly input: boolean;
  }[];
  /** Its input ports that clock flip-flops inside it (directly or deeper down). */
  readonly clocks: ReadonlySet<string>;
}

/** The nets the design's instances use as clocks: those joined to their definitions' clock ports. */
export function instanceClockNets(
  instances: readonly DesignInstance[],
  definitions: ReadonlyMap<string, Definition> | undefined,
): Net[] {
  const nets: Net[] = [];
  for (const instance of instances) {
    for (const port of definitions?.get(instance.module)?.clocks ?? [])
      nets.push(...(instance.connections.get(port) ?? []));
  }
  return nets;
}

/**
 * An instance of a module kept as a subcircuit: a `SUBCIRCUIT` part placing its definition, each pin
 * joined to the nets of its port, through a merger (a wide input) or a splitter (a wide output).
 */
export function placeInstance(
  sheet: Sheet,
  instance: DesignInstance,
  definitions: ReadonlyMap<string, Definition> | undefined,
): void {
  const definition = definitions?.get(instance.module);
  if (!definition) {
    sheet.warnings.push(`The instance "${instance.name}" places a module that was not imported: left out.`);
    return;
  }
  // Labelled with its instance name; CircuitForge's export names an instance `u_<label>`, read back as the label.
  const label = sheet.labels.named(instance.name.replace(/^u_(?=[A-Za-z])/, ''));
  const id = sheet.add('SUBCIRCUIT', label, 'logic', { circuit: definition.id, ports: definition.ports });
  for (const pin of definition.pins) {
    const nets = instance.connections.get(pin.port) ?? [];
    const net = (bit: number): Net => nets[pin.offset + bit] ?? 'x';
    if (pin.input) {
      if (pin.width === 1) {
        sheet.read({ component: id, pin: pin.pin }, net(0));
        continue;
      }
      const merge = sheet.add('MERGER', sheet.labels.next(prefixOf('MERGER')), 'logic', { width: pin.width });
      sheet.connect({ component: merge, pin: 'out' }, { component: id, pin: pin.pin });
      for (let bit = 0; bit < pin.width; bit++) sheet.read({ component: merge, pin: `b${bit}` }, net(bit));
      continue;
    }
    if (pin.width === 1) {
      sheet.drive(net(0), { component: id, pin: pin.pin });
      continue;
    }
    const split = sheet.add('SPLITTER', sheet.labels.next(prefixOf('SPLITTER')), 'logic', { width: pin.width });
    sheet.connect({ component: id, pin: pin.pin }, { component: split, pin: 'in' });
    for (let bit = 0; bit < pin.width; bit++) sheet.drive(net(bit), { component: split, pin: `b${bit}` });
  }
}
