import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app-services';
import { chainFile } from '../import/test-support/chain-file';
import { createTestServices } from '../test-support/services';
import { startBrowserHost, type BrowserHost } from './server';
import { fakeRendererDir, send } from './test-support/http-client';

const TOKEN = 'test-token-0123456789abcdef';
const auth = { Authorization: `Bearer ${TOKEN}` };

/** Asks `app:info` one request after another until told to stop, then posts every latency. */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
let stop = false;
const latencies = [];
parentPort.on('message', () => (stop = true));
const ask = () => new Promise((resolve, reject) => {
  const started = performance.now();
  const req = http.request({ host: '127.0.0.1', port: workerData.port, path: '/rpc/app:info', method: 'POST', agent: false,
    headers: { Host: '127.0.0.1:' + workerData.port, Authorization: 'Bearer ' + workerData.token } }, (res) => {
    res.resume();
    res.on('end', () => resolve(performance.now() - started));
  });
  req.on('error', reject);
  req.end('{}');
});
(async () => {
  while (!stop) {
    latencies.push(await ask());
    await new Promise((r) => setTimeout(r, 10));
  }
  parentPort.postMessage(latencies);
})();
`;

describe('the browser host during a large import', () => {
  let services: AppServices;
  let host: BrowserHost;

  beforeAll(async () => {
    services = createTestServices();
    host = await startBrowserHost({ services, rendererDir: fakeRendererDir(), token: TOKEN, port: 0 });
  });

  afterAll(async () => {
    await host.close();
    await services.close();
  });

  it('answers a small request promptly while a 40,000-part import runs', async () => {
    const { text } = chainFile(40_000);
    // What every request waited before: the import done at once, holding the event loop throughout.
    const started = performance.now();
    expect(services.documents.importFile(text).success).toBe(true);
    const blocking = performance.now() - started;

    // The probe runs in a thread of its own: in this one, a blocked event loop would also stop the
    // probe from asking, and hide exactly what is measured.
    const probe = new Worker(PROBE, { eval: true, workerData: { port: host.port, token: TOKEN } });
    const importing = send(host.port, '/rpc/circuit:import', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ content: text }),
    });
    await importing.finally(() => probe.postMessage('stop'));
    const latencies = await new Promise<number[]>((resolve, reject) => {
      probe.once('message', resolve);
      probe.once('error', reject);
    });
    await probe.terminate();
    const imported = await importing;
    expect(imported.status).toBe(200);
    expect(JSON.parse(imported.body)).toMatchObject({ data: { meta: { componentCount: 40_000, wireCount: 39_999 } } });
    const slowest = Math.max(...latencies);
    expect(latencies.length, `answered ${latencies.length} requests meanwhile`).toBeGreaterThanOrEqual(5);
    expect(
      slowest,
      `slowest ${Math.round(slowest)} ms; the import at once took ${Math.round(blocking)} ms`,
    ).toBeLessThan(blocking / 3);
  });
});
