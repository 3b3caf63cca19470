import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { getDefinition } from '../../../../shared/components';
import { useAppStore } from '../../stores/app-store';
import { selectComponentSimState } from '../../stores/sim-slice';
import { ButtonShape } from '../../symbols/io-shapes';
import type { ComponentFlowNode } from '../../model/flow/flow-model';
import { NodeFrame } from './NodeFrame';
import { PressTarget } from './PressTarget';

/** A momentary push button: on while the mouse holds its cap down; the cap sinks while pressed. */
export const ButtonNode = memo(function ButtonNode({ id, data }: NodeProps<ComponentFlowNode>): ReactElement | null {
  const { component } = data;
  const sim = useAppStore(selectComponentSimState(id));
  const definition = getDefinition(component.type);
  if (!definition) return null;
  const pressed = sim?.on ?? false;
  const mid = definition.height / 2;
  return (
    <NodeFrame component={component} className={`cf-pressable${pressed ? ' cf-on' : ''}`}>
      <ButtonShape width={definition.width} height={definition.height} pressed={pressed} />
      <PressTarget
        componentId={id}
        mode="momentary"
        // The cap in its ring; the housing around it still selects and drags the button.
        box={{ x: (definition.width - 14) / 2 - 9, y: mid - 11, width: 22, height: 22, rx: 11 }}
      />
    </NodeFrame>
  );
});
