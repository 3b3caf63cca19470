import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { definitionFor } from '../../../../shared/components';
import { useAppStore } from '../../stores/app-store';
import { selectComponentSimState } from '../../stores/sim-slice';
import { formatBus, type BusFormat } from '../../model/bus-format';
import { ProbeShape } from '../../symbols/io-shapes';
import type { ComponentFlowNode } from '../../model/flow/flow-model';
import { NodeFrame } from './NodeFrame';

/** A probe showing the value of its net: 0, 1, X or Z (a dot while there is no value). */
export const ProbeNode = memo(function ProbeNode({ id, data }: NodeProps<ComponentFlowNode>): ReactElement | null {
  const { component } = data;
  const sim = useAppStore(selectComponentSimState(id));
  const definition = definitionFor(component);
  if (!definition) return null;
  const format = (component.properties.format ?? 'hex') as BusFormat;
  const bits = typeof component.properties.width === 'number' ? component.properties.width : 1;
  const text = sim?.bus !== undefined ? formatBus(sim.bus, format) : bits > 1 ? `${bits} bits` : undefined;
  return (
    <NodeFrame component={component}>
      <ProbeShape
        width={definition.width}
        height={definition.height}
        value={sim?.value}
        {...(text !== undefined ? { text } : {})}
      />
    </NodeFrame>
  );
});
