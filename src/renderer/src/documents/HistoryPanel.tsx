import { useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import type { ChangeSource, HistoryEntry } from '../../../shared/contract';
import { useAppStore } from '../stores/app-store';
import { formatClock } from './format-time';
import { scrollTopToShow } from './scroll-into-list';
import { DockablePanel } from '../panels/DockablePanel';

/** Reads the open circuit's history list again whenever the history moves. */
/** Who made a change, as the list says it: an outside agent's changes came over MCP. */
const SOURCE_NAMES: Record<ChangeSource, string> = { user: 'You', assistant: 'Assistant', mcp: 'MCP' };

function useHistoryEntries(): { entries: HistoryEntry[]; error: string | undefined } {
  const circuitId = useAppStore((s) => s.replica?.circuitId);
  const revision = useAppStore((s) => s.history?.revision);
  const [state, setState] = useState<{ entries: HistoryEntry[]; error: string | undefined }>({
    entries: [],
    error: undefined,
  });
  useEffect(() => {
    if (circuitId === undefined) return;
    let cancelled = false;
    void useAppStore
      .getState()
      .listHistory(circuitId)
      .then((result) => {
        if (cancelled) return;
        setState(result.success ? { entries: result.data, error: undefined } : { entries: [], error: result.error });
      });
    return () => {
      cancelled = true;
    };
  }, [circuitId, revision]);
  return state;
}

/**
 * Every change of the open circuit, oldest first: what it did, when, and whether you or the
 * assistant made it. A click moves the circuit to the point just after that change (undoing or
 * redoing everything in between as one step); undone changes stay listed until a new edit.
 */
export function HistoryPanel(): ReactElement {
  const { entries, error } = useHistoryEntries();
  const position = useAppStore((s) => s.history?.position ?? 0);
  const [now] = useState(() => Date.now());
  const jumpTo = (p: number) => void useAppStore.getState().jumpTo(p);
  const list = useRef<HTMLOListElement>(null);
  // Opened, and whenever the history moves, the current step is in view (near the bottom of a long
  // history), as in other editors' history lists.
  useLayoutEffect(() => {
    const element = list.current;
    const current = element?.querySelector('.history-entry.current');
    if (!element || !current) return;
    const box = element.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    element.scrollTop = scrollTopToShow(element, { top: item.top - box.top + element.scrollTop, height: item.height });
  }, [entries, position]);
  return (
    <DockablePanel
      id="history"
      title="History"
      className="history-panel"
      testId="history"
      closeLabel="Close the history"
      onClose={() => useAppStore.getState().toggleHistory()}
    >
      {error && <p className="panel-empty panel-error">{error}</p>}
      <ol className="history-list" ref={list}>
        <li>
          <button
            type="button"
            className={position === 0 ? 'history-entry current' : 'history-entry'}
            onClick={() => jumpTo(0)}
            data-position={0}
          >
            <span className="history-label">Start</span>
            <span className="history-meta">before the first change</span>
          </button>
        </li>
        {entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className={`history-entry${entry.applied ? '' : ' undone'}${entry.index === position ? ' current' : ''}`}
              onClick={() => jumpTo(entry.index)}
              data-position={entry.index}
              title={entry.applied ? 'Go back to just after this change' : 'Redo up to this change'}
            >
              <span className="history-label">{entry.label}</span>
              <span className="history-meta">
                <span className={`history-source history-source-${entry.source}`}>{SOURCE_NAMES[entry.source]}</span>
                {' · '}
                {formatClock(entry.createdAt, now)}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </DockablePanel>
  );
}
