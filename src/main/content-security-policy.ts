/**
 * The renderer's Content-Security-Policy. Scripts and styles only from the app itself; no inline
 * script, no eval, no plug-ins, no framing. The browser host also allows `connect-src 'self'` for
 * its RPC and event stream; the Electron window talks over IPC and connects nowhere.
 */
export function contentSecurityPolicy(host: 'electron' | 'browser'): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${host === 'browser' ? "'self'" : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}
