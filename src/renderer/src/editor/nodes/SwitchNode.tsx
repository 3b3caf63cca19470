import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { getDefinition } from '../../../../shared/components';
import { useAppStore } from '../../stores/app-store';
import { selectComponentSimState } from '../../stores/sim-slice';
import { SwitchShape } from '../../symbols/io-shapes';
import type { ComponentFlowNode } from '../../model/flow/flow-model';
import { NodeFrame } from './NodeFrame';
import { PressTarget } from './PressTarget';

/**
 * A toggle switch: a lever that shows its position (the simulator's, else its initial one). A press
 * on the lever flips it in the simulation.
 */
export const SwitchNode = memo(function SwitchNode({ id, data }: NodeProps<ComponentFlowNode>): ReactElement | null {
  const { component } = data;
  const sim = useAppStore(selectComponentSimState(id));
  const definition = getDefinition(component.type);
  if (!definition) return null;
  const initial = component.properties.initial === true;
  const on = sim?.on ?? initial;
  const mid = definition.height / 2;
  return (
    <NodeFrame component={component} className={`cf-pressable${on ? ' cf-on' : ''}`}>
      <SwitchShape width={definition.width} height={definition.height} on={on} />
      <PressTarget
        componentId={id}
        mode="toggle"
        initial={initial}
        // The slot the lever slides in; the frame around it still selects and drags the switch.
        box={{ x: 9, y: mid - 9, width: definition.width - 28, height: 18, rx: 9 }}
      />
    </NodeFrame>
  );
});
