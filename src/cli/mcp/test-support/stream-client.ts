import { PassThrough, type Readable, type Writable } from 'node:stream';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/**
 * An MCP client transport over a pair of streams: the stdio framing (a JSON message per line), as
 * the SDK's StdioClientTransport speaks it to a process, without the process (tests).
 */
export class StreamClientTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private readonly buffer = new ReadBuffer();

  constructor(
    private readonly fromServer: Readable,
    private readonly toServer: Writable,
  ) {}

  start(): Promise<void> {
    this.fromServer.on('data', (chunk: Buffer) => {
      this.buffer.append(chunk);
      for (let message = this.buffer.readMessage(); message; message = this.buffer.readMessage()) {
        this.onmessage?.(message);
      }
    });
    return Promise.resolve();
  }

  send(message: JSONRPCMessage): Promise<void> {
    this.toServer.write(serializeMessage(message));
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.toServer.end();
    this.onclose?.();
    return Promise.resolve();
  }
}

/** Two pipes: what the client writes the server reads (stdin), and back (stdout). */
export function stdioPipes(): { stdin: PassThrough; stdout: PassThrough; client: StreamClientTransport } {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  return { stdin, stdout, client: new StreamClientTransport(stdout, stdin) };
}
