import type { ServerResponse } from 'node:http';

/**
 * Makes `response` the last answer of its connection (`Connection: close`) and closes the
 * connection without resetting it. For an answer sent before its request's body was read (a 413):
 * the connection must close, or the rest of the body would be read as the next request.
 *
 * Node ends a `Connection: close` answer with `socket.destroySoon()`, which destroys the socket as
 * soon as the answer is out. Bytes the client is still sending then reach a closed socket, the
 * system answers them with a reset, and a client that reads its answer only after sending (curl,
 * most scripts, Node's own client while it writes) loses the answer to that reset. Here, instead,
 * the connection is half-closed (the answer, then the end of our side) and what still comes is read
 * and dropped, until the client closes its side or `lingerMs` has passed. This replaces
 * `destroySoon` on the one socket, which relies on Node's HTTP server calling it for such an
 * answer (Node 20 does: `resOnFinish` in `_http_server`); server-refusals.test.ts fails if it stops.
 */
export function closeAfterAnswer(response: ServerResponse, lingerMs: number): void {
  const socket = response.socket;
  response.setHeader('Connection', 'close');
  if (!socket) return;
  socket.destroySoon = () => {
    socket.end();
    socket.resume();
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
}
