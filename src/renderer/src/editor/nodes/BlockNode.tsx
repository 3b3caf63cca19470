import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { definitionFor } from '../../../../shared/components';
import type { ComponentInstance } from '../../../../shared/circuit';
import { TunnelShape } from '../../symbols/io-shapes';
import { useAppStore } from '../../stores/app-store';
import { selectComponentSimState } from '../../stores/sim-slice';
import { BlockShape } from '../../symbols/block-shape';
import type { ComponentFlowNode } from '../../model/flow/flow-model';
import { NodeFrame } from './NodeFrame';

/** The text inside a bus part that says what it holds: a constant's value; nothing in a splitter or merger. */
function blockTitle(component: ComponentInstance): string | undefined {
  switch (component.type) {
    case 'CONST_VALUE':
      return `0x${(typeof component.properties.value === 'number' ? component.properties.value : 0).toString(16).toUpperCase()}`;
    case 'SPLITTER':
    case 'MERGER':
      return '';
    default:
      return undefined;
  }
}

/**
 * A labelled box: flip-flops, latches, multiplexers, decoders, adders, the register and the
 * counter. Clock inputs carry the triangle; stored bits show under the box while simulating.
 */
export const BlockNode = memo(function BlockNode({ id, data }: NodeProps<ComponentFlowNode>): ReactElement | null {
  const { component } = data;
  const stored = useAppStore(selectComponentSimState(id))?.stored;
  const definition = definitionFor(component);
  if (!definition) return null;
  if (component.type === 'TUNNEL') {
    return (
      <NodeFrame component={component}>
        <TunnelShape
          width={definition.width}
          height={definition.height}
          name={typeof component.properties.name === 'string' ? component.properties.name : ''}
        />
      </NodeFrame>
    );
  }
  const title = blockTitle(component);
  return (
    <NodeFrame component={component} {...(stored !== undefined ? { caption: `= ${stored}` } : {})}>
      <BlockShape definition={definition} compact={false} {...(title !== undefined ? { title } : {})} />
    </NodeFrame>
  );
});
