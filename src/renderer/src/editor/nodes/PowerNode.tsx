import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { getDefinition } from '../../../../shared/components';
import { SupplyShape } from '../../symbols/io-shapes';
import type { ComponentFlowNode } from '../../model/flow/flow-model';
import { NodeFrame } from './NodeFrame';
import { staticCaption } from '../../symbols/captions';

/** The VCC supply rail with its voltage. */
export const PowerNode = memo(function PowerNode({ data }: NodeProps<ComponentFlowNode>): ReactElement | null {
  const { component } = data;
  const definition = getDefinition(component.type);
  if (!definition) return null;
  return (
    <NodeFrame component={component} caption={staticCaption(component)}>
      <SupplyShape width={definition.width} height={definition.height} compact={false} />
    </NodeFrame>
  );
});
