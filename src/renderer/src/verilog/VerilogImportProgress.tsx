import type { ReactElement } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../stores/app-store';
import { selectVerilogProgress } from '../stores/verilog-slice';

/**
 * While this window's Verilog imports run: the file, the stage and a bar, and how many wait behind
 * it (a view made afresh on each read, so compared field by field); it sits under the notices, in
 * their live region. Not modal: the editor stays usable, and another import may be started (it queues).
 */
export function VerilogImportProgress(): ReactElement | null {
  const view = useAppStore(useShallow(selectVerilogProgress));
  if (!view) return null;
  const percent = Math.round(view.fraction * 100);
  return (
    <div className="verilog-progress" data-testid="verilog-progress">
      <strong className="verilog-progress-file">Importing {view.fileName}</strong>
      <div
        className="verilog-progress-bar"
        role="progressbar"
        aria-label={`Importing ${view.fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="verilog-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <div className="verilog-progress-foot">
        <span data-testid="verilog-progress-stage">{view.stage}…</span>
        {view.waiting > 0 && <span data-testid="verilog-progress-waiting">{view.waiting} more waiting</span>}
      </div>
    </div>
  );
}
