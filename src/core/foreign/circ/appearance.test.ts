import { describe, expect, it } from 'vitest';
import { instancePinAt, interfacePins } from './appearance';
import type { LogisimCircuitXml, LogisimComp } from './xml';

const pin = (x: number, y: number, attrs: Record<string, string>): LogisimComp => ({
  lib: '0',
  name: 'Pin',
  x,
  y,
  attrs: new Map(Object.entries(attrs)),
});

const A = pin(100, 100, { label: 'A' });
const B = pin(100, 200, { label: 'B' });
const S = pin(400, 110, { label: 'S', type: 'output', facing: 'west' });
const C = pin(400, 210, { label: 'C', type: 'output', facing: 'west' });
const circuit = (attrs: Record<string, string>): LogisimCircuitXml => ({
  name: 'ha',
  attrs: new Map(Object.entries(attrs)),
  comps: [A, B, S, C],
  wires: [],
});
const instance = (facing?: string): LogisimComp => ({
  lib: undefined,
  name: 'ha',
  x: 300,
  y: 300,
  attrs: new Map(facing ? [['facing', facing]] : []),
});

function placed(c: LogisimCircuitXml, facing?: string): Record<string, string> {
  return Object.fromEntries(
    interfacePins(c, [A, B, S, C]).map((p) => {
      const at = instancePinAt(instance(facing), p);
      return [p.comp.attrs.get('label')!, `${at.x},${at.y}`];
    }),
  );
}

describe('where an instance of a circuit has its pins', () => {
  it('classic: inputs on the left 10 apart, outputs on the right, the anchor at the first output', () => {
    expect(placed(circuit({}))).toEqual({ A: '270,300', B: '270,310', S: '300,300', C: '300,310' });
  });

  it('turned with the instance: facing north, the inputs come in from below', () => {
    expect(placed(circuit({}), 'north')).toEqual({ A: '300,330', B: '310,330', S: '300,300', C: '310,300' });
    expect(placed(circuit({}), 'west')).toEqual({ A: '330,300', B: '330,290', S: '300,300', C: '300,290' });
  });

  it("Logisim-evolution's: 20 apart, the box as wide as the labels and the name need", () => {
    // Labels of 1 character: max(8 + 8 + 35, 2 * 8 + 15) = 51 → 50 + 20 = 70 wide.
    expect(placed(circuit({ appearance: 'logisim_evolution' }))).toEqual({
      A: '230,300',
      B: '230,320',
      S: '300,300',
      C: '300,320',
    });
  });

  it('a custom appearance: each port where the drawing has it, from its anchor', () => {
    const custom = {
      ...circuit({ appearance: 'custom' }),
      appear: {
        anchorX: 60,
        anchorY: 60,
        ports: [
          { x: 40, y: 50, pinX: 100, pinY: 100 },
          { x: 40, y: 70, pinX: 100, pinY: 200 },
          { x: 60, y: 60, pinX: 400, pinY: 110 },
          { x: 60, y: 80, pinX: 400, pinY: 210 },
        ],
      },
    };
    expect(placed(custom)).toEqual({ A: '280,290', B: '280,310', S: '300,300', C: '300,320' });
  });
});
