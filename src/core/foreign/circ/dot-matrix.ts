import { MAX_DOTS_SIDE } from '../../../shared/components/dot-matrix';
import type { Point } from './geometry';
import { attrOf, intAttr, placeholder, type Mapped } from './mapped';
import type { LogisimComp } from './xml';

/**
 * Logisim's DotMatrix as our DOT_MATRIX. Its ports, from its anchor (Logisim has no facing for it;
 * `selloc` bl, the default, or tr):
 * - column input: column i at (10·i, 0), or (10·i, −10·rows) for tr; `rows` bits, bit 0 the bottom dot;
 * - row input: row i at (0, 10·i), or (10·cols, 10·i) for tr; `cols` bits, bit 0 the rightmost dot;
 * - select: column data (`cols` bits, bit 0 the leftmost dot) at (dx, 0) and row select (`rows`
 *   bits, bit 0 the bottom row) at (dx, 10), dx 0 or 10·cols for tr; one row: data at (0, 0) and
 *   select at (10·cols, 0).
 * Our inputs `columns`, `rows` and `select` have those bit orders, so every dot is where Logisim
 * lights it. A `persist` time (dots staying lit after their input goes off) and sizes over 32 are
 * not ours: a placeholder with the reason.
 */
export function mapDotMatrix(comp: LogisimComp): Mapped {
  const cols = intAttr(comp, 'matrixcols', 5, 1, 64);
  const rows = intAttr(comp, 'matrixrows', 7, 1, 64);
  const type = attrOf(comp, 'inputtype', 'column');
  const topRight = attrOf(comp, 'selloc', 'bl') === 'tr';
  const at = (dx: number, dy: number): Point => ({ x: comp.x + dx, y: comp.y + dy });
  const where = `(${comp.x},${comp.y})`;
  let ports: { name: string; at: Point; width: number }[];
  let input: 'columns' | 'rows' | 'select';
  if (type === 'row') {
    input = 'rows';
    ports = Array.from({ length: rows }, (_, i) => ({
      name: `r${i}`,
      at: at(topRight ? 10 * cols : 0, 10 * i),
      width: cols,
    }));
  } else if (type === 'select') {
    input = 'select';
    const dx = topRight ? 10 * cols : 0;
    ports =
      rows <= 1
        ? [
            { name: 'data', at: at(0, 0), width: cols },
            { name: 'sel', at: at(10 * cols, 0), width: rows },
          ]
        : [
            { name: 'data', at: at(dx, 0), width: cols },
            { name: 'sel', at: at(dx, 10), width: rows },
          ];
  } else {
    input = 'columns';
    ports = Array.from({ length: cols }, (_, i) => ({
      name: `c${i}`,
      at: at(10 * i, topRight ? -10 * rows : 0),
      width: rows,
    }));
  }
  const persist = intAttr(comp, 'persist', 0, 0, 2 ** 31 - 1);
  if (persist > 0)
    return placeholder(
      comp,
      'east',
      ports,
      [],
      `The dot-matrix display at ${where} keeps its dots lit for ${persist} ticks after their input goes off (persistence); ours shows only what its inputs say now, so it is left as a placeholder.`,
    );
  if (cols > MAX_DOTS_SIDE || rows > MAX_DOTS_SIDE)
    return placeholder(
      comp,
      'east',
      ports,
      [],
      `The dot-matrix display at ${where} is ${cols} by ${rows} dots; ours has at most ${MAX_DOTS_SIDE} columns and ${MAX_DOTS_SIDE} rows, so it is left as a placeholder.`,
    );
  const colour = logisimColour(attrOf(comp, 'color', '#00ff00'));
  return {
    parts: [{ type: 'DOT_MATRIX', properties: { columns: cols, rows, input, colour } }],
    links: ports.map((p) => ({ at: p.at, part: 0, pin: p.name })),
    facing: 'east',
  };
}

/** Our colour nearest to Logisim's on-colour (`#rrggbb`; green, Logisim's default, when it does not read). */
function logisimColour(text: string): 'red' | 'green' | 'yellow' | 'blue' {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(text.trim());
  if (!m) return 'green';
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((h) => parseInt(h, 16)) as [number, number, number];
  const palette = { red: [255, 0, 0], green: [0, 255, 0], yellow: [255, 255, 0], blue: [0, 0, 255] } as const;
  let best: 'red' | 'green' | 'yellow' | 'blue' = 'green';
  let distance = Infinity;
  for (const [name, [pr, pg, pb]] of Object.entries(palette) as [keyof typeof palette, readonly number[]][]) {
    const d = (r - pr!) ** 2 + (g - pg!) ** 2 + (b - pb!) ** 2;
    if (d < distance) [best, distance] = [name, d];
  }
  return best;
}
