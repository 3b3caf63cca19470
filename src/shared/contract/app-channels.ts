import { z } from 'zod';
import type { ChannelSpec } from './types';

export const HostKindSchema = z.enum(['electron', 'browser']);

/** Channels about the app itself. */
export const appChannels = {
  'app:info': {
    description: 'Name, version and host of the running app, and the folder where it keeps its data.',
    input: z.strictObject({}),
    output: z.object({
      name: z.string(),
      version: z.string(),
      host: HostKindSchema,
      platform: z.string(),
      /** The data folder (the database, the browser host's key file); null when the app runs on an in-memory database (tests). */
      dataDir: z.string().nullable(),
    }),
  },
  'app:notices': {
    description:
      'Notices raised while the app started (e.g. a damaged database moved aside), for a window that opens later. Later notices arrive as app.notice events.',
    input: z.strictObject({}),
    output: z.array(
      z.object({ level: z.enum(['info', 'warning', 'error']), message: z.string(), hint: z.string().optional() }),
    ),
  },
} satisfies Record<string, ChannelSpec>;
