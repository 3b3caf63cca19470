import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { getDefinition } from '../../../../shared/components';
import { GateShape, gateKindOf } from '../../symbols/gate-shapes';
import type { ComponentFlowNode } from '../../model/flow/flow-model';
import { NodeFrame } from './NodeFrame';

/** A logic gate in distinctive shape (AND, OR, XOR, their inversions, NOT, buffers). */
export const GateNode = memo(function GateNode({ data }: NodeProps<ComponentFlowNode>): ReactElement | null {
  const { component } = data;
  const definition = getDefinition(component.type);
  const kind = gateKindOf(component.type);
  if (!definition || !kind) return null;
  const inputYs = definition.pins.filter((p) => p.direction === 'input' && p.side === 'left').map((p) => p.y);
  return (
    <NodeFrame component={component}>
      <GateShape kind={kind} width={definition.width} height={definition.height} inputYs={inputYs} />
    </NodeFrame>
  );
});
