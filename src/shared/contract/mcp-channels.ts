import { z } from 'zod';
import type { ChannelSpec } from './types';

/** How an outside agent reaches this app over MCP, and the configurations to paste into its client. */
export const McpInfoSchema = z.object({
  /** The Streamable HTTP endpoint of the running app and the bearer token it takes (absent when not serving). */
  http: z.object({ url: z.string(), token: z.string() }).nullable(),
  /** The command a client launches for stdio: it reaches this app while it runs. */
  stdio: z.object({
    command: z.string(),
    args: z.array(z.string()),
    /** Variables the command needs (the packaged app runs its command line as Node). */
    env: z.record(z.string(), z.string()).optional(),
  }),
  /** Ready-to-paste client configurations, each with the file or command it goes in. */
  configs: z.array(z.object({ client: z.string(), where: z.string(), text: z.string() })),
});
export type McpInfo = z.infer<typeof McpInfoSchema>;

/** Channels about the app's MCP server (src/main/mcp). */
export const mcpChannels = {
  'mcp:info': {
    description: "The MCP server's address and token, and client configurations to copy.",
    input: z.strictObject({}),
    output: McpInfoSchema,
  },
} satisfies Record<string, ChannelSpec>;
