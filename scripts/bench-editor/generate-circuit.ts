// Builds large valid circuits for the editor benchmark: switches on the left, LEDs on the right,
// gates in between whose inputs come from the column before, about 1.5 wires per component. Row 0
// is a chain of NOT gates from the first switch to an LED (with its resistor and ground) placed
// just above that switch: clicking the switch must light or darken that LED, through the whole
// width of the circuit, while every gate that reads the chain follows too (toggle_ms).
import { CircuitState, serializeCircuitFile, type ComponentInstance, type Wire } from '../../src/shared/circuit';

/** A small deterministic random source (mulberry32), so every run measures the same circuit. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TWO_INPUT = ['AND_2', 'OR_2', 'XOR_2', 'NAND_2', 'NOR_2'] as const;
const COLUMN_PITCH = 120;
const ROW_PITCH = 80;

/** The ids of the switch and the LED that `toggle_ms` clicks and watches. */
export const TOGGLE_SWITCH_ID = 'c0';
export const TOGGLE_LED_ID = 'toggle-led';

/** A circuit of `count` components in `rows` rows: column 0 switches, the last column LEDs. */
export function benchCircuit(count: number, rows = 50, seed = 1): { components: ComponentInstance[]; wires: Wire[] } {
  const next = random(seed);
  // Three of the components are the watched LED, its resistor and the ground.
  const gridCount = count - 3;
  const columns = Math.max(3, Math.ceil(gridCount / rows));
  const components: ComponentInstance[] = [];
  const wires: Wire[] = [];
  const grid: (ComponentInstance | undefined)[][] = [];
  const labels = new Map<string, number>();
  const label = (prefix: string) => {
    const n = (labels.get(prefix) ?? 0) + 1;
    labels.set(prefix, n);
    return `${prefix}${n}`;
  };
  for (let c = 0; c < columns; c++) {
    grid.push([]);
    for (let r = 0; r < rows && components.length < gridCount; r++) {
      const last = c === columns - 1 || components.length >= gridCount - rows + r;
      const chain = r === 0 && c > 0;
      const type =
        c === 0
          ? 'SWITCH_TOGGLE'
          : chain
            ? 'NOT'
            : last
              ? 'LED_GREEN'
              : next() < 0.52
                ? TWO_INPUT[Math.floor(next() * 5)]!
                : 'NOT';
      const prefix = type === 'SWITCH_TOGGLE' ? 'SW' : type === 'LED_GREEN' ? 'LED' : 'G';
      const component: ComponentInstance = {
        id: `c${components.length}`,
        type,
        label: label(prefix),
        x: c * COLUMN_PITCH,
        y: r * ROW_PITCH,
        rotation: 0,
        properties: {},
      };
      components.push(component);
      grid[c]![r] = component;
      if (c === 0) continue;
      const inputs = type === 'LED_GREEN' ? ['anode'] : type === 'NOT' ? ['in'] : ['a', 'b'];
      for (const pin of inputs) {
        // A driver from the previous column, a few rows up or down (short wires, as people draw);
        // the chain of row 0 reads row 0.
        const row = chain ? 0 : Math.min(rows - 1, Math.max(0, r + Math.floor(next() * 7) - 3));
        const driver = grid[c - 1]![row] ?? grid[c - 1]![0]!;
        wires.push({
          id: `w${wires.length}`,
          from: { component: driver.id, pin: 'out' },
          to: { component: component.id, pin },
        });
      }
    }
  }
  const end = grid.at(-1)![0]!;
  const part = (id: string, type: string, label: string, x: number): ComponentInstance => ({
    id,
    type,
    label,
    x,
    y: -ROW_PITCH,
    rotation: 0,
    properties: {},
  });
  components.push(
    part(TOGGLE_LED_ID, 'LED_RED', 'LED_T', COLUMN_PITCH),
    part('toggle-r', 'RESISTOR', 'R_T', 2 * COLUMN_PITCH),
    part('toggle-gnd', 'GND', 'GND_T', 3 * COLUMN_PITCH),
  );
  const link = (from: [string, string], to: [string, string]) =>
    wires.push({
      id: `w${wires.length}`,
      from: { component: from[0], pin: from[1] },
      to: { component: to[0], pin: to[1] },
    });
  link([end.id, 'out'], [TOGGLE_LED_ID, 'anode']);
  link([TOGGLE_LED_ID, 'cathode'], ['toggle-r', 'a']);
  link(['toggle-r', 'b'], ['toggle-gnd', 'gnd']);
  return { components, wires };
}

/** The text of a circuit file holding a bench circuit, checked with the real rules first. */
export function benchCircuitFile(count: number, name = `Bench ${count}`): string {
  const circuit = benchCircuit(count);
  const checked = CircuitState.fromCircuit(circuit);
  if (!checked.success) throw new Error(`the bench circuit breaks a rule: ${checked.error}`);
  return serializeCircuitFile(name, checked.data.toJSON());
}
