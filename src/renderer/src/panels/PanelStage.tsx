import { Fragment, useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import { useAppStore } from '../stores/app-store';
import { layoutDocks, rectStyle } from '../model/dock/dock-layout';
import { DockSplitter } from './DockSplitter';
import { DropZones } from './DropZones';
import { DOCK_SIDES, PANEL_IDS, dockedOn, type DockSide, type PanelId } from '../model/dock/panel-placement';
import { PanelStageContext } from './stage-context';
import { useElementSize } from './use-element-size';
import { useKeepViewOnDock } from './use-keep-view-on-dock';
import { useOpenPanels } from './use-open-panels';

/** How wide each panel would like a side dock to be. */
const DOCK_WIDTH: Record<PanelId, number> = {
  inspector: 280,
  history: 260,
  truthTable: 300,
  problems: 340,
  tests: 340,
  waveform: 440,
  lessons: 440,
  lessonEditor: 720,
};
const widthOf = (id: PanelId) => DOCK_WIDTH[id];

/**
 * The canvas with its panels: docked panels beside it (the canvas, and so React Flow's pane, shrinks
 * to the rest: fit and reveal work in what is left), floating ones over it, and the drop zones while
 * a panel is dragged. `panels` are the panel elements by id; each places itself (DockablePanel).
 */
export function PanelStage({
  canvas,
  panels,
}: {
  canvas: ReactNode;
  panels: Readonly<Record<PanelId, ReactNode>>;
}): ReactElement {
  const stage = useRef<HTMLDivElement>(null);
  const size = useElementSize(stage);
  const open = useOpenPanels();
  const placements = useAppStore((s) => s.panelPlacements);
  const drag = useAppStore((s) => s.panelDrag);
  const docked = useMemo(
    () =>
      Object.fromEntries(DOCK_SIDES.map((side) => [side, dockedOn(placements, side, open)])) as Record<
        DockSide,
        PanelId[]
      >,
    [placements, open],
  );
  const dockSizes = useAppStore((s) => s.dockSizes);
  const layout = useMemo(() => layoutDocks(size, docked, widthOf, dockSizes), [size, docked, dockSizes]);
  useKeepViewOnDock(size, layout.canvas);
  const context = useMemo(() => ({ stage, layout }), [layout]);
  const floating = PANEL_IDS.filter((id) => open.has(id) && placements[id].mode === 'floating');
  // The truth table's default spot moves beside the history's when that floats at its own.
  const historyAtDefault =
    floating.includes('history') && !(placements.history.mode === 'floating' && placements.history.at);

  return (
    <PanelStageContext.Provider value={context}>
      <div className="stage" ref={stage} data-dragging={drag ? drag.id : undefined}>
        <div className="stage-canvas" style={rectStyle(layout.canvas)}>
          {canvas}
        </div>
        {DOCK_SIDES.map((side) => {
          const dock = layout.docks[side];
          return (
            dock && (
              <div key={side} className={`dock dock-${side}`} style={rectStyle(dock)} data-testid={`dock-${side}`} />
            )
          );
        })}
        {DOCK_SIDES.flatMap((side) => docked[side]).map((id) => (
          <Fragment key={id}>{panels[id]}</Fragment>
        ))}
        {DOCK_SIDES.map((side) => {
          const dock = layout.docks[side];
          return dock && <DockSplitter key={side} side={side} dock={dock} stage={stage} />;
        })}
        <div
          className="floating-layer"
          style={rectStyle(layout.canvas)}
          data-history={historyAtDefault ? 'open' : 'closed'}
        >
          {floating.map((id) => (
            <Fragment key={id}>{panels[id]}</Fragment>
          ))}
        </div>
        {drag && <DropZones layout={layout} active={drag.zone} />}
      </div>
    </PanelStageContext.Provider>
  );
}
