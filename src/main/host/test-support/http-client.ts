import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** An HTTP answer as a test sees it. */
export interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A request through Node's client, so tests control every header (fetch would add or refuse some). */
export function send(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        agent: false,
        headers: { Host: `127.0.0.1:${port}`, ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/**
 * Sends raw bytes over a socket and reads the status line of the answer, for requests Node's
 * client refuses to make (a path such as `//[`, bytes that are not UTF-8, broken headers).
 */
export function sendRaw(port: number, bytes: Buffer | string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.once('connect', () => socket.end(bytes));
  });
}

/** A built-renderer folder with an index page, one asset and a hidden file. */
export function fakeRendererDir(): string {
  const rendererDir = mkdtempSync(join(tmpdir(), 'cf-renderer-'));
  writeFileSync(
    join(rendererDir, 'index.html'),
    '<!doctype html><html><head><title>CircuitForge</title></head><body></body></html>',
  );
  mkdirSync(join(rendererDir, 'assets'));
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(rendererDir, '.secret'), 'hidden');
  return rendererDir;
}
