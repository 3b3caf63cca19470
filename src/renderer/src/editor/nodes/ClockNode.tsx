import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { getDefinition } from '../../../../shared/components';
import { useAppStore } from '../../stores/app-store';
import { selectComponentSimState } from '../../stores/sim-slice';
import { ClockShape } from '../../symbols/io-shapes';
import type { ComponentFlowNode } from '../../model/flow/flow-model';
import { NodeFrame } from './NodeFrame';
import { formatHertz } from '../../symbols/captions';

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
