import type { ReactElement } from 'react';
import { Icon } from '../ui/icons';
import { rectStyle, type DockLayout } from '../model/dock/dock-layout';
import { dropZones } from '../model/dock/drop-zones';
import { DOCK_SIDES, type DockSide } from '../model/dock/panel-placement';

const LABELS: Record<DockSide, string> = { left: 'Dock left', right: 'Dock right', bottom: 'Dock bottom' };
const ICONS = { left: 'dockLeft', right: 'dockRight', bottom: 'dockBottom' } as const;

/** While a panel is dragged: where dropping it docks it, the zone under the pointer highlighted. */
export function DropZones({ layout, active }: { layout: DockLayout; active: DockSide | undefined }): ReactElement {
  const zones = dropZones(layout);
  return (
    <div className="drop-zones" aria-hidden="true">
      {DOCK_SIDES.map((side) => {
        return (
          <div
            key={side}
            className={side === active ? 'drop-zone active' : 'drop-zone'}
            data-zone={side}
            style={rectStyle(zones[side])}
          >
            <span className="drop-zone-label">
              <Icon name={ICONS[side]} />
              {LABELS[side]}
            </span>
          </div>
        );
      })}
    </div>
  );
}
