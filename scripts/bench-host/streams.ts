// Paused event clients: streams of /events whose reader stopped reading, while large events go out.
import { connect, type Socket } from 'node:net';
import { benchCircuitFile } from '../bench-editor/generate-circuit';
import { dataOf, memoryMb, rpc, sleep, type BenchHost } from './host';

/** What paused clients cost the host. */
export interface StreamsResult {
  /** Paused clients opened. */
  readonly clients: number;
  /** Events sent while they were paused, and the size of each (bytes of one event). */
  readonly events: number;
  readonly event_bytes: number;
  readonly rss_before_mb: number;
  readonly rss_after_mb: number;
  /** Paused clients the host had hung up on (it may drop a client that stops reading). */
  readonly dropped: number;
}

/** Opens an event stream over a raw socket and stops reading once the headers are in. */
function pausedStream(host: BenchHost): Promise<{ socket: Socket; closed: () => boolean }> {
  return new Promise((resolve, reject) => {
    let closed = false;
    const socket = connect({ host: '127.0.0.1', port: host.port });
    socket.on('error', () => (closed = true));
    socket.on('close', () => (closed = true));
    socket.once('connect', () =>
      socket.write(
        `GET /events HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nAuthorization: Bearer ${host.token}\r\n\r\n`,
      ),
    );
    socket.once('data', (chunk: Buffer) => {
      if (!chunk.toString('latin1').startsWith('HTTP/1.1 200')) reject(new Error('the event stream was refused'));
      socket.pause();
      resolve({ socket, closed: () => closed });
    });
  });
}

/**
 * Opens `clients` event streams that stop reading, then makes `events` edits that each move every
 * part of a 5,000-part circuit (one `circuit.changed` of a few hundred kB each), and compares the
 * host's memory before and after.
 */
export async function measurePausedStreams(host: BenchHost, clients = 20, events = 100): Promise<StreamsResult> {
  const opened = dataOf<{ meta: { id: string }; circuit: { components: { id: string; x: number }[] } }>(
    'circuit:import',
    await rpc(host, 'circuit:import', { content: benchCircuitFile(5000, 'Streams') }),
  );
  const circuitId = opened.meta.id;
  const parts = opened.circuit.components;
  await sleep(500);
  const before = memoryMb(host.process.pid!);
  const streams = await Promise.all(Array.from({ length: clients }, () => pausedStream(host)));
  let eventBytes = 0;
  for (let i = 0; i < events; i++) {
    const operations = parts.map((part) => ({
      op: 'updateComponent',
      id: part.id,
      set: { x: part.x + ((i + 1) % 2) * 20 },
    }));
    eventBytes = JSON.stringify(operations).length;
    dataOf('circuit:apply', await rpc(host, 'circuit:apply', { circuitId, label: `Move ${i}`, operations }));
  }
  await sleep(1000);
  const after = memoryMb(host.process.pid!);
  // A paused socket reports the host's hang-up only once it reads again: read, then count.
  for (const stream of streams) stream.socket.resume();
  await sleep(2000);
  const dropped = streams.filter((s) => s.closed()).length;
  for (const stream of streams) stream.socket.destroy();
  dataOf('circuit:delete', await rpc(host, 'circuit:delete', { id: circuitId }));
  return {
    clients,
    events,
    event_bytes: eventBytes,
    rss_before_mb: before,
    rss_after_mb: after,
    dropped,
  };
}
