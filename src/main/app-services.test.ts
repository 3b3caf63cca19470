import { describe, expect, it } from 'vitest';
import { dispatch } from '../core/rpc/dispatch';
import { createAppServices } from './app-services';
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
});
