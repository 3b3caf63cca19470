import type { ReactElement } from 'react';
import { Icon } from '../ui/icons';
import type { DockLayout } from './dock-layout';
import { dropZones } from './drop-zones';
import { DOCK_SIDES, type DockSide } from './panel-placement';

const LABELS: Record<DockSide, string> = { left: 'Dock left', right: 'Dock right', bottom: 'Dock bottom' };
const ICONS = { left: 'dockLeft', right: 'dockRight', bottom: 'dockBottom' } as const;

/** While a panel is dragged: where dropping it docks it, the zone under the pointer highlighted. */
export function DropZones({ layout, active }: { layout: DockLayout; active: DockSide | undefined }): ReactElement {
  const zones = dropZones(layout);
  return (
    <div className="drop-zones" aria-hidden="true">
      {DOCK_SIDES.map((side) => {
        const r = zones[side];
        return (
          <div
            key={side}
            className={side === active ? 'drop-zone active' : 'drop-zone'}
            data-zone={side}
            style={{ left: r.x, top: r.y, width: r.width, height: r.height }}
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
