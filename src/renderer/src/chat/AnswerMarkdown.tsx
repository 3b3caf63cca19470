import { memo, useMemo, type ReactElement } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { useAppStore } from '../stores/app-store';
import { partOfLink, remarkPartLinks } from './part-links';

/**
 * The labels of the open circuit's parts, and of the parts a running turn is adding, by label. Read
 * from the store when an answer is drawn (the answer re-renders as its text streams in).
 */
function useLabels(): ReadonlyMap<string, string> {
  const docVersion = useAppStore((s) => s.docVersion);
  const preview = useAppStore((s) => s.preview);
  const replica = useAppStore((s) => s.replica);
  return useMemo(() => {
    const labels = new Map<string, string>();
    void docVersion; // the replica changes in place: its version says when to read it again
    for (const c of replica?.state.components() ?? []) labels.set(c.label, c.id);
    for (const id of preview?.added ?? []) {
      const c = preview?.state.component(id);
      if (c) labels.set(c.label, c.id);
    }
    return labels;
  }, [replica, preview, docVersion]);
}

const COMPONENTS: Components = {
  a({ href, children }) {
    const part = partOfLink(href);
    if (part !== undefined) {
      return (
        <button
          type="button"
          className="part-link"
          title="Select it on the canvas"
          onClick={() => useAppStore.getState().revealParts([part])}
        >
          {children}
        </button>
      );
    }
    return (
      <a href={href} target="_blank" rel="noreferrer noopener">
        {children}
      </a>
    );
  },
  // Wide tables scroll inside the answer instead of widening the panel.
  table({ children }) {
    return (
      <div className="md-table">
        <table>{children}</table>
      </div>
    );
  },
};

/**
 * An answer as Markdown: lists, code, tables (GitHub's dialect); raw HTML is not rendered, and
 * formulas stay the text they are. The parts' labels are links that select them on the canvas.
 */
export const AnswerMarkdown = memo(function AnswerMarkdown({ text }: { text: string }): ReactElement {
  const labels = useLabels();
  const remarkPlugins = useMemo<Options['remarkPlugins']>(() => [remarkGfm, [remarkPartLinks, { labels }]], [labels]);
  return (
    <div className="md">
      <Markdown remarkPlugins={remarkPlugins} skipHtml components={COMPONENTS}>
        {text}
      </Markdown>
    </div>
  );
});
