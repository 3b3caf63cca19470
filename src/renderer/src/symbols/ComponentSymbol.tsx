import { memo, type ReactElement } from 'react';
import { definitionFor, type ComponentDefinition } from '../../../shared/components';
import { GateShape, gateKindOf } from './gate-shapes';
import { PullShape, TransistorShape } from './transistor-shapes';
import { BlockShape } from './block-shape';
import { DotMatrixShape, LedShape, SevenSegmentShape } from './output-shapes';
import {
  ButtonShape,
  ClockShape,
  ConstantShape,
  GroundShape,
  ProbeShape,
  ResistorShape,
  SupplyShape,
  PortShape,
  SwitchShape,
  TunnelShape,
} from './io-shapes';

/** Live state a symbol can show (from the simulator); all optional. */
export interface SymbolState {
  /** Switch on, button pressed, LED lit. */
  readonly active?: boolean;
  /** Lit segments of a seven-segment display, a–g then dp. */
  readonly segments?: readonly boolean[];
  /** Dots of a dot-matrix display, rows top first ('1' lit, '0' dark, 'x' unknown). */
  readonly dots?: readonly string[];
  /** Value shown by a probe. */
  readonly value?: '0' | '1' | 'X' | 'Z';
}

interface ComponentSymbolProps {
  readonly type: string;
  readonly state?: SymbolState;
  /** Palette icons leave out pin names and small text. */
  readonly compact?: boolean;
  readonly properties?: Readonly<Record<string, unknown>>;
}

/** The schematic symbol of a component type, drawn in its own `width`×`height` box (SVG units). */
export const ComponentSymbol = memo(function ComponentSymbol({
  type,
  state = {},
  compact = false,
  properties = {},
}: ComponentSymbolProps): ReactElement | null {
  const definition = definitionFor({ type, properties });
  if (!definition) return null;
  return drawSymbol(definition, state, compact, properties);
});

function drawSymbol(
  d: ComponentDefinition,
  state: SymbolState,
  compact: boolean,
  properties: Readonly<Record<string, unknown>>,
): ReactElement {
  const { width, height } = d;
  switch (d.family) {
    case 'gate': {
      const kind = gateKindOf(d.type)!;
      const inputYs = d.pins.filter((p) => p.direction === 'input' && p.side === 'left').map((p) => p.y);
      return <GateShape kind={kind} width={width} height={height} inputYs={inputYs} />;
    }
    case 'switch':
      return <SwitchShape width={width} height={height} on={state.active ?? properties.initial === true} />;
    case 'button':
      return <ButtonShape width={width} height={height} pressed={state.active ?? false} />;
    case 'clock':
      return <ClockShape width={width} height={height} />;
    case 'constant':
      return <ConstantShape width={width} height={height} value={d.type === 'CONST_HIGH' ? 1 : 0} />;
    case 'led':
      return (
        <LedShape width={width} height={height} colour={d.type.slice(4).toLowerCase()} lit={state.active ?? false} />
      );
    case 'seven-segment':
      return (
        <SevenSegmentShape
          width={width}
          height={height}
          segments={state.segments ?? []}
          colour={typeof properties.colour === 'string' ? properties.colour : 'red'}
          pins={d.pins.map((p) => p.y)}
        />
      );
    case 'dot-matrix':
      return (
        <DotMatrixShape
          dots={state.dots ?? []}
          colour={typeof properties.colour === 'string' ? properties.colour : 'red'}
          properties={properties}
        />
      );
    case 'probe':
      return <ProbeShape width={width} height={height} value={state.value} />;
    case 'power':
      return <SupplyShape width={width} height={height} compact={compact} />;
    case 'ground':
      return <GroundShape width={width} height={height} />;
    case 'resistor':
      return <ResistorShape width={width} height={height} />;
    case 'transistor':
      return <TransistorShape channel={d.type === 'PMOS' ? 'p' : 'n'} conducts={state.value} compact={compact} />;
    case 'pull':
      return <PullShape direction={d.type === 'PULL_DOWN' ? 'down' : 'up'} />;
    case 'block':
      if (d.type === 'TUNNEL') {
        return (
          <TunnelShape
            width={width}
            height={height}
            name={compact ? '' : typeof properties.name === 'string' ? properties.name : 'net'}
          />
        );
      }
      return <BlockShape definition={d} compact={compact} />;
    case 'port':
      return (
        <PortShape
          width={width}
          height={height}
          direction={d.type === 'PORT_IN' ? 'in' : 'out'}
          text={compact ? '' : (state.value ?? '')}
          value={state.value}
        />
      );
    case 'subcircuit':
      return (
        <BlockShape
          definition={d}
          compact={compact}
          title={typeof properties.title === 'string' && properties.title !== '' ? properties.title : 'SUB'}
        />
      );
    case 'placeholder':
      return (
        <BlockShape
          definition={d}
          compact={compact}
          title={typeof properties.original === 'string' && properties.original !== '' ? properties.original : '?'}
        />
      );
  }
}
