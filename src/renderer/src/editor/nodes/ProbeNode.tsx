import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { getDefinition } from '../../../../shared/components';
import { useAppStore } from '../../stores/app-store';
import { selectComponentSimState } from '../../stores/sim-slice';
import { ProbeShape } from '../../symbols/io-shapes';
import type { ComponentFlowNode } from '../flow-model';
import { NodeFrame } from './NodeFrame';

/** A probe showing the value of its net: 0, 1, X or Z (a dot while there is no value). */
export const ProbeNode = memo(function ProbeNode({ id, data }: NodeProps<ComponentFlowNode>): ReactElement | null {
  const { component } = data;
  const value = useAppStore(selectComponentSimState(id))?.value;
  const definition = getDefinition(component.type);
  if (!definition) return null;
  return (
    <NodeFrame component={component}>
      <ProbeShape width={definition.width} height={definition.height} value={value} />
    </NodeFrame>
  );
});
