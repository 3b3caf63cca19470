import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { getDefinition } from '../../../../shared/components';
import { ConstantShape } from '../../symbols/io-shapes';
import type { ComponentFlowNode } from '../../model/flow/flow-model';
import { NodeFrame } from './NodeFrame';

/** A constant 0 or 1 source. */
export const ConstantNode = memo(function ConstantNode({ data }: NodeProps<ComponentFlowNode>): ReactElement | null {
  const { component } = data;
  const definition = getDefinition(component.type);
  if (!definition) return null;
  return (
    <NodeFrame component={component}>
      <ConstantShape
        width={definition.width}
        height={definition.height}
        value={component.type === 'CONST_HIGH' ? 1 : 0}
      />
    </NodeFrame>
  );
});
