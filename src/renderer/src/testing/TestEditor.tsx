import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import type { TestDraft } from '../stores/tests-slice';

/** The height of one line of the editor (matches `.test-code` in the stylesheet). */
const LINE_HEIGHT = 18;

/** The offset in `text` of a line and column (1-based), clamped to the text. */
function offsetOf(text: string, line: number, column: number): number {
  const lines = text.split('\n');
  let offset = 0;
  for (let l = 0; l < Math.min(line - 1, lines.length); l++) offset += lines[l]!.length + 1;
  return Math.min(offset + Math.max(0, column - 1), text.length);
}

/**
 * Writes or changes a test: its name and its text, with line numbers. A text the main process
 * refuses comes back at its line and column: the line is marked, the caret put there and the reason
 * said under it. Ctrl+Enter (⌘+Enter) saves, Escape leaves without saving.
 */
export function TestEditor({ draft }: { draft: TestDraft }): ReactElement {
  const text = useRef<HTMLTextAreaElement>(null);
  const [scroll, setScroll] = useState({ top: 0, left: 0 });
  const error = draft.error;
  const at = error && 'line' in error ? error : undefined;
  const lines = draft.source.split('\n').length;

  // A new place to show: the caret goes to it, and the line into view.
  useEffect(() => {
    const area = text.current;
    if (!area || !at) return;
    const offset = offsetOf(area.value, at.line, at.column);
    area.focus();
    area.setSelectionRange(offset, offset);
    const top = (at.line - 1) * LINE_HEIGHT;
    if (top < area.scrollTop || top > area.scrollTop + area.clientHeight - LINE_HEIGHT * 2)
      area.scrollTop = Math.max(0, top - LINE_HEIGHT * 2);
  }, [at]);

  const save = () => void useAppStore.getState().saveTestDraft();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      useAppStore.getState().cancelTestDraft();
    }
  };

  return (
    <form
      className="test-editor"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      onKeyDown={onKeyDown}
      data-testid="test-editor"
    >
      <label className="test-name-field">
        <span>Name</span>
        <input
          value={draft.name}
          maxLength={80}
          autoFocus={draft.testId === undefined}
          onChange={(event) => useAppStore.getState().updateTestDraft({ name: event.target.value })}
          aria-label="Test name"
        />
      </label>
      <div className="test-code">
        <div className="test-gutter" aria-hidden="true" style={{ transform: `translateY(${-scroll.top}px)` }}>
          {Array.from({ length: lines }, (_, i) => (
            <div key={i} className={at?.line === i + 1 ? 'test-line-number error' : 'test-line-number'}>
              {i + 1}
            </div>
          ))}
        </div>
        <div className="test-text">
          {at && (
            <div
              className="test-error-line"
              aria-hidden="true"
              style={{ top: 6 + (at.line - 1) * LINE_HEIGHT - scroll.top }}
            >
              <span
                className="test-error-column"
                style={{ left: `calc(${at.column - 1}ch + 8px - ${scroll.left}px)` }}
              />
            </div>
          )}
          <textarea
            ref={text}
            value={draft.source}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            wrap="off"
            aria-label="Test text"
            aria-invalid={at !== undefined}
            onChange={(event) => useAppStore.getState().updateTestDraft({ source: event.target.value })}
            onScroll={(event) =>
              setScroll({ top: event.currentTarget.scrollTop, left: event.currentTarget.scrollLeft })
            }
          />
        </div>
      </div>
      {error && (
        <p className="test-error-message" role="alert" data-testid="test-error">
          {at ? `Line ${at.line}, column ${at.column}: ${at.message}` : error.message}
        </p>
      )}
      <p className="test-help">
        The first line names the signals (the labels of switches, clocks, LEDs, probes, ports and registers). Each row
        after it gives one value per signal: 0, 1, X for any value, C for a clock pulse, or a number.{' '}
        <code>loop(i, 4)</code> … <code>end loop</code> repeats rows.
      </p>
      <div className="test-editor-actions">
        <button type="button" className="settings-button" onClick={() => useAppStore.getState().cancelTestDraft()}>
          Cancel
        </button>
        <button type="submit" className="settings-button primary" disabled={draft.saving} title="Save (Ctrl+Enter)">
          {draft.saving ? 'Saving…' : draft.testId === undefined ? 'Add test' : 'Save'}
        </button>
      </div>
    </form>
  );
}
