import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { EventBus } from '../core/events';
import { dispatch } from '../core/rpc/dispatch';
import type { EventMessage } from '../shared/contract';
import { createAppServices, DATABASE_FILE } from './app-services';
import { temporaryFolder } from './store/test-support/harness';

const context = { host: 'browser' } as const;

describe('createAppServices with a data folder', () => {
  it('keeps circuits and their history across a restart, and reopens the last open circuit', async () => {
    const folder = temporaryFolder();
    try {
      const first = createAppServices({ host: 'browser', dataDir: folder.dir });
      const created = await dispatch(first.handlers, 'circuit:create', { name: 'Adder' }, context);
      if (!created.success) throw new Error(created.error);
      const id = (created.data as { meta: { id: string } }).meta.id;
      await dispatch(first.handlers, 'circuit:create', { name: 'Other' }, context);
      await dispatch(first.handlers, 'circuit:open', { id }, context);
      const operations = [
        {
          op: 'addComponent',
          component: { id: 'g1', type: 'AND_2', label: 'G1', x: 0, y: 0, rotation: 0, properties: {} },
        },
      ];
      const applied = await dispatch(
        first.handlers,
        'circuit:apply',
        { circuitId: id, label: 'Add G1', operations },
        context,
      );
      expect(applied).toMatchObject({ success: true, data: { history: { position: 1 } } });
      await first.close();

      const second = createAppServices({ host: 'browser', dataDir: folder.dir });
      const current = await dispatch(second.handlers, 'circuit:current', {}, context);
      expect(current).toMatchObject({
        success: true,
        data: {
          meta: { id, name: 'Adder', componentCount: 1 },
          circuit: { components: [{ id: 'g1', label: 'G1' }] },
          history: { position: 1, length: 1, undoLabel: 'Add G1' },
        },
      });
      await second.close();
    } finally {
      folder.remove();
    }
  });

  it('tells the user about a database set aside at start, as an event and through app:notices', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const folder = temporaryFolder();
    try {
      writeFileSync(join(folder.dir, DATABASE_FILE), 'garbage that is not a database');
      const events = new EventBus();
      const seen: EventMessage[] = [];
      events.subscribe((m) => void seen.push(m));
      const services = createAppServices({ host: 'browser', dataDir: folder.dir, events });
      const notices = await dispatch(services.handlers, 'app:notices', {}, context);
      expect(notices).toMatchObject({ success: true, data: [{ level: 'error' }] });
      const [notice] = (notices as { data: { message: string; hint: string }[] }).data;
      expect(notice!.message).toContain('was not a database');
      const kept = /kept as (.+\.db)\./.exec(notice!.hint)?.[1];
      expect(readFileSync(kept!, 'utf8')).toBe('garbage that is not a database');
      expect(seen).toEqual([{ name: 'app.notice', payload: notice }]);
      expect(await dispatch(services.handlers, 'circuit:current', {}, context)).toMatchObject({ success: true });
      await services.close();

      const next = createAppServices({ host: 'browser', dataDir: folder.dir });
      expect(await dispatch(next.handlers, 'app:notices', {}, context)).toEqual({ success: true, data: [] });
      await next.close();
    } finally {
      folder.remove();
      log.mockRestore();
    }
  });
});
