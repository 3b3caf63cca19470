import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { getDefinition } from '../../../../shared/components';
import { useAppStore } from '../../stores/app-store';
import { selectComponentSimState } from '../../stores/sim-slice';
import { SevenSegmentShape } from '../../symbols/output-shapes';
import type { ComponentFlowNode } from '../../model/flow/flow-model';
import { NodeFrame } from './NodeFrame';

const DARK: readonly boolean[] = [];

/** A seven-segment display with real bar segments, lit as the simulator says. */
export const SevenSegmentNode = memo(function SevenSegmentNode({
  id,
  data,
}: NodeProps<ComponentFlowNode>): ReactElement | null {
  const { component } = data;
  const segments = useAppStore(selectComponentSimState(id))?.segments ?? DARK;
  const definition = getDefinition(component.type);
  if (!definition) return null;
  const colour = typeof component.properties.colour === 'string' ? component.properties.colour : 'red';
  return (
    <NodeFrame component={component}>
      <SevenSegmentShape
        width={definition.width}
        height={definition.height}
        segments={segments}
        colour={colour}
        pins={definition.pins.map((p) => p.y)}
      />
    </NodeFrame>
  );
});
