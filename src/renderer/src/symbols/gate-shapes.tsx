import type { ReactElement } from 'react';

/** Gate functions with a distinctive-shape symbol. */
export type GateKind = 'AND' | 'OR' | 'XOR' | 'NAND' | 'NOR' | 'XNOR' | 'NOT' | 'BUFFER' | 'TRISTATE_BUFFER';

/** The gate kind of a registry type, or undefined for non-gates. */
export function gateKindOf(type: string): GateKind | undefined {
  if (type === 'NOT' || type === 'BUFFER' || type === 'TRISTATE_BUFFER') return type;
  const fn = type.split('_')[0];
  return fn === 'AND' || fn === 'OR' || fn === 'XOR' || fn === 'NAND' || fn === 'NOR' || fn === 'XNOR' ? fn : undefined;
}

const BUBBLE_R = 4;

interface GateShapeProps {
  readonly kind: GateKind;
  readonly width: number;
  readonly height: number;
  /** y of each input pin (the stubs are drawn to the body). */
  readonly inputYs: readonly number[];
}

/**
 * Distinctive-shape (ANSI/IEEE 91) gate outline in a `width`×`height` box: input stubs from x=0,
 * the body, an inversion bubble where the function inverts, and the output stub to x=width.
 */
export function GateShape({ kind, width, height, inputYs }: GateShapeProps): ReactElement {
  const mid = height / 2;
  const inverted = kind === 'NAND' || kind === 'NOR' || kind === 'XNOR' || kind === 'NOT';
  const right = width - 10 - (inverted ? 2 * BUBBLE_R : 0);
  const top = 2;
  const bottom = height - 2;
  let body: ReactElement;
  let backX = 10;
  let extra: ReactElement | null = null;

  if (kind === 'AND' || kind === 'NAND') {
    const r = (bottom - top) / 2;
    const flat = Math.max(10, right - r);
    body = <path className="sym-body" d={`M10,${top} H${flat} A${right - flat},${r} 0 0 1 ${flat},${bottom} H10 Z`} />;
  } else if (kind === 'OR' || kind === 'NOR' || kind === 'XOR' || kind === 'XNOR') {
    const left = kind === 'XOR' || kind === 'XNOR' ? 16 : 10;
    const span = right - left;
    backX = left + 7;
    body = (
      <path
        className="sym-body"
        d={`M${left},${top} Q${left + span * 0.6},${top} ${right},${mid} Q${left + span * 0.6},${bottom} ${left},${bottom} Q${left + 9},${mid} ${left},${top} Z`}
      />
    );
    if (left !== 10) {
      extra = <path className="sym-line" d={`M9,${top} Q18,${mid} 9,${bottom}`} fill="none" />;
    }
  } else {
    // NOT, BUFFER, TRISTATE_BUFFER: a triangle.
    const tTop = Math.max(top, mid - 16);
    const tBottom = Math.min(bottom, mid + 16);
    body = <path className="sym-body" d={`M12,${tTop} L${right},${mid} L12,${tBottom} Z`} />;
    backX = 12;
    if (kind === 'TRISTATE_BUFFER') {
      const x = width / 2;
      const edgeY = tTop + ((x - 12) / (right - 12)) * (mid - tTop);
      extra = <line className="sym-line" x1={x} y1={0} x2={x} y2={edgeY} />;
    }
  }

  return (
    <g>
      {inputYs.map((y) => (
        <line key={y} className="sym-line" x1={0} y1={y} x2={backX} y2={y} />
      ))}
      <line className="sym-line" x1={inverted ? right + 2 * BUBBLE_R : right} y1={mid} x2={width} y2={mid} />
      {extra}
      {body}
      {inverted && <circle className="sym-body" cx={right + BUBBLE_R} cy={mid} r={BUBBLE_R} />}
    </g>
  );
}
