import type { IncomingMessage, ServerResponse } from 'node:http';
import { holdsBig, SLICE_ENTRIES, writeJsonInSlices, type YieldNow } from '../../core/slices';
import { contentSecurityPolicy } from '../content-security-policy';
import type { LessonFrameSources } from '../lesson-frame-policy';
import type { Refusal } from './security';

/** A JSON failure body, as every host answers (see src/shared/errors.ts). */
export interface FailureBody {
  readonly success: false;
  readonly code: string;
  readonly error: string;
  readonly hint: string;
}

/** The headers every answer carries (the page's CSP, no sniffing, no framing, no referrer). */
export function setSecurityHeaders(response: ServerResponse, lessonFrame?: LessonFrameSources): void {
  response.setHeader('Content-Security-Policy', contentSecurityPolicy('browser', lessonFrame));
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'no-referrer');
  response.setHeader('X-Frame-Options', 'DENY');
  response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  response.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

/** Sends `body` as JSON. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

/**
 * Sends `body` as JSON like {@link sendJson}, but an answer holding big arrays or records (a
 * 200,000-part circuit, its simulation snapshot) is serialised and sent in slices, with a pause
 * for the event loop between them, so that other requests are answered meanwhile.
 */
export async function sendJsonInSlices(
  response: ServerResponse,
  status: number,
  body: unknown,
  yieldNow: YieldNow,
): Promise<void> {
  if (!holdsBig(body, SLICE_ENTRIES)) return sendJson(response, status, body);
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  let pieces: string[] = [];
  const flush = () => {
    if (pieces.length > 0 && !response.destroyed) response.write(pieces.join(''));
    pieces = [];
  };
  await writeJsonInSlices(
    body,
    (piece) => pieces.push(piece),
    async () => {
      flush();
      await yieldNow();
    },
  );
  flush();
  response.end();
}

/** A failure as JSON with its status. */
export function sendFailure(response: ServerResponse, status: number, failure: Omit<FailureBody, 'success'>): void {
  sendJson(response, status, { success: false, ...failure });
}

/** 405, naming the method to use. */
export function sendMethodNotAllowed(response: ServerResponse, allowed: string): void {
  response.setHeader('Allow', allowed);
  sendFailure(response, 405, { code: 'INVALID_INPUT', error: 'Method not allowed.', hint: `Use ${allowed}.` });
}

/** A refused request: an HTML page for a browser opening a page, JSON for everything else. */
export function sendRefusal(request: IncomingMessage, response: ServerResponse, refusal: Refusal): void {
  const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
  if (wantsHtml) {
    response.writeHead(refusal.status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(
      `<!doctype html><meta charset="utf-8"><title>CircuitForge</title><h1>CircuitForge</h1><p>${escapeHtml(refusal.error)}</p><p>${escapeHtml(refusal.hint)}</p>`,
    );
    return;
  }
  sendFailure(response, refusal.status, { code: refusal.code, error: refusal.error, hint: refusal.hint });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
