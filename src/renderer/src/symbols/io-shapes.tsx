import type { ReactElement } from 'react';

interface Box {
  readonly width: number;
  readonly height: number;
}

/** Toggle switch: a slot with a knob that sits right (on, lit) or left (off). */
export function SwitchShape({ width, height, on }: Box & { on: boolean }): ReactElement {
  const mid = height / 2;
  const bodyRight = width - 14;
  return (
    <g className={on ? 'sym-switch sym-on' : 'sym-switch'}>
      <line className="sym-line" x1={bodyRight} y1={mid} x2={width} y2={mid} />
      <rect className="sym-body" x={4} y={mid - 12} width={bodyRight - 4} height={24} rx={12} />
      <rect className="sym-switch-track" x={9} y={mid - 7} width={bodyRight - 14} height={14} rx={7} />
      <circle className="sym-switch-knob" cx={on ? bodyRight - 12 : 16} cy={mid} r={8} />
    </g>
  );
}

/** Push button: a round cap in a housing; the cap sinks while pressed. */
export function ButtonShape({ width, height, pressed }: Box & { pressed: boolean }): ReactElement {
  const mid = height / 2;
  const bodyRight = width - 14;
  const cx = (4 + bodyRight) / 2;
  return (
    <g className={pressed ? 'sym-button sym-on' : 'sym-button'}>
      <line className="sym-line" x1={bodyRight} y1={mid} x2={width} y2={mid} />
      <rect className="sym-body" x={4} y={mid - 15} width={bodyRight - 4} height={30} rx={6} />
      <circle className="sym-button-ring" cx={cx} cy={mid} r={11} />
      <circle className="sym-button-cap" cx={cx} cy={mid} r={pressed ? 7 : 9} />
    </g>
  );
}

/** Clock: a box with a square wave; while simulating, its outline takes the colour of its level. */
export function ClockShape({
  width,
  height,
  value,
}: Box & { value?: '0' | '1' | 'X' | 'Z' | undefined }): ReactElement {
  const mid = height / 2;
  const bodyRight = width - 14;
  return (
    <g className={`sym-clock sym-value-${value ?? 'none'}`}>
      <line className="sym-line" x1={bodyRight} y1={mid} x2={width} y2={mid} />
      <rect className="sym-body" x={4} y={mid - 14} width={bodyRight - 4} height={28} rx={4} />
      <path
        className="sym-line sym-wave"
        fill="none"
        d={`M10,${mid + 6} H16 V${mid - 6} H24 V${mid + 6} H32 V${mid - 6} H${bodyRight - 6}`}
      />
    </g>
  );
}

/** Constant 0 or 1. */
export function ConstantShape({ width, height, value }: Box & { value: 0 | 1 }): ReactElement {
  const mid = height / 2;
  return (
    <g>
      <line className="sym-line" x1={width - 12} y1={mid} x2={width} y2={mid} />
      <rect className="sym-body" x={4} y={mid - 12} width={width - 16} height={24} rx={4} />
      <text className="sym-title" x={(width - 8) / 2} y={mid} textAnchor="middle" dominantBaseline="central">
        {value}
      </text>
    </g>
  );
}

/** Probe: a round window showing the value of its net. */
export function ProbeShape({
  width,
  height,
  value,
  text,
}: Box & { value: '0' | '1' | 'X' | 'Z' | undefined; text?: string }): ReactElement {
  const mid = height / 2;
  return (
    <g className={`sym-probe sym-value-${value ?? 'none'}`}>
      <line className="sym-line" x1={0} y1={mid} x2={10} y2={mid} />
      <rect className="sym-body" x={10} y={mid - 13} width={width - 12} height={26} rx={13} />
      <text className="sym-title" x={10 + (width - 12) / 2} y={mid} textAnchor="middle" dominantBaseline="central">
        {text ?? value ?? '·'}
      </text>
    </g>
  );
}

