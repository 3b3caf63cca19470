import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { getDefinition } from '../../../../shared/components';
import { useAppStore } from '../../stores/app-store';
import { selectComponentSimState } from '../../stores/sim-slice';
import { SwitchShape } from '../../symbols/io-shapes';
import type { FlowNode } from '../flow-model';
import { NodeFrame } from './NodeFrame';

/** A toggle switch: a lever that shows its position (the simulator's, else its initial one). */
export const SwitchNode = memo(function SwitchNode({ id, data }: NodeProps<FlowNode>): ReactElement | null {
  const { component } = data;
  const sim = useAppStore(selectComponentSimState(id));
  const definition = getDefinition(component.type);
  if (!definition) return null;
  const on = sim?.on ?? component.properties.initial === true;
  return (
    <NodeFrame component={component} className={`cf-pressable${on ? ' cf-on' : ''}`}>
      <SwitchShape width={definition.width} height={definition.height} on={on} />
    </NodeFrame>
  );
});
