import { describe, expect, it, vi } from 'vitest';
import { buildStateInSlices, readFileHere, type CircuitBatch } from '../../core/documents/import-slices';
import { parseCircuitFile, serializeCircuitFile } from '../../shared/circuit/file-format';
import { chainFile } from './test-support/chain-file';
import { sourceImportWorkerEntry } from './test-support/source-worker';
import { WORKER_THRESHOLD, workerFileReader } from './worker-reader';

const noPause = () => Promise.resolve();

describe('workerFileReader', () => {
  const read = workerFileReader(sourceImportWorkerEntry);
  const big = chainFile(6000);

  it('reads a big file in a worker, its parts in batches, as the same circuit', async () => {
    expect(big.text.length).toBeGreaterThan(WORKER_THRESHOLD);
    const file = await read(big.text);
    if (!file.success) throw new Error(file.error);
    expect(file.data).toMatchObject({ name: 'Big', componentCount: 6000, wireCount: 5999 });
    const built = await buildStateInSlices(file.data, noPause);
    expect(built.success && built.data.toJSON()).toEqual(big.circuit);
  });

  it('refuses a big file with the failure parseCircuitFile gives, place included', async () => {
    const broken = big.text.replace('"rotation": 0', '"rotation": zero');
    const file = await read(broken);
    expect(file).toEqual(parseCircuitFile(broken));
    expect(!file.success && file.error).toMatch(/line \d+, column \d+/);
  });

  it('refuses a big file nested more than 64 levels deep before parsing it, starting no worker', async () => {
    const entry = vi.fn(sourceImportWorkerEntry);
    const deep = `${'{"a":'.repeat(2 * WORKER_THRESHOLD)}`;
    const file = await workerFileReader(entry)(deep);
    expect(entry).not.toHaveBeenCalled();
    expect(file).toMatchObject({
      success: false,
      code: 'INVALID_FILE',
      error: 'This is not a CircuitForge circuit file: it is nested more than 64 levels deep.',
    });
  });

  it('refuses a big file with parts of an unknown type in the worker, with the failure the whole check gives', async () => {
    // Every other gate of an unknown type, and one part with a bad property: the failure counts
    // them all and lists them in the file's order, as when the parts are checked here.
    let n = 0;
    let d = 0;
    const hostile = big.text
      .replace(/"type": "NOT"/g, () => (n++ % 2 === 0 ? '"type": "NOTT"' : '"type": "NOT"'))
      .replace(/"delay": 1/g, () => (d++ === 1 ? '"delay": -4' : '"delay": 1'));
    const file = await read(hostile);
    expect(file.success).toBe(false);
    if (file.success) return;
    expect(file.error).toMatch(/^The file's circuit has \d+ problems:\n- Component \S+ has an unknown type "NOTT"/);
    expect(file.error).toMatch(/\n- Component G2 \(NOT gate \(inverter\) \(NOT\)\): Invalid property "delay"/);
    expect((file.details as { count: number }).count).toBe(3001);
    // The same failure as reading the file here and checking all of its parts.
    const here = await readFileHere(hostile);
    if (!here.success) throw new Error(here.error);
    expect(file).toEqual(await buildStateInSlices(here.data, noPause));
  });

  it('hands a file whose types are all known over in batches, checked where its state is built', async () => {
    const wrong = big.text.replace('"delay": 1', '"delay": -4');
    const file = await read(wrong);
    if (!file.success) throw new Error(file.error);
    const built = await buildStateInSlices(file.data, noPause);
    expect(!built.success && built.error).toMatch(/^The file's circuit has 1 problem:/);
  });

  it('reads small files in this thread, with the same answer', async () => {
    const small = serializeCircuitFile('Small', chainFile(3).circuit);
    const here = await readFileHere(small);
    const there = await read(small);
    expect(there.success && here.success).toBe(true);
  });

  it('answers UNAVAILABLE when the worker dies, and never hangs', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const crashing = workerFileReader(() => ({ code: 'process.exit(3)' }));
    const file = await crashing(big.text);
    expect(file).toMatchObject({ success: false, code: 'UNAVAILABLE' });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('the import worker stopped'));
    logged.mockRestore();
  });

  it('lets the worker go when the builder stops early', async () => {
    const file = await read(big.text);
    if (!file.success) throw new Error(file.error);
    const iterator = (file.data.batches as AsyncIterable<CircuitBatch>)[Symbol.asyncIterator]();
    await iterator.next();
    await iterator.return?.(undefined);
    expect((await iterator.next()).done).toBe(true);
  });
});
