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

/**
 * Every token a request presents: `Authorization: Bearer` (the scheme in any case, RFC 7235),
 * X-CircuitForge-Token, each `cf_token` cookie; the `?token=` of the address only where
 * `queryAllowed` (opening the page, which trades it for the cookie at once), so that tokens stay
 * out of the logs and history of every other request. A request may carry several `cf_token`
 * cookies: any page on 127.0.0.1 or localhost can set one (browsers share cookies across ports),
 * and must not lock the app out by it, so each is a candidate.
 */
export function presentedTokens(request: IncomingMessage, url: URL, queryAllowed: boolean): string[] {
  const tokens: string[] = [];
  const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (bearer !== undefined) tokens.push(bearer);
  const header = request.headers['x-circuitforge-token'];
  if (typeof header === 'string') tokens.push(header);
  tokens.push(...(parseCookies(request.headers.cookie ?? '').get(TOKEN_COOKIE) ?? []));
  const query = queryAllowed ? url.searchParams.get('token') : null;
  if (query !== null) tokens.push(query);
  return tokens;
}

/** `Bearer <token>`, the scheme's name in any case (RFC 7235: auth-scheme is case-insensitive). */
const BEARER = /^bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * The cookies of a Cookie header, every value of each name in order. A cookie whose value does
 * not decode is skipped: any page on 127.0.0.1 or localhost can set one (`x=100%`) and must not
 * break this app's requests by it.
 */
export function parseCookies(header: string): Map<string, string[]> {
  const cookies = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const value = safeDecode(part.slice(eq + 1).trim());
    if (value === undefined || value === '') continue;
    const values = cookies.get(name);
    if (values) values.push(value);
    else cookies.set(name, [value]);
  }
  return cookies;
}

/** `decodeURIComponent`, or undefined for malformed percent-encoding (it throws URIError). */
export function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
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

/** Checks the token: accepted when any token the request presents is it (see {@link presentedTokens}). */
export function checkToken(
  request: IncomingMessage,
  url: URL,
  token: string,
  queryAllowed: boolean,
): Refusal | undefined {
  const presented = presentedTokens(request, url, queryAllowed);
  if (presented.some((candidate) => safeEqual(candidate, token))) return undefined;
  if (presented.length === 0 && !queryAllowed && url.searchParams.has('token')) {
    return {
      status: 401,
      code: 'UNAUTHORIZED',
      error: 'The token is accepted in the address only when opening the page.',
      hint: 'Send it as "Authorization: Bearer <token>" (or X-CircuitForge-Token), so it stays out of logs and history.',
    };
  }
  return {
    status: 401,
    code: 'UNAUTHORIZED',
    error: presented.length === 0 ? 'This request carried no access token.' : 'The access token is wrong.',
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
