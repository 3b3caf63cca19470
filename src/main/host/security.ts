import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Name of the cookie that carries the token for the page's own asset and event-stream requests. */
export const TOKEN_COOKIE = 'cf_token';

/** Why a request was refused, as an HTTP status and a sentence. */
export interface Refusal {
  readonly status: 401 | 403;
  readonly code: 'UNAUTHORIZED' | 'FORBIDDEN';
  readonly error: string;
  readonly hint: string;
}

/** Compares two strings in constant time (for the token). */
export function safeEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}

/** The token a request presents: Authorization Bearer, X-CircuitForge-Token, the cookie, or ?token=. */
export function presentedToken(request: IncomingMessage, url: URL): string | undefined {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  const header = request.headers['x-circuitforge-token'];
  if (typeof header === 'string') return header;
  const cookie = parseCookies(request.headers.cookie ?? '')[TOKEN_COOKIE];
  if (cookie) return cookie;
  return url.searchParams.get('token') ?? undefined;
}

function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies[part.slice(0, eq).trim()] = decodeURIComponent(part.slice(eq + 1).trim());
  }
  return cookies;
}

/**
 * Refuses requests another web page could make: a Host other than our loopback address (DNS
 * rebinding), an Origin other than ours, or a browser-declared cross-site or same-site fetch (a page
 * on another localhost port is "same-site" and would otherwise send our cookie).
 */
export function checkOrigin(request: IncomingMessage, port: number): Refusal | undefined {
  const allowedHosts = [`127.0.0.1:${port}`, `localhost:${port}`];
  const host = request.headers.host;
  if (!host || !allowedHosts.includes(host.toLowerCase())) {
    return forbidden(`Host "${host ?? ''}" is not this app's address.`);
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !allowedHosts.map((h) => `http://${h}`).includes(origin.toLowerCase())) {
    return forbidden(`Requests from ${origin} are not allowed.`);
  }
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') {
    return forbidden('Requests from other web pages are not allowed.');
  }
  return undefined;
}

/** Checks the token (see {@link presentedToken}). */
export function checkToken(request: IncomingMessage, url: URL, token: string): Refusal | undefined {
  const presented = presentedToken(request, url);
  if (presented !== undefined && safeEqual(presented, token)) return undefined;
  return {
    status: 401,
    code: 'UNAUTHORIZED',
    error: presented === undefined ? 'This request carried no access token.' : 'The access token is wrong.',
    hint: 'Open the URL CircuitForge printed at start, or send "Authorization: Bearer <token>" (set it with CIRCUITFORGE_TOKEN).',
  };
}

function forbidden(error: string): Refusal {
  return {
    status: 403,
    code: 'FORBIDDEN',
    error,
    hint: 'Use the app at the address it printed (http://127.0.0.1:<port>/).',
  };
}
