import type { ComponentInstance } from '../../shared/circuit/types';
import { widthOf } from '../../shared/components/buses';
import { portWidth } from '../../shared/components/subcircuit-interface';

/** What a test's signal is in the circuit: something the test sets, or something it checks. */
export type SignalBinding =
  | {
      readonly role: 'input';
      readonly kind: 'switch' | 'button' | 'clock' | 'port';
      readonly id: string;
      readonly label: string;
      readonly width: number;
    }
  | {
      readonly role: 'output';
      /** `value`: the value on the part's input (LED, probe, output port); `stored`: a register's or flip-flop's bits. */
      readonly kind: 'value' | 'stored';
      readonly id: string;
      readonly label: string;
      readonly width: number;
      /** The pin read for a one-bit value. */
      readonly pin?: string;
    };

const LED_TYPES = new Set(['LED_RED', 'LED_GREEN', 'LED_YELLOW', 'LED_BLUE']);
const STORED_WIDTH: Readonly<Record<string, number>> = {
  D_FLIPFLOP: 1,
  T_FLIPFLOP: 1,
  JK_FLIPFLOP: 1,
  D_LATCH: 1,
  SR_LATCH: 1,
  REGISTER_4: 4,
  COUNTER_4: 4,
};

/** How a part can take part in a test, or undefined for parts a test cannot name. */
export function bindingOf(c: ComponentInstance): SignalBinding | undefined {
  const base = { id: c.id, label: c.label };
  switch (c.type) {
    case 'SWITCH_TOGGLE':
      return { role: 'input', kind: 'switch', ...base, width: 1 };
    case 'BUTTON_PUSH':
      return { role: 'input', kind: 'button', ...base, width: 1 };
    case 'CLOCK':
      return { role: 'input', kind: 'clock', ...base, width: 1 };
    case 'PORT_IN':
      return { role: 'input', kind: 'port', ...base, width: portWidth(c.properties) };
    case 'PORT_OUT':
      return { role: 'output', kind: 'value', ...base, width: portWidth(c.properties), pin: 'in' };
    case 'PROBE':
      return { role: 'output', kind: 'value', ...base, width: widthOf(c.properties), pin: 'in' };
    case 'REGISTER':
    case 'COUNTER':
      return { role: 'output', kind: 'stored', ...base, width: widthOf(c.properties, 8) };
  }
  if (LED_TYPES.has(c.type)) return { role: 'output', kind: 'value', ...base, width: 1, pin: 'anode' };
  const stored = STORED_WIDTH[c.type];
  return stored === undefined ? undefined : { role: 'output', kind: 'stored', ...base, width: stored };
}
