import { z } from 'zod';
import { OpenCircuitSchema } from './document-channels';
import type { ChannelSpec } from './types';

/** Channels over the example circuits shipped with the app. */
export const exampleChannels = {
  'examples:list': {
    description: 'The example circuits shipped with the app.',
    input: z.strictObject({}),
    output: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
  },
  'examples:open': {
    description: 'Creates a new circuit from an example and opens it.',
    input: z.strictObject({ id: z.string().min(1).max(64) }),
    output: OpenCircuitSchema,
  },
} satisfies Record<string, ChannelSpec>;
