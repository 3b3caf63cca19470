import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** What the guard reports about the connections it holds. */
export interface ConnectionGuard {
  /** Marks a connection as having carried a request with the right token: it is never evicted. */
  trust(socket: Socket): void;
  /** Connections open now. */
  readonly size: number;
}

/**
 * Caps the connections the server holds at `max`, so that no local process can run the host out of
 * file descriptors. At the cap a new connection makes room by closing the oldest one that never
 * presented the token (a silent or refused connection; the header timeout would close it soon
 * anyway); when every connection has, the newcomer is closed. So a flood of silent connections
 * cannot lock out the page, whose connections carry the token from their first request.
 */
export function guardConnections(
  server: Server,
  max: number,
  log: (message: string) => void = (message) => console.warn(message),
): ConnectionGuard {
  // Insertion order is age order: the first untrusted entry is the oldest.
  const sockets = new Map<Socket, { trusted: boolean }>();
  let warned = false;
  server.on('connection', (socket: Socket) => {
    if (sockets.size >= max) {
      const victim = [...sockets].find(([, state]) => !state.trusted)?.[0];
      if (victim) {
        sockets.delete(victim);
        victim.destroy();
      } else {
        socket.destroy();
        return;
      }
      if (!warned) {
        warned = true;
        log(`[CONNECTIONS] ${max} connections are open; closing the oldest without a token to make room.`);
      }
    }
    sockets.set(socket, { trusted: false });
    socket.once('close', () => sockets.delete(socket));
  });
  return {
    trust(socket) {
      const state = sockets.get(socket);
      if (state) state.trusted = true;
    },
    get size() {
      return sockets.size;
    },
  };
}
