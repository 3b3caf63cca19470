// A 20 MB request body nested 10^7 levels deep, to a channel that takes a small object.
import { Buffer } from 'node:buffer';
import type { BenchHost } from './host';
import { measureRefusal, type RefusalResult } from './refusal';

/** Sends `levels` nested arrays and their closing brackets as the body of `app:info`. */
export function measureDeepBody(host: BenchHost, levels = 10_000_000): Promise<RefusalResult & { body_mb: number }> {
  const body = Buffer.alloc(2 * levels, '[');
  body.fill(']', levels);
  return measureRefusal(host, 'app:info', body).then((result) => ({ body_mb: (2 * levels) / 1e6, ...result }));
}
