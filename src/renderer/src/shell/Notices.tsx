import type { ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { VerilogImportProgress } from '../verilog/VerilogImportProgress';
import { Icon } from '../ui/icons';

/**
 * Messages from the main process (a database moved aside, a failed save…), newest last, and under
 * them the progress of Verilog imports while any runs.
 */
export function Notices(): ReactElement | null {
  const notices = useAppStore((s) => s.notices);
  const importing = useAppStore((s) => s.verilogImports.length > 0);
  if (notices.length === 0 && !importing) return null;
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
      <VerilogImportProgress />
    </div>
  );
}
