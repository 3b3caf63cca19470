import type { NodeProps } from '@xyflow/react';
import { memo, type ReactElement } from 'react';
import { definitionFor } from '../../../../shared/components';
import { portWidth } from '../../../../shared/components/subcircuit-interface';
import { useAppStore } from '../../stores/app-store';
import { selectComponentSimState } from '../../stores/sim-slice';
import { formatBus } from '../../model/bus-format';
import { PortShape } from '../../symbols/io-shapes';
import type { ComponentFlowNode } from '../../model/flow/flow-model';
import { NodeFrame } from './NodeFrame';
import { PressTarget } from './PressTarget';

/**
 * An input or output port of the circuit. At the top level a one-bit input port flips like a switch
 * when pressed and an output port shows its value like a probe; a bus port shows its width until
 * the simulator gives it a value.
 */
export const PortNode = memo(function PortNode({ id, data }: NodeProps<ComponentFlowNode>): ReactElement | null {
  const { component } = data;
  const sim = useAppStore(selectComponentSimState(id));
  // Inside a subcircuit an input port is driven from outside: it shows its value and is not pressed.
  const inside = useAppStore((s) => s.insideScope !== '');
  const definition = definitionFor(component);
  if (!definition) return null;
  const bits = portWidth(component.properties);
  const input = component.type === 'PORT_IN';
  const value = sim?.value;
  const text =
    sim?.bus !== undefined
      ? formatBus(sim.bus)
      : (value ?? (bits > 1 ? `${bits} bits` : input ? (component.properties.initial === 1 ? '1' : '0') : '·'));
  const on = input && bits === 1 && (sim?.on ?? component.properties.initial === 1);
  const pressable = input && bits === 1 && !inside;
  return (
    <NodeFrame component={component} className={pressable ? `cf-pressable${on ? ' cf-on' : ''}` : undefined}>
      <PortShape
        width={definition.width}
        height={definition.height}
        direction={input ? 'in' : 'out'}
        text={text}
        value={value}
      />
      {pressable && (
        <PressTarget
          componentId={id}
          mode="toggle"
          initial={component.properties.initial === 1}
          box={{ x: 2, y: definition.height / 2 - 13, width: definition.width - 26, height: 26, rx: 3 }}
        />
      )}
    </NodeFrame>
  );
});
