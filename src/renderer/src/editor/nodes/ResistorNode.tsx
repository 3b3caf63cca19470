import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { getDefinition } from '../../../../shared/components';
import { ResistorShape } from '../../symbols/io-shapes';
import type { ComponentFlowNode } from '../../model/flow/flow-model';
import { NodeFrame } from './NodeFrame';
import { staticCaption } from '../../symbols/captions';

/** A resistor (zigzag) with its value. */
export const ResistorNode = memo(function ResistorNode({ data }: NodeProps<ComponentFlowNode>): ReactElement | null {
  const { component } = data;
  const definition = getDefinition(component.type);
  if (!definition) return null;
  return (
    <NodeFrame component={component} caption={staticCaption(component)}>
      <ResistorShape width={definition.width} height={definition.height} />
    </NodeFrame>
  );
});
