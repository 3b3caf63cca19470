// The renderer's MCP slice (what Settings shows about outside agents) against the main process's
// own `mcp:info` handler: the real endpoint state and client configurations, called through the
// contract's dispatcher as both hosts do.
import { describe, expect, it } from 'vitest';
import { dispatch, type HandlerMap } from '../../src/core/rpc/dispatch';
import { McpEndpointState } from '../../src/main/mcp/mcp-endpoint-state';
import { ok } from '../../src/shared/errors';
import { setTransport } from '../../src/renderer/src/platform/api';
import { createAppStore } from '../../src/renderer/src/stores/app-store';

const STDIO = { command: 'npx', args: ['circuitforge', 'mcp'] };
const ADDRESS = { url: 'http://127.0.0.1:41234/mcp', token: 'tok-3f9a1c7e5b2d' };

/** The main process's `mcp:info` (as src/main/app-services.ts serves it), or none: an older app. */
function mainProcess(serves = true) {
  const endpoint = new McpEndpointState(STDIO);
  const handlers = (serves ? { 'mcp:info': () => ok(endpoint.info()) } : {}) as unknown as HandlerMap;
  /** Calls waiting to be answered, released one by one when `hold` is on. */
  const held: (() => void)[] = [];
  let hold = false;
  setTransport({
    kind: 'browser',
    invoke: async (channel, input) => {
      if (hold) await new Promise<void>((release) => held.push(release));
      return dispatch(handlers, channel, JSON.parse(JSON.stringify(input ?? {})), { host: 'browser' });
    },
    onEvent: () => () => undefined,
  });
  return {
    endpoint,
    holdAnswers: () => (hold = true),
    release: (index: number) => held[index]!(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the MCP slice', () => {
  it('reads the address, the token and every client configuration while the app serves HTTP', async () => {
    const main = mainProcess();
    main.endpoint.serving(ADDRESS);
    const store = createAppStore();
    expect(store.getState().mcpInfo).toBeUndefined();

    const reading = store.getState().loadMcpInfo();
    expect(store.getState().mcpLoading).toBe(true);
    await reading;

    const s = store.getState();
    expect(s.mcpLoading).toBe(false);
    expect(s.mcpProblem).toBeUndefined();
    expect(s.mcpInfo?.http).toEqual(ADDRESS);
    expect(s.mcpInfo?.configs.map((c) => c.client)).toEqual([
      'Claude Desktop',
      'Claude Code',
      'Any MCP client (Streamable HTTP)',
    ]);
    const desktop = JSON.parse(s.mcpInfo!.configs[0]!.text) as { mcpServers: Record<string, { command: string }> };
    expect(desktop.mcpServers.circuitforge?.command).toBe('npx');
    expect(s.mcpInfo!.configs[2]!.text).toContain(`Bearer ${ADDRESS.token}`);
  });

  it('reads again when asked, and follows the server stopping: only the stdio configurations are left', async () => {
    const main = mainProcess();
    main.endpoint.serving(ADDRESS);
    const store = createAppStore();
    await store.getState().loadMcpInfo();
    expect(store.getState().mcpInfo?.configs).toHaveLength(3);

    main.endpoint.serving(null);
    await store.getState().loadMcpInfo();
    const info = store.getState().mcpInfo;
    expect(info?.http).toBeNull();
    expect(info?.stdio).toEqual(STDIO);
    expect(info?.configs.map((c) => c.client)).toEqual(['Claude Desktop', 'Claude Code']);
  });

  it('shows only the latest answer when an earlier read answers last', async () => {
    const main = mainProcess();
    main.endpoint.serving(ADDRESS);
    const store = createAppStore();
    main.holdAnswers();
    const first = store.getState().loadMcpInfo();
    await settle();
    main.endpoint.serving(null);
    const second = store.getState().loadMcpInfo();
    await settle();

    main.release(1);
    await second;
    expect(store.getState().mcpInfo?.http).toBeNull();
    main.endpoint.serving(ADDRESS);
    main.release(0);
    await first;
    // The first read's answer (served again by now) came late: the second read's stays.
    expect(store.getState().mcpInfo?.http).toBeNull();
    expect(store.getState().mcpLoading).toBe(false);
  });

  it('says in words when the app cannot be reached, keeps what it showed, and recovers on the next read', async () => {
    const main = mainProcess();
    main.endpoint.serving(ADDRESS);
    const store = createAppStore();
    await store.getState().loadMcpInfo();
    setTransport({
      kind: 'browser',
      invoke: () => Promise.reject(new Error('Failed to fetch')),
      onEvent: () => () => undefined,
    });

    await store.getState().loadMcpInfo();
    const s = store.getState();
    expect(s.mcpLoading).toBe(false);
    expect(s.mcpProblem?.message).toBe(
      'The connection details for outside agents could not be read: Could not reach CircuitForge (Failed to fetch).',
    );
    expect(s.mcpProblem?.hint).toBe('Check that the app is still running, then reload the window.');
    expect(s.mcpInfo?.http).toEqual(ADDRESS);

    mainProcess().endpoint.serving(null);
    await store.getState().loadMcpInfo();
    expect(store.getState().mcpProblem).toBeUndefined();
    expect(store.getState().mcpInfo?.http).toBeNull();
  });

  it('says so, with what to do, when the host does not serve mcp:info', async () => {
    mainProcess(false);
    const store = createAppStore();
    await store.getState().loadMcpInfo();
    expect(store.getState().mcpProblem).toEqual({
      message: 'The connection details for outside agents could not be read: mcp:info is not served by this host.',
      hint: 'This host was started without that service; use the desktop app or the browser host.',
    });
    expect(store.getState().mcpInfo).toBeUndefined();
  });
});
