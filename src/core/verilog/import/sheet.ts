import type { ComponentInstance, PinRef, Wire } from '../../../shared/circuit/types';
import type { Net } from './design';
import { Labels } from './labels';

/** What each part is for, so that layout can put inputs left and outputs right. */
export type PartRole = 'input' | 'logic' | 'output' | 'return';

/**
 * The circuit an import is building: its parts and wires, each net's driver, the pins that read
 * nets (joined once every driver is known), and the labels handed out.
 */
export class Sheet {
  readonly components: ComponentInstance[] = [];
  readonly wires: Wire[] = [];
  readonly roles = new Map<string, PartRole>();
  /** Each LED's resistor and ground, placed beside it after layout. */
  readonly returns = new Map<string, { resistor: string; ground: string }>();
  readonly drivers = new Map<Net, PinRef>();
  readonly readers: { readonly ref: PinRef; readonly net: Net }[] = [];
  /** The parts that show an output port (or its bits), by id: the port's label. */
  readonly outputReaders = new Map<string, string>();
  readonly warnings: string[] = [];
  readonly labels: Labels;

  constructor(
    private readonly newId: (prefix: string) => string,
    taken?: ReadonlySet<string>,
  ) {
    this.labels = new Labels(taken);
  }

  /** A new part at 0,0; returns its id. */
  add(type: string, label: string, role: PartRole, properties: ComponentInstance['properties'] = {}): string {
    const id = this.newId('c');
    this.components.push({ id, type, label, x: 0, y: 0, rotation: 0, properties });
    this.roles.set(id, role);
    return id;
  }

  connect(from: PinRef, to: PinRef): void {
    this.wires.push({ id: this.newId('w'), from, to });
  }

  /** `ref` drives `net` (the first driver of a net keeps it). */
  drive(net: Net, ref: PinRef): void {
    if (typeof net === 'number' && !this.drivers.has(net)) this.drivers.set(net, ref);
  }

  /** `ref` reads `net`. */
  read(ref: PinRef, net: Net): void {
    this.readers.push({ ref, net });
  }
}
