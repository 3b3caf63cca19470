import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { getDefinition } from '../../../../shared/components';
import { useAppStore } from '../../stores/app-store';
import { selectComponentSimState } from '../../stores/sim-slice';
import { BlockShape } from '../../symbols/block-shape';
import type { ComponentFlowNode } from '../flow-model';
import { NodeFrame } from './NodeFrame';

/**
 * A labelled box: flip-flops, latches, multiplexers, decoders, adders, the register and the
 * counter. Clock inputs carry the triangle; stored bits show under the box while simulating.
 */
export const BlockNode = memo(function BlockNode({ id, data }: NodeProps<ComponentFlowNode>): ReactElement | null {
  const { component } = data;
  const stored = useAppStore(selectComponentSimState(id))?.stored;
  const definition = getDefinition(component.type);
  if (!definition) return null;
  return (
    <NodeFrame component={component} {...(stored !== undefined ? { caption: `= ${stored}` } : {})}>
      <BlockShape definition={definition} compact={false} />
    </NodeFrame>
  );
});
