/**
 * Which links may leave the app, and what the window does when a page tries to navigate or open a
 * window (checklist #13–#15). Plain functions: the Electron layer only calls them.
 */
import { fail, ok, type Result } from '../../shared/errors';
import { originOf } from './window-config';

/**
 * The hosts the app links to, opened in the system browser. Exact names only: no wildcard, so a
 * look-alike (`github.com.attacker.example`) or a sub-domain someone else controls never matches.
 * Adding a host is a deliberate change, reviewed like code.
 */
export const EXTERNAL_LINK_HOSTS: readonly string[] = [
  'github.com',
  'platform.openai.com',
  'console.anthropic.com',
  'docs.anthropic.com',
  // Where the settings dialog sends a user for a provider's key or local server (PROVIDER_PRESETS' setupUrl).
  'console.groq.com',
  'cloud.cerebras.ai',
  'openrouter.ai',
  'ollama.com',
  'lmstudio.ai',
];

/**
 * The URL to hand to the system browser, or why not: https only, no user name or password, the
 * default port, and a host on the allow-list. The returned URL is the parsed, normalised one, never
 * the raw string (so a tab or newline hidden in it cannot change what the browser opens).
 */
export function checkExternalUrl(rawUrl: string, hosts: readonly string[] = EXTERNAL_LINK_HOSTS): Result<string> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return refuse(rawUrl, 'it is not a complete address', hosts);
  }
  if (url.protocol !== 'https:')
    return refuse(rawUrl, `only https links open outside the app, not ${url.protocol}`, hosts);
  if (url.username !== '' || url.password !== '') return refuse(rawUrl, 'it carries a user name or password', hosts);
  if (url.port !== '') return refuse(rawUrl, 'it names a port', hosts);
  if (!hosts.includes(url.hostname))
    return refuse(rawUrl, `${url.hostname} is not one of the sites the app links to`, hosts);
  return ok(url.href);
}

function refuse(rawUrl: string, why: string, hosts: readonly string[]) {
  return fail(
    'FORBIDDEN',
    `The link ${JSON.stringify(rawUrl.slice(0, 200))} was not opened: ${why}.`,
    `Links open in your browser only for ${hosts.join(', ')}.`,
  );
}

/** What to do with a navigation or a window.open: stay (an in-app page), or block and maybe open the link outside. */
export type NavigationVerdict =
  { readonly action: 'allow' } | { readonly action: 'deny'; readonly openExternal?: string };

/**
 * A frame may navigate only within the app's own origins (a reload, the dev server while developing)
 * and DevTools within its own pages (a web page cannot navigate to devtools:). Anything else is
 * blocked; an allowed https link is opened in the system browser instead.
 */
export function navigationVerdict(
  rawUrl: string,
  appOrigins: readonly string[],
  hosts: readonly string[] = EXTERNAL_LINK_HOSTS,
): NavigationVerdict {
  const origin = originOf(rawUrl);
  if (origin !== undefined && appOrigins.includes(origin)) return { action: 'allow' };
  if (rawUrl.startsWith('devtools://devtools/')) return { action: 'allow' };
  return windowOpenVerdict(rawUrl, hosts);
}

/**
 * {@link navigationVerdict} for any frame: a subframe may also load `about:srcdoc`, the lesson
 * reader's sandboxed frame holding a lesson page (its HTML given inline, nothing fetched; the frame
 * has no same origin). The main frame never may, and a subframe navigating anywhere else is judged as
 * the main frame is (a link in the lesson opens outside when allowed).
 */
export function frameNavigationVerdict(
  rawUrl: string,
  isMainFrame: boolean,
  appOrigins: readonly string[],
  hosts: readonly string[] = EXTERNAL_LINK_HOSTS,
): NavigationVerdict {
  if (!isMainFrame && rawUrl === 'about:srcdoc') return { action: 'allow' };
  return navigationVerdict(rawUrl, appOrigins, hosts);
}

/** `window.open` and target=_blank never make a window; an allowed https link opens in the system browser. */
export function windowOpenVerdict(
  rawUrl: string,
  hosts: readonly string[] = EXTERNAL_LINK_HOSTS,
): { readonly action: 'deny'; readonly openExternal?: string } {
  const checked = checkExternalUrl(rawUrl, hosts);
  return checked.success ? { action: 'deny', openExternal: checked.data } : { action: 'deny' };
}
