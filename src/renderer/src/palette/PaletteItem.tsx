import { memo, type ReactElement } from 'react';
import { definitionFor, getDefinition } from '../../../shared/components';
import { createId } from '../../../shared/ids';
import { addComponentEdit } from '../model/edits/edit-operations';
import { viewCentre } from '../view/flow-instance';
import { useAppStore } from '../stores/app-store';
import type { ComponentSummary } from '../stores/registry-slice';
import { ComponentSymbol } from '../symbols/ComponentSymbol';
import { placementText, subcircuitPlacement, type Placement, type SubcircuitEntry } from './placement';

/** MIME type of a palette drag; the canvas accepts drops of it. */
export const PALETTE_DRAG_TYPE = 'application/x-circuitforge-component';

/** Adds a component of `type` (with `properties`: a subcircuit) at the centre of the visible canvas, and selects it. */
export function addAtCentre(type: string, properties: Placement['properties'] = {}): void {
  const id = createId('c');
  const centre = viewCentre();
  void useAppStore
    .getState()
    .applyOperations('Add', (circuit) => addComponentEdit(circuit, type, centre, id, true, properties), {
      select: { components: [id] },
    });
}

/** A circuit of the library as a palette entry: its symbol (its pins), its name; placed as a subcircuit. */
export const SubcircuitItem = memo(function SubcircuitItem({ entry }: { entry: SubcircuitEntry }): ReactElement {
  const placement = subcircuitPlacement(entry);
  const definition = definitionFor(placement);
  const width = definition?.width ?? 80;
  const height = definition?.height ?? 40;
  const pad = 4;
  const [inputs = '', outputs = ''] = entry.ports.split('>');
  return (
    <div
      className="palette-item palette-subcircuit"
      role="button"
      tabIndex={0}
      draggable
      onClick={() => addAtCentre(placement.type, placement.properties)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          addAtCentre(placement.type, placement.properties);
        }
      }}
      data-type="SUBCIRCUIT"
      data-circuit-id={entry.id}
      title={`${entry.name} — subcircuit: in ${inputs || 'none'}; out ${outputs || 'none'}`}
      onDragStart={(event) => {
        event.dataTransfer.setData(PALETTE_DRAG_TYPE, placementText(placement));
        event.dataTransfer.effectAllowed = 'copy';
      }}
    >
      <svg
        className="palette-icon"
        viewBox={`${-pad} ${-pad} ${width + 2 * pad} ${height + 2 * pad}`}
        aria-hidden="true"
      >
        <ComponentSymbol type="SUBCIRCUIT" properties={{ ...placement.properties, title: entry.name }} compact />
      </svg>
      <span className="palette-name">{entry.name}</span>
    </div>
  );
});

/** One palette entry: the symbol and the name; drag it onto the canvas, or click to add it at the centre. */
export const PaletteItem = memo(function PaletteItem({ component }: { component: ComponentSummary }): ReactElement {
  const definition = getDefinition(component.type);
  const width = definition?.width ?? 60;
  const height = definition?.height ?? 40;
  const pad = 4;
  return (
    <div
      className="palette-item"
      role="button"
      tabIndex={0}
      draggable
      onClick={() => addAtCentre(component.type)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          addAtCentre(component.type);
        }
      }}
      data-type={component.type}
      title={`${component.name} — ${component.description}`}
      onDragStart={(event) => {
        event.dataTransfer.setData(PALETTE_DRAG_TYPE, component.type);
        event.dataTransfer.effectAllowed = 'copy';
      }}
    >
      <svg
        className="palette-icon"
        viewBox={`${-pad} ${-pad} ${width + 2 * pad} ${height + 2 * pad}`}
        aria-hidden="true"
      >
        <ComponentSymbol type={component.type} compact />
      </svg>
      <span className="palette-name">{component.name}</span>
    </div>
  );
});
