import type { ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { Icon } from './icons';

/** Messages from the main process (a database moved aside, a failed save…), newest last. */
export function Notices(): ReactElement | null {
  const notices = useAppStore((s) => s.notices);
  if (notices.length === 0) return null;
  return (
    <div className="notices" role="status">
      {notices.map((n) => (
        <div key={n.id} className={`notice notice-${n.level}`}>
          <div className="notice-text">
            <strong>{n.message}</strong>
            {n.hint && <span>{n.hint}</span>}
          </div>
          <button
            type="button"
            className="tool-button"
            onClick={() => useAppStore.getState().dismissNotice(n.id)}
            aria-label="Dismiss"
          >
            <Icon name="close" />
          </button>
        </div>
      ))}
    </div>
  );
}
