import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { definitionFor } from '../../../../shared/components';
import { BlockShape } from '../../symbols/block-shape';
import type { ComponentFlowNode } from '../flow-model';
import { NodeFrame } from './NodeFrame';

/** Another circuit placed as one part: a box with its ports as pins and its title inside. */
export const SubcircuitNode = memo(function SubcircuitNode({
  data,
}: NodeProps<ComponentFlowNode>): ReactElement | null {
  const { component } = data;
  const definition = definitionFor(component);
  if (!definition) return null;
  const title = typeof component.properties.title === 'string' ? component.properties.title : '';
  return (
    <NodeFrame component={component}>
      <BlockShape definition={definition} compact={false} title={title === '' ? 'SUB' : title} />
    </NodeFrame>
  );
});
