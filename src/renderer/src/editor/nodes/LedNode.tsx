import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { getDefinition } from '../../../../shared/components';
import { useAppStore } from '../../stores/app-store';
import { selectComponentSimState } from '../../stores/sim-slice';
import { LedShape } from '../../symbols/output-shapes';
import type { ComponentFlowNode } from '../../model/flow/flow-model';
import { NodeFrame } from './NodeFrame';

/** An LED in its colour; it glows while the simulator says it is lit. */
export const LedNode = memo(function LedNode({ id, data }: NodeProps<ComponentFlowNode>): ReactElement | null {
  const { component } = data;
  const lit = useAppStore(selectComponentSimState(id))?.lit ?? false;
  const definition = getDefinition(component.type);
  if (!definition) return null;
  return (
    <NodeFrame component={component} className={lit ? 'cf-lit' : undefined}>
      <LedShape
        width={definition.width}
        height={definition.height}
        colour={component.type.slice(4).toLowerCase()}
        lit={lit}
      />
    </NodeFrame>
  );
});
