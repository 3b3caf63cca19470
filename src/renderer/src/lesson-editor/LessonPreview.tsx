import { useLayoutEffect, useRef, type MouseEvent, type ReactElement } from 'react';
import type { PreviewBlock } from '../../../shared/contract';
import { useAppStore } from '../stores/app-store';
import { Icon } from '../ui/icons';

/** Writes each block's label into its placeholder (as text: nothing of a lesson is read as HTML here). */
function labelBlocks(container: HTMLElement, blocks: readonly PreviewBlock[]): void {
  for (const element of container.querySelectorAll<HTMLElement>('.cf-lesson-block[data-block]')) {
    const block = blocks[Number(element.dataset.block)];
    if (!block) continue;
    element.textContent = block.label;
    element.dataset.kind = block.kind;
    element.dataset.broken = String(block.broken);
  }
}

/**
 * Links in the preview never take the app's window away: a `#section` link scrolls the preview, any
 * other opens outside the app (the main process's window rules decide how).
 */
function onPreviewClick(event: MouseEvent<HTMLDivElement>): void {
  const link = (event.target as Element).closest('a');
  if (!link) return;
  event.preventDefault();
  const href = link.getAttribute('href');
  if (!href) return;
  if (href.startsWith('#')) {
    const id = decodeURIComponent(href.slice(1));
    event.currentTarget.querySelector(`[id="${CSS.escape(id)}"]`)?.scrollIntoView({ block: 'start' });
  } else window.open(href, '_blank', 'noopener,noreferrer');
}

/**
 * The lesson as a reader will see it, made by the main process from the text in the editor (the
 * sanitised pipeline: no script, no style, no handler survives; the app's CSP runs none either), with
 * the problems of the text, each with its line (a click puts the cursor there).
 */
export function LessonPreview({ onGoToLine }: { onGoToLine: (line: number) => void }): ReactElement {
  const preview = useAppStore((s) => s.authoringPreview);
  const current = useAppStore(
    (s) => s.authoringPreview !== undefined && s.authoringPreview.of === s.authoringDraft?.markdown,
  );
  const page = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (page.current && preview) labelBlocks(page.current, preview.blocks);
  }, [preview]);

  const problems = preview?.problems ?? [];
  return (
    <section
      className="lesson-editor-preview"
      aria-label="Preview"
      data-testid="lesson-preview"
      data-state={current ? 'current' : 'updating'}
    >
      {problems.length > 0 && (
        <ul className="lesson-editor-problems" aria-label="Problems of the text" data-testid="lesson-problems">
          {problems.map((p, i) => (
            <li key={i}>
              <Icon name="warning" />
              {p.line !== undefined ? (
                <button type="button" className="lesson-editor-problem-line" onClick={() => onGoToLine(p.line!)}>
                  Line {p.line}
                </button>
              ) : null}
              <span>{p.message}</span>
            </li>
          ))}
        </ul>
      )}
      <div
        ref={page}
        className="lesson-editor-page cf-lesson"
        onClick={onPreviewClick}
        data-testid="lesson-preview-page"
        // The main process's sanitised HTML (src/core/lessons/markdown, "What a caller must do").
        dangerouslySetInnerHTML={{ __html: preview?.html ?? '' }}
      />
    </section>
  );
}
