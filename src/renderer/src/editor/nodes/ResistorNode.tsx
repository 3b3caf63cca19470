import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { getDefinition } from '../../../../shared/components';
import { ResistorShape } from '../../symbols/io-shapes';
import type { ComponentFlowNode } from '../flow-model';
import { NodeFrame } from './NodeFrame';

/** Shows a resistance the way it is printed on schematics: 330 Ω, 4.7 kΩ, 1 MΩ. */
export function formatOhms(ohms: number): string {
  if (ohms >= 1e6) return `${+(ohms / 1e6).toPrecision(3)} MΩ`;
  if (ohms >= 1e3) return `${+(ohms / 1e3).toPrecision(3)} kΩ`;
  return `${+ohms.toPrecision(3)} Ω`;
}

/** A resistor (zigzag) with its value. */
export const ResistorNode = memo(function ResistorNode({ data }: NodeProps<ComponentFlowNode>): ReactElement | null {
  const { component } = data;
  const definition = getDefinition(component.type);
  if (!definition) return null;
  const ohms = typeof component.properties.resistance === 'number' ? component.properties.resistance : 330;
  return (
    <NodeFrame component={component} caption={formatOhms(ohms)}>
      <ResistorShape width={definition.width} height={definition.height} />
    </NodeFrame>
  );
});
