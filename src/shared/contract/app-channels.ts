import { z } from 'zod';
import type { ChannelSpec } from './types';

export const HostKindSchema = z.enum(['electron', 'browser']);

/** Channels about the app itself. */
export const appChannels = {
  'app:info': {
    description: 'Name, version and host of the running app.',
    input: z.strictObject({}),
    output: z.object({ name: z.string(), version: z.string(), host: HostKindSchema, platform: z.string() }),
  },
} satisfies Record<string, ChannelSpec>;
