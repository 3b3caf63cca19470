import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { getDefinition } from '../../../../shared/components';
import { GroundShape } from '../../symbols/io-shapes';
import type { ComponentFlowNode } from '../../model/flow/flow-model';
import { NodeFrame } from './NodeFrame';

/** The ground rail. */
export const GroundNode = memo(function GroundNode({ data }: NodeProps<ComponentFlowNode>): ReactElement | null {
  const { component } = data;
  const definition = getDefinition(component.type);
  if (!definition) return null;
  return (
    <NodeFrame component={component}>
      <GroundShape width={definition.width} height={definition.height} />
    </NodeFrame>
  );
});
