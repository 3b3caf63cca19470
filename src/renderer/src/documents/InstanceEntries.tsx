import type { ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { SwitcherEntry } from './SwitcherEntry';

/** At most this many instances are listed under the open circuit; the rest are counted. */
const LISTED = 12;

/**
 * Under the open circuit in the switcher: its subcircuit instances, each opening its inside with
 * that instance's live values (as a double-click on it does), so the inside of an instance is
 * reached from the list of circuits too.
 */
export function InstanceEntries({ onClose }: { onClose: () => void }): ReactElement | null {
  // The list is read when the menu opens; the circuit does not change under an open menu.
  const replica = useAppStore((s) => s.replica);
  const circuits = useAppStore((s) => s.circuits);
  const instances = [...(replica?.state.components() ?? [])]
    .filter((c) => c.type === 'SUBCIRCUIT')
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
  if (instances.length === 0) return null;
  const names = new Map(circuits.map((c) => [c.id, c.name]));
  return (
    <li className="switcher-instances">
      <ul aria-label="Subcircuits placed here">
        {instances.slice(0, LISTED).map((instance) => {
          const definition = typeof instance.properties.circuit === 'string' ? instance.properties.circuit : '';
          return (
            <li key={instance.id} className="switcher-row instance" data-instance-id={instance.id}>
              <SwitcherEntry
                name={instance.label}
                detail={`inside: ${names.get(definition) ?? 'a circuit no longer there'}`}
                onClose={onClose}
                onOpen={() => void useAppStore.getState().openSubcircuit(instance.id)}
              />
            </li>
          );
        })}
        {instances.length > LISTED && (
          <li className="switcher-instances-more">
            and {instances.length - LISTED} more: select one and press Ctrl+Down to go inside
          </li>
        )}
      </ul>
    </li>
  );
}
