import { useState, type ReactElement } from 'react';
import { toolKind } from '../stores/chat-trace';
import type { TraceCall } from '../stores/chat-turn';
import { Icon, type IconName } from '../ui/icons';

const KIND_ICON: Record<ReturnType<typeof toolKind>, IconName> = {
  read: 'book',
  edit: 'pencil',
  check: 'table',
  show: 'eye',
};

const STATUS_WORDS: Record<TraceCall['status'], string> = {
  running: 'running',
  done: 'done',
  refused: 'not run: over the tool-call limit',
  cancelled: 'stopped',
};

function json(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? '';
}

/** One call: its icon and one line; a click shows what it was asked and what it answered. */
function TraceRow({ call }: { call: TraceCall }): ReactElement {
  const [open, setOpen] = useState(false);
  const failed = call.success === false || call.status === 'refused';
  const mark = call.status === 'running' ? '…' : failed ? '✗' : call.status === 'cancelled' ? '–' : '✓';
  return (
    <li className={`trace-row trace-${call.status}${failed ? ' trace-failed' : ''}`} data-tool={call.name}>
      <button type="button" className="trace-line" aria-expanded={open} onClick={() => setOpen(!open)}>
        <Icon name={KIND_ICON[toolKind(call.name)]} className="icon trace-icon" />
        <span className="trace-summary">{call.summary}</span>
        <span className="trace-mark" aria-label={failed ? 'failed' : STATUS_WORDS[call.status]}>
          {mark}
        </span>
      </button>
      {open && (
        <div className="trace-detail">
          <div className="trace-detail-head">
            <code>{call.name}</code>
            <span>
              {STATUS_WORDS[call.status]}
              {call.ms !== undefined ? ` · ${call.ms} ms` : ''}
            </span>
          </div>
          <p className="trace-detail-label">Arguments</p>
          <pre>{json(call.arguments)}</pre>
          {call.result !== undefined && (
            <>
              <p className="trace-detail-label">Result</p>
              <pre>{json(call.result)}</pre>
            </>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * The tool calls of a turn as a compact trace: one line per call (icon, summary, ✓ or ✗), each
 * expandable to its arguments and result, and how many rounds and tools the turn used.
 */
export function ToolTrace({
  calls,
  rounds,
  running,
}: {
  calls: readonly TraceCall[];
  rounds: number;
  running: boolean;
}): ReactElement | null {
  if (calls.length === 0) return null;
  const used = calls.filter((c) => c.status !== 'refused').length;
  return (
    <div className="trace" aria-label="What the assistant did">
      <ol className="trace-list">
        {calls.map((call) => (
          <TraceRow key={call.callId} call={call} />
        ))}
      </ol>
      {!running && (
        <p className="trace-meta">
          {used} {used === 1 ? 'tool call' : 'tool calls'}
          {rounds > 0 ? ` · ${rounds} ${rounds === 1 ? 'round' : 'rounds'}` : ''}
        </p>
      )}
    </div>
  );
}
