import type { ReactElement } from 'react';

/**
 * The lesson as its exported page, in a sandboxed frame: scripts run (the page's live circuits) but
 * in an opaque origin, so the page reaches neither the app nor its data; no forms, pop-ups or
 * navigation of the window. The page's script and style are allowed by hash in the window's policy
 * (a `srcdoc` frame inherits it; see src/main/lesson-frame-policy.ts) and by the page's own.
 */
export function LessonFrame({ html, title }: { html: string; title: string }): ReactElement {
  return (
    <iframe
      className="lesson-frame"
      data-testid="lesson-frame"
      title={`Lesson: ${title}`}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      srcDoc={html}
    />
  );
}
