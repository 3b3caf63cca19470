import { memo, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import type { AnswerItem } from '../stores/chat-items';
import { turnUndo } from '../stores/turn-undo';
import { Icon } from '../ui/icons';
import { AnswerMarkdown } from './AnswerMarkdown';
import { ToolTrace } from './ToolTrace';

const LIMIT_WORDS = {
  tool_calls: 'The assistant reached its tool-call limit for one message and stopped there.',
  corrections: 'The assistant stopped after several calls it had to correct.',
} as const;

/** "Undo this change": one undo takes back the whole turn, when nothing newer sits on top of it. */
function UndoTurn({ changeId }: { changeId: string }): ReactElement {
  const entries = useAppStore((s) => s.historyEntries);
  const position = useAppStore((s) => s.history?.position ?? 0);
  const state = turnUndo(changeId, entries, position);
  if (state.kind === 'undone') {
    return (
      <p className="answer-undone">
        <Icon name="undo" /> Undone
      </p>
    );
  }
  const reason = state.kind === 'available' ? undefined : state.reason;
  return (
    <div className="answer-undo">
      <button
        type="button"
        className="action-button"
        disabled={reason !== undefined}
        title={reason ?? 'Takes back everything this answer changed, in one step'}
        onClick={() => void useAppStore.getState().undoTurn(changeId)}
      >
        <Icon name="undo" /> Undo this change
      </button>
      {reason !== undefined && state.kind === 'blocked' && <span className="answer-undo-reason">{reason}</span>}
    </div>
  );
}

/** What a turn that did not simply finish says, with what the user can do about it. */
function TurnEnd({ item, last }: { item: AnswerItem; last: boolean }): ReactElement | null {
  const turnId = item.turnId;
  switch (item.status) {
    case 'failed':
      return (
        <div className="answer-error" role="alert">
          <p className="answer-error-message">
            <Icon name="warning" /> {item.error?.message ?? 'The assistant could not answer.'}
          </p>
          {item.error?.hint && <p className="answer-error-hint">{item.error.hint}</p>}
          {last && turnId && (
            <button
              type="button"
              className="action-button"
              onClick={() => void useAppStore.getState().retryTurn(turnId)}
            >
              <Icon name="reset" /> Retry
            </button>
          )}
        </div>
      );
    case 'limit_reached':
      return (
        <div className="answer-limit">
          <p>{LIMIT_WORDS[item.limit ?? 'tool_calls']}</p>
          {last && (
            <button
              type="button"
              className="action-button"
              onClick={() => void useAppStore.getState().sendMessage('Continue.')}
            >
              <Icon name="play" /> Continue
            </button>
          )}
        </div>
      );
    case 'cancelled':
      return <p className="answer-note">Stopped. Nothing of this answer was applied to the circuit.</p>;
    case 'done':
    case 'running':
      return null;
  }
}

/**
 * One answer of the assistant: the trace of its tool calls, its text (streaming in while it
 * runs), its quiet notes, how it ended, and "Undo this change" when it edited the circuit.
 */
export const AnswerView = memo(function AnswerView({
  item,
  last,
}: {
  item: AnswerItem;
  /** The newest answer: only it offers Retry and Continue. */
  last: boolean;
}): ReactElement {
  const running = item.status === 'running';
  return (
    <article className={`answer answer-${item.status}`} data-turn={item.turnId} aria-busy={running}>
      {item.retry && <p className="answer-note">Retried</p>}
      <ToolTrace calls={item.calls} rounds={item.rounds} running={running} />
      {item.notes.map((note, i) => (
        <p key={i} className={`answer-note answer-note-${note.kind}`}>
          {note.message}
        </p>
      ))}
      {item.text !== '' && <AnswerMarkdown text={item.text} />}
      {running && (
        <p className="answer-working" aria-live="polite">
          <span className="working-dots" aria-hidden="true" /> Working…
        </p>
      )}
      <TurnEnd item={item} last={last} />
      {item.changeId !== null && !running && <UndoTurn changeId={item.changeId} />}
      {!running && item.model && (
        <p className="answer-meta">
          {item.provider ? `${item.provider} · ` : ''}
          {item.model}
        </p>
      )}
    </article>
  );
});
