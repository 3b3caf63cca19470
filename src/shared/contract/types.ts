import type { z } from 'zod';
import type { ErrorCode } from '../errors';

/** One callable channel: what it does, what it accepts and what its success carries. */
export interface ChannelSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly description: string;
  readonly input: I;
  readonly output: O;
}

/** The envelope every channel answers with (see `Result` in ../errors). */
export type Envelope<T> =
  { success: true; data: T } | { success: false; code: ErrorCode; error: string; hint: string; details?: unknown };
