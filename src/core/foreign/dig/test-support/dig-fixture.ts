/** Small Digital files written for the reader's tests, in the XML Digital saves (version 2). */

export type Attr =
  | string
  | number
  | boolean
  | { readonly inverted: readonly string[] }
  | { readonly test: string }
  /** A memory's words as Digital saves them: `<data>1,2,3*ff</data>`. */
  | { readonly data: string }
  /** A value written as given (XML), such as a ROM manager's `<storedRoms>`. */
  | { readonly xml: string };

export interface Element {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  /** Quarter turns counter-clockwise. */
  readonly rotation?: number;
  readonly attrs?: Readonly<Record<string, Attr>>;
}

/** A wire from (x1, y1) to (x2, y2). */
export type WireLine = readonly [number, number, number, number];

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function value(v: Attr): string {
  if (typeof v === 'string') return `<string>${escape(v)}</string>`;
  if (typeof v === 'number')
    return Number.isInteger(v) && Math.abs(v) > 2 ** 31 ? `<long>${v}</long>` : `<int>${v}</int>`;
  if (typeof v === 'boolean') return `<boolean>${v}</boolean>`;
  if ('inverted' in v)
    return `<inverterConfig>${v.inverted.map((n) => `<string>${escape(n)}</string>`).join('')}</inverterConfig>`;
  if ('data' in v) return `<data>${escape(v.data)}</data>`;
  if ('xml' in v) return v.xml;
  return `<testData><dataString>${escape(v.test)}</dataString></testData>`;
}

function entries(attrs: Readonly<Record<string, Attr>>, rotation = 0): string {
  const list = Object.entries(attrs).map(([k, v]) => `<entry><string>${escape(k)}</string>${value(v)}</entry>`);
  if (rotation) list.push(`<entry><string>rotation</string><rotation rotation="${rotation}"/></entry>`);
  return list.join('\n        ');
}

/** A `.dig` file's text. */
export function dig(
  elements: readonly Element[],
  wires: readonly WireLine[],
  circuitAttrs: Readonly<Record<string, Attr>> = {},
  version = 2,
): string {
  const els = elements
    .map(
      (e) => `    <visualElement>
      <elementName>${escape(e.name)}</elementName>
      <elementAttributes>
        ${entries(e.attrs ?? {}, e.rotation)}
      </elementAttributes>
      <pos x="${e.x}" y="${e.y}"/>
    </visualElement>`,
    )
    .join('\n');
  const ws = wires
    .map(
      ([x1, y1, x2, y2]) => `    <wire>\n      <p1 x="${x1}" y="${y1}"/>\n      <p2 x="${x2}" y="${y2}"/>\n    </wire>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<circuit>
  <version>${version}</version>
  <attributes>
    ${entries(circuitAttrs)}
  </attributes>
  <visualElements>
${els}
  </visualElements>
  <wires>
${ws}
  </wires>
  <measurementOrdering/>
</circuit>
`;
}

/** A Digital input: `In` with a label (and bits). */
export const input = (label: string, x: number, y: number, bits = 1): Element => ({
  name: 'In',
  x,
  y,
  attrs: bits === 1 ? { Label: label } : { Label: label, Bits: bits },
});

export const output = (label: string, x: number, y: number, bits = 1): Element => ({
  name: 'Out',
  x,
  y,
  attrs: bits === 1 ? { Label: label } : { Label: label, Bits: bits },
});

export const testcase = (label: string, test: string, x = 0, y = -200): Element => ({
  name: 'Testcase',
  x,
  y,
  attrs: { Label: label, Testdata: { test } },
});

/**
 * The wires of a Digital half adder with A at (20, 0), B at (20, 40), XOr at (100, 0), And at
 * (100, 100), S at (200, 20) and C at (200, 120); the ninth (index 8) takes the sum to S.
 */
export const HALF_ADDER_WIRES: readonly WireLine[] = [
  [20, 0, 60, 0],
  [60, 0, 100, 0],
  [60, 0, 60, 100],
  [60, 100, 100, 100],
  [20, 40, 40, 40],
  [40, 40, 100, 40],
  [40, 40, 40, 140],
  [40, 140, 100, 140],
  [160, 20, 200, 20],
  [160, 120, 200, 120],
];

/**
 * A small Digital project, as Digital saves it: `HalfAdder.dig` (A, B → XOr → S, And → C; its pins
 * as Digital lays them out: B at (100, 0), A at (100, 20) of an instance) and `Top.dig`, which
 * places it as HA and carries a test, "Adds".
 */
export function halfAdderProject(): { readonly half: string; readonly top: string } {
  const half = dig(
    [
      input('A', 20, 0),
      input('B', 20, 40),
      { name: 'XOr', x: 100, y: 0 },
      { name: 'And', x: 100, y: 100 },
      output('S', 200, 20),
      output('C', 200, 120),
    ],
    HALF_ADDER_WIRES,
  );
  const top = dig(
    [
      input('X', 40, 0),
      input('Y', 40, 20),
      { name: 'HalfAdder.dig', x: 100, y: 0, attrs: { Label: 'HA' } },
      output('P', 200, 0),
      output('Q', 200, 20),
      testcase('Adds', 'X Y P Q\n0 0 0 0\n1 0 1 0\n0 1 1 0\n1 1 0 1\n'),
    ],
    [
      [40, 0, 100, 0],
      [40, 20, 100, 20],
      [160, 0, 200, 0],
      [160, 20, 200, 20],
    ],
  );
  return { half, top };
}