/** A tunnel: a tag with its name, pointing at its pin on the left. */
export function TunnelShape({ width, height, name }: Box & { name: string }): ReactElement {
  const mid = height / 2;
  return (
    <g className="sym-tunnel">
      <path className="sym-body" d={`M2,${mid} L12,${mid - 8} H${width - 2} V${mid + 8} H12 Z`} />
      <text className="sym-pin-label" x={(width + 12) / 2} y={mid} textAnchor="middle" dominantBaseline="central">
        {name}
      </text>
    </g>
  );
}

/** VCC: a bar on a stem, pin at the bottom. */
export function SupplyShape({ width, height, compact }: Box & { compact: boolean }): ReactElement {
  const cx = width / 2;
  return (
    <g>
      <line className="sym-line" x1={cx} y1={height} x2={cx} y2={14} />
      <line className="sym-line sym-thick" x1={cx - 12} y1={14} x2={cx + 12} y2={14} />
      {!compact && (
        <text className="sym-pin-label" x={cx} y={8} textAnchor="middle">
          VCC
        </text>
      )}
    </g>
  );
}

/** Ground: three shrinking bars under a stem, pin at the top. */
export function GroundShape({ width, height }: Box): ReactElement {
  const cx = width / 2;
  const y = height / 2;
  return (
    <g>
      <line className="sym-line" x1={cx} y1={0} x2={cx} y2={y} />
      <line className="sym-line sym-thick" x1={cx - 14} y1={y} x2={cx + 14} y2={y} />
      <line className="sym-line sym-thick" x1={cx - 9} y1={y + 6} x2={cx + 9} y2={y + 6} />
      <line className="sym-line sym-thick" x1={cx - 4} y1={y + 12} x2={cx + 4} y2={y + 12} />
    </g>
  );
}

/** Resistor: the zigzag. */
export function ResistorShape({ width, height }: Box): ReactElement {
  const mid = height / 2;
  const points: string[] = [`0,${mid}`, `12,${mid}`];
  const steps = 6;
  const span = (width - 24) / steps;
  for (let i = 0; i < steps; i++) points.push(`${12 + span * (i + 0.5)},${mid + (i % 2 === 0 ? -6 : 6)}`);
  points.push(`${width - 12},${mid}`, `${width},${mid}`);
  return <polyline className="sym-line" fill="none" points={points.join(' ')} />;
}

/**
 * A port of a circuit: an input is a flag pointing into the circuit (pin on the right), an output a
 * flag the circuit points into (pin on the left). Inside: the live value, else the width of a bus.
 */
export function PortShape({
  width,
  height,
  direction,
  text,
  value,
}: Box & { direction: 'in' | 'out'; text: string; value: '0' | '1' | 'X' | 'Z' | undefined }): ReactElement {
  const mid = height / 2;
  const top = mid - 13;
  const bottom = mid + 13;
  // The flag leaves a 10-unit stub to its pin.
  const d =
    direction === 'in'
      ? `M2,${top} H${width - 24} L${width - 10},${mid} L${width - 24},${bottom} H2 Z`
      : `M10,${mid} L24,${top} H${width - 2} V${bottom} H24 Z`;
  const stub = direction === 'in' ? [width - 10, width] : [0, 10];
  const textX = direction === 'in' ? (width - 22) / 2 + 1 : (width + 22) / 2 - 1;
  return (
    <g className={`sym-probe sym-port sym-value-${value ?? 'none'}`}>
      <line className="sym-line" x1={stub[0]} y1={mid} x2={stub[1]} y2={mid} />
      <path className="sym-body" d={d} />
      <text
        className="sym-title sym-port-text"
        x={textX}
        y={mid}
        textAnchor="middle"
        dominantBaseline="central"
        // Long values (a 32-bit bus in hex) shrink to fit the flag.
        style={text.length > 5 ? { fontSize: Math.max(7, Math.floor(((width - 26) / text.length) * 1.6)) } : undefined}
      >
        {text}
      </text>
    </g>
  );
}
