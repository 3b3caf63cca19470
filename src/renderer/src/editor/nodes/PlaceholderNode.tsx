import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { definitionFor } from '../../../../shared/components';
import { BlockShape } from '../../symbols/block-shape';
import type { ComponentFlowNode } from '../../model/flow/flow-model';
import { NodeFrame } from './NodeFrame';

/**
 * A part of an imported file that CircuitForge lacks: a dashed box with the original's name and
 * pins (its outputs are not driven), captioned so the user sees at once that it does nothing.
 */
export const PlaceholderNode = memo(function PlaceholderNode({
  data,
}: NodeProps<ComponentFlowNode>): ReactElement | null {
  const { component } = data;
  const definition = definitionFor(component);
  if (!definition) return null;
  const original = typeof component.properties.original === 'string' ? component.properties.original : '';
  return (
    <NodeFrame component={component} className="cf-subcircuit cf-placeholder" caption="not simulated">
      <g data-testid="placeholder-body">
        <BlockShape definition={definition} compact={false} title={original !== '' ? original : '?'} />
      </g>
    </NodeFrame>
  );
});
