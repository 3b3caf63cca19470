import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { PRIVATE_FILE_MODE } from '../store/file-modes';

/**
 * The file a running app leaves in its data folder to say where it serves MCP, so the stdio entry
 * (`circuitforge mcp`) finds it and goes through it rather than open the database beside it.
 */
export const DISCOVERY_FILE = 'mcp-endpoint.json';

const DiscoverySchema = z.object({
  url: z.url(),
  token: z.string().min(16),
  pid: z.number().int().positive(),
  host: z.enum(['electron', 'browser']),
});
export type McpDiscovery = z.infer<typeof DiscoverySchema>;

/**
 * Writes the discovery file (readable by the user only: it holds the token), whole or not at all.
 * Returns what removes it again when the app stops serving.
 */
export function announceMcp(dataDir: string, discovery: McpDiscovery): () => void {
  const file = join(dataDir, DISCOVERY_FILE);
  const partial = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(partial, `${JSON.stringify(discovery, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
  renameSync(partial, file);
  return () => {
    // Only our own: a later run on the folder may have written its own since.
    if (readMcpDiscovery(dataDir)?.token === discovery.token) rmSync(file, { force: true });
  };
}

/** The discovery file of a folder, or undefined when there is none or it is not one. */
export function readMcpDiscovery(dataDir: string): McpDiscovery | undefined {
  let text: string;
  try {
    text = readFileSync(join(dataDir, DISCOVERY_FILE), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = DiscoverySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process runs (a signal 0 reaches it, or it exists but belongs to someone else). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
