import { describe, expect, it } from 'vitest';
import { MAX_VERILOG_SOURCE, type VerilogReport } from '../../../shared/contract/verilog-channels';
import type { ChannelOutput } from '../../../shared/contract';
import { fail, ok, type Result } from '../../../shared/errors';
import { channelsOf, deferred, installFakeTransport, openAnswer, settle } from '../test-support/fake-transport';
import { createAppStore } from './app-store';
import { selectModalOpen } from './selectors';
import { importInput, selectVerilogProgress } from './verilog-slice';
import { progressEvent } from '../model/verilog-import/test-support/progress-event';

const ADDER =
  'module adder(input a, input b, output s, output c);\n  assign s = a ^ b;\n  assign c = a & b;\nendmodule\n';

function report(overrides: Partial<VerilogReport> = {}): VerilogReport {
  return {
    top: 'adder',
    modules: ['adder'],
    ports: [],
    subcircuits: [],
    yosysCells: 2,
    gates: 2,
    flipFlops: 0,
    parts: 10,
    wires: 12,
    warnings: [],
    notes: [],
    milliseconds: 120,
    ...overrides,
  };
}

const event = progressEvent;

/** What `verilog:import` answers. */
type ImportAnswer = Result<ChannelOutput<'verilog:import'>>;

const messages = (store: ReturnType<typeof createAppStore>) => store.getState().notices.map((n) => n.message);

