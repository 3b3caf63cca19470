import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { PullShape } from '../../symbols/transistor-shapes';
import type { ComponentFlowNode } from '../../model/flow/flow-model';
import { NodeFrame } from './NodeFrame';

/** A pull-up or pull-down resistor. */
export const PullNode = memo(function PullNode({ data }: NodeProps<ComponentFlowNode>): ReactElement {
  const { component } = data;
  return (
    <NodeFrame component={component}>
      <PullShape direction={component.type === 'PULL_DOWN' ? 'down' : 'up'} />
    </NodeFrame>
  );
});
