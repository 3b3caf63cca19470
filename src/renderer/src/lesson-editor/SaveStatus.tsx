import type { ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';

const WORDS = {
  saved: 'Saved',
  pending: 'Editing…',
  saving: 'Saving…',
  failed: 'Not saved',
} as const;

/** The title field and whether the text is stored yet. */
export function SaveStatus(): ReactElement {
  const title = useAppStore((s) => s.authoringDraft?.title ?? '');
  const save = useAppStore((s) => s.authoringSave);
  const busy = useAppStore((s) => s.authoringBusy);
  const blank = title.trim() === '';
  return (
    <div className="lesson-editor-title-row">
      <label className="lesson-editor-label lesson-editor-grow">
        Title
        <input
          type="text"
          className="lesson-editor-field"
          value={title}
          maxLength={120}
          readOnly={busy}
          aria-invalid={blank}
          onChange={(e) => useAppStore.getState().editAuthoringTitle(e.target.value)}
          data-testid="lesson-title"
        />
      </label>
      <span className={`lesson-editor-save ${save}`} role="status" data-testid="lesson-save" data-state={save}>
        {blank ? 'A lesson needs a title' : WORDS[save]}
      </span>
    </div>
  );
}
