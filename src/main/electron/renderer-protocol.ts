/**
 * The `circuitforge://app/…` protocol: the built renderer folder and nothing else (checklist #18).
 * Plain code; main.ts wraps the answer in a `Response` inside `protocol.handle`.
 */
import { contentSecurityPolicy } from '../content-security-policy';
import type { LessonFrameSources } from '../lesson-frame-policy';
import { readStaticFile } from '../host/static-files';
import { APP_HOST, APP_SCHEME } from './window-config';

/** What the protocol handler answers. */
export interface ProtocolAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array | null;
}

/** Headers on every answer, files and refusals alike. */
export function protocolHeaders(contentType: string, lessonFrame?: LessonFrameSources): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Security-Policy': contentSecurityPolicy('electron', lessonFrame),
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-cache',
  };
}

function refusal(status: 404 | 405, text: string): ProtocolAnswer {
  return { status, headers: protocolHeaders('text/plain; charset=utf-8'), body: new TextEncoder().encode(text) };
}

/**
 * Answers a request to the app's scheme from `rendererDir`: GET or HEAD of `circuitforge://app/<file>`
 * only. Another host, a user name or port, a path out of the folder (`..` however encoded), a
 * hidden file or a folder gives 404; any other method 405.
 */
export async function answerAppRequest(
  rendererDir: string,
  rawUrl: string,
  method: string,
  lessonFrame?: LessonFrameSources,
): Promise<ProtocolAnswer> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return refusal(404, 'Not found');
  }
  if (
    url.protocol !== `${APP_SCHEME}:` ||
    url.hostname.toLowerCase() !== APP_HOST ||
    url.port !== '' ||
    url.username !== '' ||
    url.password !== ''
  ) {
    return refusal(404, 'Not found');
  }
  if (method !== 'GET' && method !== 'HEAD') return refusal(405, 'Method not allowed');
  const file = await readStaticFile(rendererDir, url.pathname);
  if (!file) return refusal(404, 'Not found');
  return {
    status: 200,
    headers: protocolHeaders(file.contentType, lessonFrame),
    body: method === 'HEAD' ? null : new Uint8Array(file.body),
  };
}
