// Silent connections: sockets that connect and send nothing (or half a request) and wait.
import { connect, type Socket } from 'node:net';
import { rpc, sleep, type BenchHost } from './host';

/** What silent connections cost. */
export interface ConnectionsResult {
  /** Longest time the host kept a silent connection open, or null when one was still open at the end. */
  readonly idle_close_ms: number | null;
  /** How long the test waited for them. */
  readonly idle_wait_ms: number;
  /** Of `flood` silent connections opened at once, how many the host still held a second later. */
  readonly flood: number;
  readonly flood_held: number;
  /** A real request made while the flood was held: its status and latency. */
  readonly request_during_flood_status: number;
  readonly request_during_flood_ms: number;
}

function silent(host: BenchHost, firstBytes = ''): Promise<{ socket: Socket; closedAfter: () => number | undefined }> {
  return new Promise((resolve) => {
    const started = performance.now();
    let closedAt: number | undefined;
    const socket = connect({ host: '127.0.0.1', port: host.port });
    socket.on('error', () => (closedAt ??= performance.now()));
    socket.on('close', () => (closedAt ??= performance.now()));
    socket.resume();
    socket.once('connect', () => {
      if (firstBytes) socket.write(firstBytes);
      resolve({ socket, closedAfter: () => (closedAt === undefined ? undefined : closedAt - started) });
    });
    socket.once('close', () => resolve({ socket, closedAfter: () => (closedAt ?? performance.now()) - started }));
  });
}

/**
 * Opens a few silent connections (nothing sent; half a request line; headers never finished) and
 * waits up to `waitMs` for the host to close them; then floods `flood` at once and checks that a
 * real request still gets through.
 */
export async function measureSilentConnections(
  host: BenchHost,
  waitMs = 40_000,
  flood = 2_000,
): Promise<ConnectionsResult> {
  const partial = `GET /api/components HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\n`;
  const idle = await Promise.all([silent(host), silent(host), silent(host, 'GET / HT'), silent(host, partial)]);
  const deadline = performance.now() + waitMs;
  while (performance.now() < deadline && idle.some((c) => c.closedAfter() === undefined)) await sleep(100);
  const closeTimes = idle.map((c) => c.closedAfter());
  for (const c of idle) c.socket.destroy();

  const flooded = [];
  for (let i = 0; i < flood; i++) flooded.push(await silent(host));
  await sleep(1000);
  const held = flooded.filter((c) => c.closedAfter() === undefined).length;
  const answer = await rpc(host, 'app:info', {}).catch(() => ({ status: 0, ms: NaN }));
  for (const c of flooded) c.socket.destroy();
  return {
    idle_close_ms: closeTimes.some((t) => t === undefined) ? null : Math.round(Math.max(...(closeTimes as number[]))),
    idle_wait_ms: waitMs,
    flood,
    flood_held: held,
    request_during_flood_status: answer.status,
    request_during_flood_ms: Math.round(answer.ms),
  };
}
