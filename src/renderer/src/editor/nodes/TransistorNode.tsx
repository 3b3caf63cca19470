import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { useAppStore } from '../../stores/app-store';
import { selectComponentSimState } from '../../stores/sim-slice';
import { TransistorShape } from '../../symbols/transistor-shapes';
import type { ComponentFlowNode } from '../../model/flow/flow-model';
import { NodeFrame } from './NodeFrame';

/** An NMOS or PMOS transistor; its channel lights while it conducts. */
export const TransistorNode = memo(function TransistorNode({ id, data }: NodeProps<ComponentFlowNode>): ReactElement {
  const { component } = data;
  const sim = useAppStore(selectComponentSimState(id));
  return (
    <NodeFrame component={component}>
      <TransistorShape channel={component.type === 'PMOS' ? 'p' : 'n'} conducts={sim?.value} />
    </NodeFrame>
  );
});
