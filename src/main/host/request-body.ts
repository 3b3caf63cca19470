import type { IncomingMessage } from 'node:http';
import { JsonDepthScanner } from '../../shared/json-depth';

/** A request body as read: its text, or why it was refused. */
export type BodyRead =
  | { readonly kind: 'text'; readonly text: string }
  /** Larger than the limit: `declared` when its Content-Length said so before anything was read. */
  | { readonly kind: 'too-large'; readonly declared: boolean }
  | { readonly kind: 'not-utf8' }
  | { readonly kind: 'too-deep' };

/** What a body may be. */
export interface BodyLimits {
  readonly maxBytes: number;
  /** Deepest nesting of arrays and objects, scanned in the bytes before anything parses them. */
  readonly maxDepth: number;
}

/** Bytes of a body checked between two pauses of its reading (about 10 ms of work). */
const BREAK_BYTES = 1024 * 1024;

/**
 * Reads a request body as it arrives, checking each piece: its size, its UTF-8 (decoded strictly,
 * never with replacement characters) and how deep it nests (counted in the bytes: parsing JSON
 * nested millions of levels deep costs seconds and gigabytes before anything can refuse it). The
 * first check that fails answers at once; the rest of the body is then read and thrown away, so
 * the answer can be sent. A declared length over the limit is refused before anything is read.
 */
export function readBody(request: IncomingMessage, limits: BodyLimits): Promise<BodyRead> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxBytes) {
    request.resume();
    return Promise.resolve({ kind: 'too-large', declared: true });
  }
  return new Promise((resolvePromise, reject) => {
    const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    const depth = new JsonDepthScanner(limits.maxDepth);
    const pieces: string[] = [];
    let size = 0;
    let refused = false;
    const refuse = (why: BodyRead) => {
      refused = true;
      pieces.length = 0;
      resolvePromise(why);
    };
    let sinceBreak = 0;
    request.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      // Pieces that arrived together come one after another in one turn of the event loop: after
      // each MiB the reading pauses for a turn, so other requests are not kept waiting meanwhile.
      sinceBreak += chunk.length;
      if (sinceBreak >= BREAK_BYTES) {
        sinceBreak = 0;
        request.pause();
        setImmediate(() => request.resume());
      }
      if (size > limits.maxBytes) return refuse({ kind: 'too-large', declared: false });
      if (depth.scan(chunk)) return refuse({ kind: 'too-deep' });
      try {
        pieces.push(decoder.decode(chunk, { stream: true }));
      } catch {
        refuse({ kind: 'not-utf8' });
      }
    });
    request.on('end', () => {
      if (refused) return;
      try {
        pieces.push(decoder.decode()); // a character cut off at the end is not UTF-8 either
      } catch {
        return refuse({ kind: 'not-utf8' });
      }
      const text = pieces.join('');
      pieces.length = 0; // the handlers keep `pieces` as long as the request lives: the pieces go now
      resolvePromise({ kind: 'text', text });
    });
    request.on('error', reject);
  });
}
