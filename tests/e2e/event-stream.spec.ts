import { rmSync } from 'node:fs';
import { expect, test, type Route } from '@playwright/test';
import { startHost, type RunningHost } from './support/host-process';

/** Calls a channel the way a script would: POST /rpc/<channel> with the token. */
async function rpc<T>(host: RunningHost, channel: string, input: unknown = {}): Promise<T> {
  const response = await fetch(`${host.origin}/rpc/${channel}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${host.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  const answer = (await response.json()) as { success: boolean; data?: T; error?: string };
  if (!answer.success) throw new Error(`${channel} failed: ${answer.error}`);
  return answer.data as T;
}

const part = (id: string, label: string, x: number) => ({
  op: 'addComponent',
  component: { id, type: 'NOT', label, x, y: 0, rotation: 0, properties: {} },
});

test.describe('the event stream', () => {
  let host: RunningHost;
  test.beforeEach(async () => {
    host = await startHost();
  });
  test.afterEach(async () => {
    await host.stop();
    rmSync(host.dataDir, { recursive: true, force: true });
  });

  // Refused connections the browser retries by itself; an answer other than 200 closes an
  // EventSource for good, and the app's event client opens a new one.
  for (const [way, refuse] of [
    ['refused connections', (route: Route) => route.abort('connectionrefused')],
    ['answers other than 200', (route: Route) => route.fulfill({ status: 503, body: '' })],
  ] as const) {
    test(`a page whose stream is lost reconnects through ${way} and shows what it missed meanwhile`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // The browser reports the refused reconnections itself, and the requests the restart cut
        // (a call in flight when the host stopped is reset, or its socket is gone: CI saw both);
        // anything else is a fault.
        if (
          message.type() === 'error' &&
          !/ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_SOCKET_NOT_CONNECTED|ERR_EMPTY_RESPONSE|net::ERR_FAILED|503|\/events/.test(
            message.text(),
          )
        ) {
          errors.push(message.text());
        }
      });
      await page.goto(host.url);
      const canvas = page.locator('.canvas-host[data-status="ready"]');
      await expect(canvas).toBeVisible();
      const circuitId = (await canvas.getAttribute('data-circuit-id'))!;
      await rpc(host, 'circuit:apply', { circuitId, label: 'Add', operations: [part('a', 'G1', 0)] });
      await expect(page.locator('.react-flow__node')).toHaveCount(1);

      // The host ends the page's stream (as when it drops a client that fell behind, or restarts),
      // and edits are made before the page is back: events it never gets.
      await page.route('**/events', refuse);
      await host.stop({ keepData: true });
      host = await startHost({ dataDir: host.dataDir, port: Number(new URL(host.origin).port), token: host.token });
      await rpc(host, 'circuit:apply', { circuitId, label: 'Add more', operations: [part('b', 'G2', 200)] });
      await rpc(host, 'circuit:rename', { id: circuitId, name: 'Renamed meanwhile' });
      await page.waitForTimeout(500);
      await expect(page.locator('.react-flow__node')).toHaveCount(1);
      await page.unroute('**/events');

      // The stream comes back (after at most a few seconds) and the page reads everything again.
      await expect(page.locator('.react-flow__node')).toHaveCount(2, { timeout: 30_000 });
      await expect(page.locator('.react-flow__node[data-id="b"]')).toBeVisible();
      await expect(page.getByTestId('circuit-switcher')).toContainText('Renamed meanwhile');
      // Events flow again: a change now shows at once.
      await rpc(host, 'circuit:apply', {
        circuitId,
        label: 'Remove',
        operations: [{ op: 'removeComponent', id: 'b' }],
      });
      await expect(page.locator('.react-flow__node')).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  }
});
