import { describe, expect, it } from 'vitest';
import { dispatch } from '../core/rpc/dispatch';
import { EXAMPLES } from '../shared/examples';
import { createTestServices } from './test-support/services';

describe('opening an example', () => {
  it('creates a new circuit from it through the contract, and refuses an unknown id', async () => {
    const services = createTestServices();
    try {
      const list = await dispatch(services.handlers, 'examples:list', {}, { host: 'browser' });
      expect(list.success && (list.data as { id: string }[]).length).toBe(EXAMPLES.length);
      const announced: string[] = [];
      services.events.subscribe((m) => {
        if (m.name === 'circuit.opened') announced.push(m.payload.circuitId);
      });
      const opened = await dispatch(services.handlers, 'examples:open', { id: 'counter' }, { host: 'browser' });
      expect(opened).toMatchObject({
        success: true,
        data: { meta: { name: '4-bit counter', origin: 'example:counter' }, history: { position: 0 } },
      });
      // The list says which circuits were made from which example (the renderer offers to switch to one).
      const circuits = await dispatch(services.handlers, 'circuit:list', {}, { host: 'browser' });
      expect(circuits.success && (circuits.data as { origin?: string }[]).map((c) => c.origin)).toContain(
        'example:counter',
      );
      // Announced, so a window follows when the desktop menu (File › New from Example) opens one.
      expect(announced).toEqual([opened.success ? (opened.data as { meta: { id: string } }).meta.id : '']);
      const missing = await dispatch(services.handlers, 'examples:open', { id: 'nope' }, { host: 'browser' });
      expect(missing).toMatchObject({ success: false, code: 'NOT_FOUND' });
    } finally {
      await services.close();
    }
  });

  it("brings an example's subcircuits into the library, and reuses them when it is opened again", async () => {
    const services = createTestServices();
    try {
      const open = () => dispatch(services.handlers, 'examples:open', { id: 'adder-4bit' }, { host: 'browser' });
      const first = await open();
      expect(first.success).toBe(true);
      const names = async () => {
        const listed = await dispatch(services.handlers, 'circuit:list', {}, { host: 'browser' });
        return listed.success ? (listed.data as { name: string }[]).map((c) => c.name).sort() : [];
      };
      expect(await names()).toEqual(
        expect.arrayContaining(['4-bit adder from subcircuits', 'Full adder (subcircuit)', 'Half adder (subcircuit)']),
      );
      const before = (await names()).length;
      expect((await open()).success).toBe(true);
      // One more circuit: the adder; its subcircuits are the same ones.
      expect((await names()).length).toBe(before + 1);
      expect((await names()).filter((n) => n.startsWith('Half adder (subcircuit)'))).toHaveLength(1);
    } finally {
      await services.close();
    }
  });
});
