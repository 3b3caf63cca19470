import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { getDefinition } from '../../../../shared/components';
import { useAppStore } from '../../stores/app-store';
import { selectComponentSimState } from '../../stores/sim-slice';
import { ButtonShape } from '../../symbols/io-shapes';
import type { FlowNode } from '../flow-model';
import { NodeFrame } from './NodeFrame';

/** A momentary push button; the cap sinks while the simulator says it is held. */
export const ButtonNode = memo(function ButtonNode({ id, data }: NodeProps<FlowNode>): ReactElement | null {
  const { component } = data;
  const sim = useAppStore(selectComponentSimState(id));
  const definition = getDefinition(component.type);
  if (!definition) return null;
  const pressed = sim?.on ?? false;
  return (
    <NodeFrame component={component} className={`cf-pressable${pressed ? ' cf-on' : ''}`}>
      <ButtonShape width={definition.width} height={definition.height} pressed={pressed} />
    </NodeFrame>
  );
});
