import { useRef, type KeyboardEvent, type ReactElement } from 'react';
import type { AssistantMode } from '../../../shared/contract';
import { useAppStore } from '../stores/app-store';
import { Icon } from '../ui/icons';

const MODES: { mode: AssistantMode; label: string; tip: string }[] = [
  { mode: 'build', label: 'Build', tip: 'The assistant builds and edits the circuit for you' },
  { mode: 'tutor', label: 'Tutor', tip: 'The assistant guides you with questions and hints, and never edits' },
  { mode: 'course', label: 'Course', tip: 'The assistant writes lessons with live circuits and checked exercises' },
];

const PLACEHOLDERS: Record<AssistantMode, string> = {
  build: 'Describe a circuit, or ask about this one…',
  tutor: 'Ask for a hint…',
  course: 'Describe a lesson, e.g. "a lesson on JK flip-flops with two exercises"…',
};

/** The Build / Tutor / Course switch, remembered per conversation. */
function ModeSwitch({ mode, disabled }: { mode: AssistantMode; disabled: boolean }): ReactElement {
  return (
    <div className="mode-switch" role="radiogroup" aria-label="How the assistant helps">
      {MODES.map((m) => (
        <button
          key={m.mode}
          type="button"
          role="radio"
          aria-checked={mode === m.mode}
          className={mode === m.mode ? 'active' : undefined}
          title={m.tip}
          disabled={disabled}
          onClick={() => void useAppStore.getState().setChatMode(m.mode)}
        >
          {m.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The input: Enter sends, Shift+Enter breaks the line, the up arrow in an empty input brings back
 * the last message; the draft is kept per circuit. While a turn runs, Send becomes Stop.
 */
export function Composer({
  mode,
  running,
  configured,
  lastMessage,
}: {
  mode: AssistantMode;
  running: boolean;
  configured: boolean;
  lastMessage: string | undefined;
}): ReactElement {
  const circuitId = useAppStore((s) => s.replica?.circuitId);
  const draft = useAppStore((s) => (circuitId === undefined ? '' : (s.drafts[circuitId] ?? '')));
  const input = useRef<HTMLTextAreaElement>(null);
  const canSend = configured && !running && draft.trim() !== '' && circuitId !== undefined;

  const send = () => {
    if (canSend) void useAppStore.getState().sendMessage(draft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    } else if (event.key === 'ArrowUp' && draft === '' && lastMessage !== undefined) {
      event.preventDefault();
      useAppStore.getState().setDraft(lastMessage);
      // The caret goes to the end, ready to edit or send again.
      requestAnimationFrame(() => input.current?.setSelectionRange(lastMessage.length, lastMessage.length));
    }
    // Esc while a turn runs is handled by the panel, wherever the focus is.
  };

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <ModeSwitch mode={mode} disabled={!configured} />
      <div className="chat-input-row">
        <textarea
          ref={input}
          value={draft}
          placeholder={configured ? PLACEHOLDERS[mode] : 'Set up a provider to ask the assistant'}
          rows={3}
          disabled={!configured}
          aria-label="Message"
          onChange={(event) => useAppStore.getState().setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {running ? (
          <button
            type="button"
            className="send-button stop-button"
            aria-label="Stop"
            title="Stop (Esc): nothing of this answer is applied"
            onClick={() => void useAppStore.getState().stopTurn()}
          >
            <Icon name="stop" />
          </button>
        ) : (
          <button type="submit" className="send-button" disabled={!canSend} aria-label="Send" title="Send (Enter)">
            <Icon name="send" />
          </button>
        )}
      </div>
    </form>
  );
}
