import type { ReactElement } from 'react';
import type { ComponentDefinition, PinDefinition } from '../../../shared/components';

/** Short titles drawn inside block symbols. */
const BLOCK_TITLES: Record<string, string> = {
  SR_LATCH: 'SR',
  D_LATCH: 'D latch',
  D_FLIPFLOP: 'D FF',
  JK_FLIPFLOP: 'JK FF',
  T_FLIPFLOP: 'T FF',
  MUX_2: 'MUX',
  MUX_4: 'MUX',
  DEMUX_2: 'DEMUX',
  DECODER_2TO4: 'DEC',
  HALF_ADDER: 'HA',
  FULL_ADDER: 'FA',
  REGISTER_4: 'REG',
  COUNTER_4: 'CTR',
  REGISTER: 'REG',
  COUNTER: 'CTR',
  CONST_VALUE: 'K',
  SPLITTER: 'SPLIT',
  MERGER: 'MERGE',
  TUNNEL: 'TUN',
  ADDER: '+',
  SUBTRACTOR: '−',
  COMPARATOR: 'CMP',
  SHIFTER: 'SHIFT',
  PRIORITY_ENCODER: 'PRI',
  MULTIPLIER: '×',
  DIVIDER: '÷',
};

const INSET = 10;

function stub(p: PinDefinition, width: number, height: number): ReactElement {
  switch (p.side) {
    case 'left':
      return <line key={p.name} className="sym-line" x1={0} y1={p.y} x2={INSET} y2={p.y} />;
    case 'right':
      return <line key={p.name} className="sym-line" x1={width - INSET} y1={p.y} x2={width} y2={p.y} />;
    case 'top':
      return <line key={p.name} className="sym-line" x1={p.x} y1={0} x2={p.x} y2={INSET} />;
    case 'bottom':
      return <line key={p.name} className="sym-line" x1={p.x} y1={height - INSET} x2={p.x} y2={height} />;
  }
}

function pinLabel(p: PinDefinition, width: number, height: number): ReactElement | null {
  const key = `label-${p.name}`;
  const className = 'sym-pin-label';
  switch (p.side) {
    case 'left':
      return (
        <text key={key} className={className} x={p.clock ? INSET + 10 : INSET + 3} y={p.y} dominantBaseline="central">
          {p.clock ? '' : p.name}
        </text>
      );
    case 'right':
      return (
        <text key={key} className={className} x={width - INSET - 3} y={p.y} dominantBaseline="central" textAnchor="end">
          {p.name}
        </text>
      );
    case 'top':
      return (
        <text key={key} className={className} x={p.x} y={INSET + 7} textAnchor="middle">
          {p.name}
        </text>
      );
    case 'bottom':
      return (
        <text key={key} className={className} x={p.x} y={height - INSET - 4} textAnchor="middle">
          {p.name}
        </text>
      );
  }
}

/**
 * Where the title goes: the middle of the body, moved half a pin pitch up when the middle falls on
 * a row of pins (pins sit every 20 units), so it never shares a line with pin names.
 */
function titleY(height: number): number {
  const middle = height / 2;
  return middle % 20 === 0 ? middle - 10 : middle;
}

/** A labelled box with pin stubs, pin names and the clock triangle on edge-triggered inputs. */
export function BlockShape({
  definition,
  compact,
  title: given,
}: {
  definition: ComponentDefinition;
  compact: boolean;
  /** The text inside (a subcircuit's name); else the type's short title. */
  title?: string;
}): ReactElement {
  const { width, height, pins } = definition;
  const title = given ?? BLOCK_TITLES[definition.type] ?? definition.type;
  return (
    <g>
      {pins.map((p) => stub(p, width, height))}
      <rect className="sym-body" x={INSET} y={INSET} width={width - 2 * INSET} height={height - 2 * INSET} rx={3} />
      {pins
        .filter((p) => p.clock)
        .map((p) => (
          <path
            key={`clk-${p.name}`}
            className="sym-line"
            fill="none"
            d={`M${INSET},${p.y - 5} L${INSET + 7},${p.y} L${INSET},${p.y + 5}`}
          />
        ))}
      {!compact && pins.map((p) => pinLabel(p, width, height))}
      <text
        className={compact ? 'sym-title sym-title-compact' : 'sym-title'}
        x={width / 2}
        y={compact ? height / 2 : titleY(height)}
        textAnchor="middle"
        dominantBaseline="central"
        // Palette icons: the title fills the box's width (about 0.62 em per character) up to 24 units.
        style={compact ? { fontSize: Math.min(24, (width - 2 * INSET - 6) / (0.62 * title.length)) } : undefined}
      >
        {title}
      </text>
    </g>
  );
}
