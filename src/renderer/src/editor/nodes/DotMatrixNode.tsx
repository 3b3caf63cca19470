import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { useAppStore } from '../../stores/app-store';
import { selectComponentSimState } from '../../stores/sim-slice';
import { DotMatrixShape } from '../../symbols/output-shapes';
import type { ComponentFlowNode } from '../../model/flow/flow-model';
import { NodeFrame } from './NodeFrame';

const DARK: readonly string[] = [];

/** A dot-matrix display: its grid of LEDs, lit as the simulator says. */
export const DotMatrixNode = memo(function DotMatrixNode({ id, data }: NodeProps<ComponentFlowNode>): ReactElement {
  const { component } = data;
  const dots = useAppStore(selectComponentSimState(id))?.dots ?? DARK;
  const colour = typeof component.properties.colour === 'string' ? component.properties.colour : 'red';
  return (
    <NodeFrame component={component}>
      <DotMatrixShape dots={dots} colour={colour} properties={component.properties} />
    </NodeFrame>
  );
});
