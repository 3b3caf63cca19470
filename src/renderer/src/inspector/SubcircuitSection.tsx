import type { ReactElement } from 'react';
import type { ComponentInstance } from '../../../shared/circuit';
import { useAppStore } from '../stores/app-store';

/** For a subcircuit: the circuit it places, its pins, and the way inside. */
export function SubcircuitSection({ component }: { component: ComponentInstance }): ReactElement | null {
  const circuitId = typeof component.properties.circuit === 'string' ? component.properties.circuit : '';
  const name = useAppStore((s) => s.circuits.find((c) => c.id === circuitId)?.name);
  if (component.type !== 'SUBCIRCUIT') return null;
  const ports = typeof component.properties.ports === 'string' ? component.properties.ports : '';
  const [inputs = '', outputs = ''] = ports.split('>');
  return (
    <section className="inspector-section" data-testid="inspector-subcircuit">
      <p className="inspector-description">
        {name === undefined ? (
          'The circuit it placed was deleted.'
        ) : (
          <>
            Places <strong>{name}</strong>: in {inputs || 'none'}; out {outputs || 'none'}.
          </>
        )}
      </p>
      {name !== undefined && (
        <button
          type="button"
          className="text-button"
          onClick={() => void useAppStore.getState().openSubcircuit(component.id)}
        >
          Open subcircuit
        </button>
      )}
    </section>
  );
}
