import { processAlive, readMcpDiscovery, type McpDiscovery } from './discovery';

/** A running app found through a data folder's discovery file. */
export interface FoundApp extends McpDiscovery {
  readonly dataDir: string;
}

/**
 * The first of `folders` where an app runs and answers at its MCP endpoint: its discovery file is
 * there, its process lives, and the endpoint takes the token (a GET is answered 405: it is ours).
 */
export async function findRunningApp(folders: readonly string[]): Promise<FoundApp | undefined> {
  for (const dataDir of folders) {
    const discovery = readMcpDiscovery(dataDir);
    if (!discovery || !processAlive(discovery.pid)) continue;
    if (await answers(discovery)) return { ...discovery, dataDir };
  }
  return undefined;
}

async function answers(discovery: McpDiscovery): Promise<boolean> {
  try {
    const response = await fetch(discovery.url, {
      headers: { Authorization: `Bearer ${discovery.token}` },
      signal: AbortSignal.timeout(3_000),
    });
    await response.body?.cancel();
    return response.status === 405;
  } catch {
    return false;
  }
}
