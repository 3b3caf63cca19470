import { useState, type ReactElement } from 'react';
import type { ComponentInstance } from '../../../shared/circuit';
import { portWidth } from '../../../shared/components/subcircuit-interface';
import { useAppStore } from '../stores/app-store';
import { selectComponentSimState } from '../stores/sim-slice';
import { formatBus, parseBusInput } from '../model/bus-format';

/**
 * The value a wide input port gives right now, typed as a number (decimal, 0x… or 0b…). Setting it
 * is not an edit (like flipping a switch); the port's "Initial value" is what a reset goes back to.
 */
export function LiveValueField({ component }: { component: ComponentInstance }): ReactElement | null {
  const bits = portWidth(component.properties);
  const live = useAppStore(selectComponentSimState(component.id))?.bus;
  const simulating = useAppStore((s) => s.simCircuitId !== undefined);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  if (component.type !== 'PORT_IN' || bits === 1 || !simulating) return null;
  const apply = () => {
    const value = parseBusInput(text, bits);
    if (value === undefined) {
      setError(`Type a number from 0 to ${2 ** bits - 1}: decimal, 0x… (hex) or 0b… (binary).`);
      return;
    }
    setError(undefined);
    void useAppStore.getState().setSimValue(component.id, value);
  };
  return (
    <section className="inspector-section">
      <div className="field">
        <label htmlFor="inspector-live-value">Value now</label>
        <input
          id="inspector-live-value"
          data-testid="port-live-value"
          value={text}
          placeholder={live !== undefined ? formatBus(live) : '0x0'}
          aria-invalid={error !== undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply();
          }}
          onBlur={() => {
            if (text.trim() !== '') apply();
          }}
        />
      </div>
      {error !== undefined && <p className="field-error">{error}</p>}
    </section>
  );
}
