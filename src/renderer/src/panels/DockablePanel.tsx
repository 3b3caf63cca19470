import { useRef, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { useAppStore } from '../stores/app-store';
import { Icon } from '../ui/icons';
import { rectStyle } from '../model/dock/dock-layout';
import { clampFloating, floatingMaxHeight } from '../model/dock/floating';
import type { PanelId } from '../model/dock/panel-placement';
import { PanelMenu } from './PanelMenu';
import { useStage } from './stage-context';
import { useElementSize } from './use-element-size';
import { usePanelDrag } from './use-panel-drag';

/**
 * A panel that floats over the canvas or sits in a dock beside it. Its header is the grip: drag it
 * to move the panel, or onto a dock zone to dock it; the header's menu does the same from the
 * keyboard. Floating, it is marked `data-covers-canvas` (what is revealed on the canvas avoids it)
 * and kept inside the canvas; docked, it covers nothing.
 */
export function DockablePanel({
  id,
  title,
  className,
  tools,
  onClose,
  closeLabel,
  testId,
  role,
  children,
}: {
  id: PanelId;
  title: string;
  /** The panel's own class (its default spot and width when floating). */
  className: string;
  /** Buttons of the panel's own, shown in the header before the placement menu. */
  tools?: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
  testId?: string;
  role?: 'dialog' | 'complementary';
  children: ReactNode;
}): ReactElement {
  const placement = useAppStore((s) => s.panelPlacements[id]);
  const { layout } = useStage();
  const ref = useRef<HTMLElement>(null);
  const size = useElementSize(ref);
  const { offset, onPointerDown } = usePanelDrag(id, ref);
  const docked = placement.mode === 'docked';

  let style: CSSProperties;
  let stacked: 'first' | 'after' | undefined;
  if (placement.mode === 'docked') {
    const rect = layout.panels[id] ?? { x: 0, y: 0, width: 0, height: 0 };
    const dock = layout.docks[placement.side] ?? rect;
    style = rectStyle(rect);
    stacked = (placement.side === 'bottom' ? rect.x > dock.x : rect.y > dock.y) ? 'after' : 'first';
  } else {
    const area = { width: layout.canvas.width, height: layout.canvas.height };
    style = { maxHeight: floatingMaxHeight(area.height) };
    if (placement.at) {
      const at = clampFloating(placement.at, size, area);
      style = { ...style, left: at.x, top: at.y, right: 'auto' };
    }
  }
  if (offset) style = { ...style, transform: `translate(${offset.x}px, ${offset.y}px)` };

  const placed =
    placement.mode === 'docked' ? `docked-${placement.side}` : placement.at ? 'floating' : 'floating-default';
  return (
    <aside
      ref={ref}
      className={`${docked ? 'docked-panel' : 'floating-panel'} ${className}${offset ? ' dragging' : ''}`}
      style={style}
      aria-label={title}
      role={role}
      data-testid={testId}
      data-panel={id}
      data-placement={placed}
      data-stacked={stacked}
      {...(docked ? {} : { 'data-covers-canvas': '' })}
    >
      <div className="panel-header panel-grip" onPointerDown={onPointerDown} data-testid={`${id}-grip`}>
        <Icon name="grip" className="icon panel-grip-icon" />
        <span className="panel-title">{title}</span>
        <div className="panel-tools">
          {tools}
          <PanelMenu id={id} title={title} />
          {onClose && (
            <button
              type="button"
              className="tool-button"
              onClick={onClose}
              aria-label={closeLabel ?? `Close the ${title}`}
            >
              <Icon name="close" />
            </button>
          )}
        </div>
      </div>
      {children}
    </aside>
  );
}