describe('the Verilog slice', () => {
  it('opens the dialog for a picked file with ports, modules kept and an automatic top module, and keeps shortcuts off the circuit', () => {
    const store = createAppStore();
    expect(selectModalOpen(store.getState())).toBe(false);
    store.getState().openVerilogDraft('adder.v', ADDER);
    expect(store.getState().verilogDraft).toEqual({
      fileName: 'adder.v',
      source: ADDER,
      ports: 'ports',
      flatten: false,
      top: '',
    });
    expect(selectModalOpen(store.getState())).toBe(true);
    store.getState().setVerilogOptions({ ports: 'probe', flatten: true, top: ' adder ' });
    expect(store.getState().verilogDraft).toMatchObject({ ports: 'probe', flatten: true, top: ' adder ' });
    store.getState().closeVerilogDraft();
    expect(store.getState().verilogDraft).toBeUndefined();
    expect(selectModalOpen(store.getState())).toBe(false);
  });

  it('sends the top module trimmed (none when the field is empty), bits and outputs only for one part per bit, flatten only when asked', () => {
    const draft = { fileName: 'adder.v', source: ADDER, ports: 'probe' as const, flatten: false, top: '  ' };
    expect(importInput(draft)).toEqual({ source: ADDER, fileName: 'adder.v', bits: true, outputs: 'probe' });
    expect(importInput({ ...draft, top: ' adder ' })).toEqual({
      source: ADDER,
      fileName: 'adder.v',
      bits: true,
      outputs: 'probe',
      top: 'adder',
    });
    expect(importInput({ ...draft, ports: 'ports', flatten: true })).toEqual({
      source: ADDER,
      fileName: 'adder.v',
      flatten: true,
    });
    expect(importInput({ ...draft, fileName: `${'x'.repeat(300)}.v` }).fileName).toHaveLength(260);
  });

  it('imports: the dialog closes at once, then the new circuit opens and a notice says what was made', async () => {
    const answer = deferred<ImportAnswer>();
    const calls = installFakeTransport({ 'verilog:import': () => answer.promise });
    const store = createAppStore();
    store.getState().openVerilogDraft('adder.v', ADDER);
    store.getState().setVerilogOptions({ ports: 'probe' });
    const done = store.getState().importVerilog();

    expect(store.getState().verilogDraft).toBeUndefined();
    expect(store.getState().verilogImports.map((i) => i.fileName)).toEqual(['adder.v']);
    expect(selectVerilogProgress(store.getState())).toEqual({
      fileName: 'adder.v',
      stage: 'Starting',
      fraction: 0,
      waiting: 0,
    });
    expect(calls[0]).toEqual({
      channel: 'verilog:import',
      input: { source: ADDER, fileName: 'adder.v', bits: true, outputs: 'probe' },
    });

    answer.resolve(ok({ circuit: openAnswer('v1'), report: report({ gates: 23, flipFlops: 4, yosysCells: 27 }) }));
    expect((await done).success).toBe(true);
    expect(store.getState().circuitMeta?.id).toBe('v1');
    expect(store.getState().replica?.circuitId).toBe('v1');
    expect(store.getState().verilogImports).toEqual([]);
    expect(selectVerilogProgress(store.getState())).toBeUndefined();
    expect(messages(store)).toContain('Imported adder.v: 23 gates, 4 flip-flops (Yosys: 27 cells).');
    expect(store.getState().notices.find((n) => n.message.startsWith('Imported'))).toMatchObject({
      level: 'info',
      hint: 'Module adder · 10 parts · 12 wires',
    });
  });

  it('shows the warnings of an import in a notice of their own, one per line', async () => {
    installFakeTransport({
      'verilog:import': () =>
        ok({ circuit: openAnswer('v1'), report: report({ warnings: ['Output Y is never driven.', 'x read as 0.'] }) }),
    });
    const store = createAppStore();
    store.getState().openVerilogDraft('adder.v', ADDER);
    await store.getState().importVerilog();
    expect(store.getState().notices.find((n) => n.level === 'warning')?.message).toBe(
      'adder.v: 2 notes\n• Output Y is never driven.\n• x read as 0.',
    );
  });

  it('shows a failure in the dialog, reopened with the same options, and opens nothing', async () => {
    const calls = installFakeTransport({
      'verilog:import': () =>
        fail('VERILOG_SYNTAX', 'adder.v, line 2: syntax error, unexpected ";"', 'Line 2 reads: assign s = a ^ ;'),
    });
    const store = createAppStore();
    store.getState().openVerilogDraft('adder.v', ADDER);
    store.getState().setVerilogOptions({ top: 'adder', ports: 'probe' });
    const result = await store.getState().importVerilog();

    expect(result).toMatchObject({ success: false, code: 'VERILOG_SYNTAX' });
    expect(store.getState().verilogDraft).toEqual({
      fileName: 'adder.v',
      source: ADDER,
      ports: 'probe',
      flatten: false,
      top: 'adder',
      error: { message: 'adder.v, line 2: syntax error, unexpected ";"', hint: 'Line 2 reads: assign s = a ^ ;' },
    });
    expect(store.getState().replica).toBeUndefined();
    expect(store.getState().notices).toEqual([]);
    expect(channelsOf(calls)).toEqual(['verilog:import']);

    // Import again sends the file without the old error, and a success clears it.
    installFakeTransport({ 'verilog:import': () => ok({ circuit: openAnswer('v2'), report: report() }) });
    await store.getState().importVerilog();
    expect(store.getState().verilogDraft).toBeUndefined();
    expect(store.getState().circuitMeta?.id).toBe('v2');
  });

  it("says a failure in a notice when another file's dialog is open, and keeps that dialog", async () => {
    const answer = deferred<ImportAnswer>();
    installFakeTransport({ 'verilog:import': () => answer.promise });
    const store = createAppStore();
    store.getState().openVerilogDraft('bad.v', 'module bad(;');
    const done = store.getState().importVerilog();
    store.getState().openVerilogDraft('next.v', ADDER);
    answer.resolve(fail('VERILOG_SYNTAX', 'bad.v, line 1: syntax error', 'Line 1 reads: module bad(;'));
    await done;
    expect(store.getState().verilogDraft).toMatchObject({ fileName: 'next.v' });
    expect(store.getState().verilogDraft?.error).toBeUndefined();
    expect(store.getState().notices.at(-1)).toMatchObject({
      level: 'error',
      message: 'bad.v, line 1: syntax error',
      hint: 'Line 1 reads: module bad(;',
    });
  });

  it("refuses an empty or oversized file itself, in the user's words, without calling the main process", async () => {
    const calls = installFakeTransport({});
    const store = createAppStore();
    store.getState().openVerilogDraft('empty.v', ' \n');
    expect(await store.getState().importVerilog()).toMatchObject({ success: false });
    expect(store.getState().verilogDraft?.error?.message).toBe('empty.v is empty.');

    store.getState().openVerilogDraft('huge.v', 'x'.repeat(MAX_VERILOG_SOURCE + 1));
    await store.getState().importVerilog();
    expect(store.getState().verilogDraft?.error?.message).toBe(
      'huge.v is too large to import: a Verilog source is at most 1,000,000 characters.',
    );
    expect(calls).toEqual([]);
  });

  it('lets a second import queue behind the first; both open, in the order asked', async () => {
    const answers = [deferred<ImportAnswer>(), deferred<ImportAnswer>()];
    let n = 0;
    installFakeTransport({ 'verilog:import': () => answers[n++]!.promise });
    const store = createAppStore();
    store.getState().openVerilogDraft('one.v', ADDER);
    const first = store.getState().importVerilog();
    store.getState().receiveVerilogProgress(event(1, 'Synthesising', 0.4));
    store.getState().openVerilogDraft('two.v', ADDER);
    const second = store.getState().importVerilog();
    store.getState().receiveVerilogProgress(event(2, 'Waiting for the import before it', 0, 1));
    expect(selectVerilogProgress(store.getState())).toEqual({
      fileName: 'f1.v',
      stage: 'Synthesising',
      fraction: 0.4,
      waiting: 1,
    });

    store.getState().receiveVerilogProgress(event(1, 'Done', 1, 1, true));
    answers[0]!.resolve(ok({ circuit: openAnswer('first'), report: report() }));
    await first;
    store.getState().receiveVerilogProgress(event(2, 'Starting Yosys', 0, 0));
    expect(store.getState().circuitMeta?.id).toBe('first');
    expect(selectVerilogProgress(store.getState())).toMatchObject({ fileName: 'f2.v', waiting: 0 });

    answers[1]!.resolve(ok({ circuit: openAnswer('second'), report: report() }));
    await second;
    expect(store.getState().circuitMeta?.id).toBe('second');
    expect(selectVerilogProgress(store.getState())).toBeUndefined();
    expect(store.getState().verilogJobs.size).toBe(0);
    expect(messages(store).filter((m) => m.startsWith('Imported'))).toEqual([
      'Imported one.v: 2 gates (Yosys: 2 cells).',
      'Imported two.v: 2 gates (Yosys: 2 cells).',
    ]);
  });

  it('lands answers in the order asked: a later import answered first waits, and is the one left open', async () => {
    const answers = [deferred<ImportAnswer>(), deferred<ImportAnswer>(), deferred<ImportAnswer>()];
    let n = 0;
    installFakeTransport({ 'verilog:import': () => answers[n++]!.promise });
    const store = createAppStore();
    const imports = ['big.v', 'bad.v', 'small.v'].map((file) => {
      store.getState().openVerilogDraft(file, ADDER);
      return store.getState().importVerilog();
    });
    // The small one's answer comes first, then the failure, then the big one's.
    answers[2]!.resolve(ok({ circuit: openAnswer('small'), report: report() }));
    answers[1]!.resolve(fail('VERILOG_SYNTAX', 'bad.v, line 1: syntax error', 'Line 1 reads: x'));
    await settle();
    expect(store.getState().circuitMeta).toBeUndefined();
    expect(store.getState().notices).toEqual([]);
    expect(store.getState().verilogImports.map((i) => i.fileName)).toEqual(['big.v', 'bad.v', 'small.v']);

    answers[0]!.resolve(ok({ circuit: openAnswer('big'), report: report() }));
    const results = await Promise.all(imports);
    expect(results.map((r) => r.success)).toEqual([true, false, true]);
    expect(store.getState().circuitMeta?.id).toBe('small');
    expect(messages(store).filter((m) => m.startsWith('Imported'))).toEqual([
      'Imported big.v: 2 gates (Yosys: 2 cells).',
      'Imported small.v: 2 gates (Yosys: 2 cells).',
    ]);
    // The failure reopened its dialog, in its turn.
    expect(store.getState().verilogDraft).toMatchObject({
      fileName: 'bad.v',
      error: { message: 'bad.v, line 1: syntax error' },
    });
    expect(store.getState().verilogImports).toEqual([]);
  });

  it('ignores progress while this window waits for no import', async () => {
    const store = createAppStore();
    store.getState().receiveVerilogProgress(event(7, 'Synthesising', 0.5));
    expect(store.getState().verilogJobs.size).toBe(0);
    await settle();
    expect(selectVerilogProgress(store.getState())).toBeUndefined();
  });

  it('exports the open circuit through verilog:export', async () => {
    const calls = installFakeTransport({
      'verilog:export': ({ circuitId }) => ok({ fileName: 'adder.v', moduleName: 'adder', source: `// ${circuitId}` }),
    });
    const store = createAppStore();
    expect(await store.getState().exportVerilog('c1')).toEqual(
      ok({ fileName: 'adder.v', moduleName: 'adder', source: '// c1' }),
    );
    expect(calls).toEqual([{ channel: 'verilog:export', input: { circuitId: 'c1' } }]);
  });
});
