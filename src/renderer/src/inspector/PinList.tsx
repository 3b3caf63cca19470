import type { ReactElement } from 'react';
import type { ComponentDefinition } from '../../../shared/components';
import type { CircuitState, ComponentInstance } from '../../../shared/circuit';
import { useAppStore } from '../stores/app-store';

/** The other ends of the wires on one pin, as "G1.a". */
export function connectionsOf(state: CircuitState, component: ComponentInstance, pin: string): string[] {
  return state.wiresAt({ component: component.id, pin }).map((w) => {
    const other = w.from.component === component.id && w.from.pin === pin ? w.to : w.from;
    return `${state.component(other.component)?.label ?? '?'}.${other.pin}`;
  });
}

/** Every pin of a component: direction, what it is wired to, and what an unconnected optional pin reads. */
export function PinList({
  component,
  definition,
  state,
}: {
  component: ComponentInstance;
  definition: ComponentDefinition;
  state: CircuitState;
}): ReactElement {
  const select = (pin: string) => {
    const wires = state.wiresAt({ component: component.id, pin }).map((w) => w.id);
    if (wires.length > 0) useAppStore.getState().setSelection([], wires);
  };
  return (
    <section className="inspector-section">
      <h3>Pins</h3>
      <ul className="pin-list">
        {definition.pins.map((pin) => {
          const connections = connectionsOf(state, component, pin.name);
          return (
            <li key={pin.name} className="pin-row" title={pin.description}>
              <span className={`pin-dot pin-dot-${pin.direction}`} aria-hidden="true" />
              <span className="pin-name">{pin.name}</span>
              <span className="pin-direction">{pin.direction}</span>
              {connections.length > 0 ? (
                <button
                  type="button"
                  className="link-button pin-connections"
                  onClick={() => select(pin.name)}
                  title="Select these wires"
                >
                  {connections.join(', ')}
                </button>
              ) : (
                <span className="pin-unconnected">
                  {pin.defaultValue !== undefined ? `reads ${pin.defaultValue}` : 'not connected'}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
