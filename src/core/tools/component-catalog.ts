import { getDefinition, listByCategory } from '../../shared/components/registry';
import type { ComponentDefinition } from '../../shared/components/types';

/**
 * One-line descriptions for the catalogue the model reads before designing: shorter than the
 * registry's (which the palette and `get_component_schema` show), because every token of
 * `get_available_components` is paid on every design. A type missing here falls back to the first
 * clause of its registry description (the test requires every type to have one).
 */
export const SHORT_DESCRIPTIONS: Readonly<Record<string, string>> = {
  SWITCH_TOGGLE: 'stays on or off',
  BUTTON_PUSH: '1 only while held',
  CLOCK: 'square wave at frequency Hz',
  CONST_HIGH: '',
  CONST_LOW: '',
  RESET: '1 at power-on until settled, then 0',
  LED_RED: 'lights when anode=1 and cathode reaches GND',
  LED_GREEN: 'as LED_RED',
  LED_YELLOW: 'as LED_RED',
  LED_BLUE: 'as LED_RED',
  SEVEN_SEGMENT: 'segments a-g, dp light while 1',
  PROBE: 'shows 0/1/X/Z of a net',
  BREAK: 'pauses running clocks when in rises',
  AND_2: '1 when all inputs 1',
  AND_3: '',
  AND_4: '',
  OR_2: '1 when any input 1',
  OR_3: '',
  OR_4: '',
  NAND_2: '0 when all inputs 1',
  NAND_3: '',
  NOR_2: '1 when all inputs 0',
  NOR_3: '',
  XOR_2: '1 when inputs differ',
  XNOR_2: '1 when inputs equal',
  NOT: '',
  BUFFER: '',
  TRISTATE_BUFFER: 'out=in while en=1, else Z (buses)',
  VCC: 'logic 1',
  GND: 'logic 0; LEDs return here',
  RESISTOR: 'in series from LED cathode to GND',
  SR_LATCH: 'S sets, R resets Q',
  D_LATCH: 'Q follows D while EN=1',
  D_FLIPFLOP: 'Q=D on rising CLK',
  JK_FLIPFLOP: 'set/reset/toggle on rising CLK',
  T_FLIPFLOP: 'toggles on rising CLK while T=1',
  MUX_2: 'Y=I0 or I1 by S',
  MUX_4: 'Y=I0..I3 by S1 S0',
  DEMUX_2: 'D to Y0 or Y1 by S',
  DECODER_2TO4: 'one of Y0..Y3 high by A1 A0',
  HALF_ADDER: 'S=A xor B, C=A and B',
  FULL_ADDER: 'A+B+CIN to S, COUT',
  REGISTER_4: 'loads D0-D3 on CLK while EN',
  COUNTER_4: 'counts up on CLK while EN',
  PORT_IN: 'subcircuit input; label = pin',
  PORT_OUT: 'subcircuit output; label = pin',
  SPLITTER: 'bus to bit ranges',
  MERGER: 'bit ranges to bus',
  TUNNEL: 'same name = same net',
  CONST_VALUE: '',
  REGISTER: 'width bits, loads D on CLK',
  COUNTER: 'width bits',
  ADDER: 'S=A+B+CIN',
  SUBTRACTOR: 'D=A-B-BIN',
  COMPARATOR: 'GT/EQ/LT',
  SHIFTER: 'Y=A shifted by S',
  PRIORITY_ENCODER: 'Y=highest Ii set',
  MULTIPLIER: 'HI:P=A*B+CIN',
  DIVIDER: 'Q,R=UPPER:A/B',
  HEX_DISPLAY: '4-bit bus as 0-F',
  DOT_MATRIX: 'LED grid; a bus per column',
  NMOS: 'D-S joined while G=1',
  PMOS: 'D-S joined while G=0',
  PULL_UP: 'weak 1 while undriven',
  PULL_DOWN: 'weak 0 while undriven',
  ROM: 'D=word at A',
  RAM: 'Q=word at A; D written on CLK while WE',
  // Not in the catalogue: subcircuits are listed from the library.
  SUBCIRCUIT: '',
  // Not in the catalogue: only an imported file's part we lack becomes one.
  PLACEHOLDER: '',
};

/** The first clause of a registry description ("2-input AND gate: …" → "2-input AND gate"). */
export function firstClause(definition: ComponentDefinition): string {
  return definition.description.split(/(?<=[a-z)])[:.;] /)[0]!.replace(/\.$/, '');
}

let catalogue: string | undefined;

/**
 * Every type by category, one per line: `TYPE Name: what it does` (the words left out where the
 * name says it all), categories as headings. Built once: the registry never changes at run time.
 */
export function catalogueText(): string {
  catalogue ??= listByCategory()
    .map(({ category, components }) => {
      const lines = components.map(({ type, name }) => {
        const short = SHORT_DESCRIPTIONS[type];
        const words = short ?? firstClause(getDefinition(type)!);
        return words === '' ? `${type} ${name}` : `${type} ${name}: ${words}`;
      });
      return `${category}:\n${lines.join('\n')}`;
    })
    .join('\n');
  return catalogue;
}
