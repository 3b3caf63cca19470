import type { LessonFrameSources } from './lesson-frame-policy';

/**
 * The renderer's Content-Security-Policy. Scripts and styles only from the app itself; no inline
 * script, no eval, no plug-ins, no framing. The browser host also allows `connect-src 'self'` for
 * its RPC and event stream; the Electron window talks over IPC and connects nowhere.
 *
 * `lessonFrame`: the lesson page's own inline script and style, by hash, and nothing else inline. The
 * lesson reader shows the page in a sandboxed `srcdoc` frame (no same origin: it cannot reach the
 * app), and such a frame inherits this policy, so without them its live circuits could not run.
 */
export function contentSecurityPolicy(host: 'electron' | 'browser', lessonFrame?: LessonFrameSources): string {
  const scripts = lessonFrame?.scripts ?? [];
  const styles = lessonFrame?.styles ?? [];
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scripts].join(' '),
    ["style-src 'self'", ...styles].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${host === 'browser' ? "'self'" : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}
