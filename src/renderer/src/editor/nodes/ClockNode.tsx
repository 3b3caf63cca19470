import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { getDefinition } from '../../../../shared/components';
import { useAppStore } from '../../stores/app-store';
import { selectComponentSimState } from '../../stores/sim-slice';
import { ClockShape } from '../../symbols/io-shapes';
import type { ComponentFlowNode } from '../flow-model';
import { NodeFrame } from './NodeFrame';

/** Shows a frequency the short way: 1 Hz, 2.5 kHz, 1 MHz. */
export function formatHertz(hz: number): string {
  if (hz >= 1e6) return `${+(hz / 1e6).toPrecision(3)} MHz`;
  if (hz >= 1e3) return `${+(hz / 1e3).toPrecision(3)} kHz`;
  return `${+hz.toPrecision(3)} Hz`;
}

/** A clock: a square wave, its frequency, and its current level while simulating. */
export const ClockNode = memo(function ClockNode({ id, data }: NodeProps<ComponentFlowNode>): ReactElement | null {
  const { component } = data;
  const sim = useAppStore(selectComponentSimState(id));
  const definition = getDefinition(component.type);
  if (!definition) return null;
  const frequency = typeof component.properties.frequency === 'number' ? component.properties.frequency : 1;
  return (
    <NodeFrame
      component={component}
      caption={sim?.value === undefined ? formatHertz(frequency) : `${formatHertz(frequency)} · ${sim.value}`}
      className={sim?.value === '1' ? 'cf-on' : undefined}
    >
      <ClockShape width={definition.width} height={definition.height} value={sim?.value} />
    </NodeFrame>
  );
});
