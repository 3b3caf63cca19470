import { memo, type ReactElement } from 'react';
import { getDefinition } from '../../../shared/components';
import { createId } from '../../../shared/ids';
import { addComponentEdit } from '../editor/edit-operations';
import { viewCentre } from '../editor/flow-instance';
import { useAppStore } from '../stores/app-store';
import type { ComponentSummary } from '../stores/registry-slice';
import { ComponentSymbol } from '../symbols/ComponentSymbol';

/** MIME type of a palette drag; the canvas accepts drops of it. */
export const PALETTE_DRAG_TYPE = 'application/x-circuitforge-component';

/** Adds a component of `type` at the centre of the visible canvas, and selects it. */
export function addAtCentre(type: string): void {
  const id = createId('c');
  const centre = viewCentre();
  void useAppStore.getState().applyOperations('Add', (circuit) => addComponentEdit(circuit, type, centre, id, true), {
    select: { components: [id] },
  });
}

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
