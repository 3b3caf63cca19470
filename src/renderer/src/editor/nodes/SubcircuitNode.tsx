import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { definitionFor } from '../../../../shared/components';
import { useAppStore } from '../../stores/app-store';
import { BlockShape } from '../../symbols/block-shape';
import type { ComponentFlowNode } from '../../model/flow/flow-model';
import { NodeFrame } from './NodeFrame';

/**
 * Another circuit placed as one part: a box with its ports as pins and the circuit's current name
 * inside (or the instance's title). A double-click opens the inside, with this instance's values.
 */
export const SubcircuitNode = memo(function SubcircuitNode({
  id,
  data,
}: NodeProps<ComponentFlowNode>): ReactElement | null {
  const { component } = data;
  const circuitId = typeof component.properties.circuit === 'string' ? component.properties.circuit : '';
  const name = useAppStore((s) => s.circuits.find((c) => c.id === circuitId)?.name);
  const definition = definitionFor(component);
  if (!definition) return null;
  const title = typeof component.properties.title === 'string' ? component.properties.title : '';
  return (
    <NodeFrame
      component={component}
      className={name === undefined ? 'cf-subcircuit cf-subcircuit-missing' : 'cf-subcircuit'}
      {...(name === undefined ? { caption: 'circuit deleted' } : {})}
    >
      <g
        data-testid="subcircuit-body"
        onDoubleClick={(event) => {
          event.stopPropagation();
          void useAppStore.getState().openSubcircuit(id);
        }}
      >
        <BlockShape definition={definition} compact={false} title={title !== '' ? title : (name ?? '?')} />
      </g>
    </NodeFrame>
  );
});
