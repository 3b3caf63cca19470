import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, saveScreenshot, test } from './support/fixtures';
import { startHost, type RunningHost } from './support/host-process';

/** Calls a channel of the running host the way a script would: POST /rpc/<channel> with the token. */
async function rpc(host: RunningHost, channel: string, input: unknown = {}): Promise<unknown> {
  const response = await fetch(`${host.origin}/rpc/${channel}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${host.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  return response.json();
}

test.describe('the database in the data folder', () => {
  let dataDir: string;
  test.beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'circuitforge-e2e-store-'));
  });
  test.afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  test('a damaged database is set aside, kept, and the user is told once', async ({ page }, testInfo) => {
    writeFileSync(join(dataDir, 'circuitforge.db'), 'this is not a database');
    const host = await startHost({ dataDir });
    try {
      await page.goto(host.url);
      const notice = page.locator('.notice');
      await expect(notice).toHaveCount(1);
      await expect(notice).toContainText('was not a database');
      await expect(notice).toContainText('Nothing was deleted');
      await saveScreenshot(page, testInfo, 'storage-database-set-aside');
      const kept = readdirSync(dataDir).find((name) => name.startsWith('circuitforge.not-sqlite-'));
      expect(readFileSync(join(dataDir, kept!), 'utf8')).toBe('this is not a database');
    } finally {
      await host.stop();
    }
    expect(existsSync(join(dataDir, 'circuitforge.db'))).toBe(true);
  });

  test('circuits and their history survive a restart of the app', async () => {
    let host = await startHost({ dataDir });
    const opened = (await rpc(host, 'circuit:create', { name: 'Blinker' })) as { data: { meta: { id: string } } };
    const circuitId = opened.data.meta.id;
    const add = {
      op: 'addComponent',
      component: { id: 'sw1', type: 'SWITCH_TOGGLE', label: 'SW1', x: 40, y: 40, rotation: 0, properties: {} },
    };
    expect(await rpc(host, 'circuit:apply', { circuitId, label: 'Add SW1', operations: [add] })).toMatchObject({
      success: true,
    });
    await host.stop();

    host = await startHost({ dataDir });
    try {
      expect(await rpc(host, 'circuit:current')).toMatchObject({
        success: true,
        data: {
          meta: { id: circuitId, name: 'Blinker', componentCount: 1 },
          circuit: { components: [{ id: 'sw1', label: 'SW1' }] },
          history: { position: 1, length: 1, undoLabel: 'Add SW1' },
        },
      });
      expect(await rpc(host, 'history:undo', { circuitId })).toMatchObject({ data: { history: { canRedo: true } } });
    } finally {
      await host.stop();
    }
  });
});
