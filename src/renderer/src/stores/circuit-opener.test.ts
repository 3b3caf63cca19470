import { describe, expect, it } from 'vitest';
import { MAX_CIRCUIT_FILE_BYTES } from '../../../shared/circuit/file-format';
import type { OpenCircuit } from '../../../shared/contract';
import { fail, ok, type Result } from '../../../shared/errors';
import { part } from '../test-support/circuits';
import {
  changeEvent,
  channelsOf,
  deferred,
  installFakeTransport,
  openAnswer,
  settle,
} from '../test-support/fake-transport';
import { createAppStore } from './app-store';
import { CircuitOpener } from './circuit-opener';
import type { CircuitReaction } from './circuit-reactions';

/** An opener over a fresh store, with reactions that write what they hear into `log`. */
function setup(slices: readonly string[] = ['sim', 'problems', 'chat']) {
  const store = createAppStore();
  const log: string[] = [];
  const reactions: CircuitReaction[] = slices.map((slice) => ({
    slice,
    onCircuitOpened: (circuit, state) =>
      log.push(`${slice} opened ${circuit.meta.id}${circuit.reread ? ' (re-read)' : ''} at ${state.replica?.revision}`),
    onCircuitChanged: (touched, state) =>
      log.push(`${slice} changed ${[...touched.components].join(',')} at ${state.replica?.revision}`),
  }));
  const opener = new CircuitOpener({ get: store.getState, set: store.setState }, reactions);
  return { store, opener, log };
}

const addGate = (id: string) => ({ op: 'addComponent' as const, component: part(id, 'NOT', id.toUpperCase()) });

describe('the circuit opener', () => {
  it("refuses a file past the import limit itself, in the user's words, without naming a channel", async () => {
    const calls = installFakeTransport({ 'circuit:import': () => ok(openAnswer('imported')) });
    const { store, opener } = setup(['only']);
    const result = await opener.importFile('x'.repeat(MAX_CIRCUIT_FILE_BYTES + 1), 'huge.circuitforge.json');
    expect(result).toMatchObject({ success: false, code: 'INVALID_FILE' });
    expect(channelsOf(calls)).toEqual([]);
    const notice = store.getState().notices.at(-1)!;
    expect(notice.message).toBe('The file is too large to import: a circuit file is at most 64 MiB.');
    expect(notice.message).not.toMatch(/circuit:import|input/);
  });

  it('installs the latest open asked, whatever order the answers come in', async () => {
    const late = deferred<Result<OpenCircuit>>();
    installFakeTransport({ 'circuit:current': () => late.promise });
    const { store, opener, log } = setup(['only']);
    // A re-read after a reconnect is on its way when an import's circuit is opened.
    const reread = opener.reconnect(undefined);
    expect((await opener.adopt(openAnswer('imported', 2))).success).toBe(true);
    late.resolve(ok(openAnswer('older', 1)));
    expect((await reread).success).toBe(true);
    expect(store.getState().replica?.circuitId).toBe('imported');
    expect(log).toEqual(['only opened imported at 2']);
  });

  it('follows another window by reading the current circuit, so that an old event cannot make its circuit current again', async () => {
    let current = 'second';
    const calls = installFakeTransport({
      'circuit:current': () => ok(openAnswer(current)),
      'circuit:open': ({ id }) => {
        current = id;
        return ok(openAnswer(id));
      },
    });
    const store = createAppStore();
    // Two imports announced theirs back to back; the first event is handled after the second landed.
    store.getState().receiveOpened('first');
    await settle();
    expect(channelsOf(calls).filter((c) => c === 'circuit:current' || c === 'circuit:open')).toEqual([
      'circuit:current',
    ]);
    expect(store.getState().replica?.circuitId).toBe('second');
    expect(current).toBe('second');
  });

  it('opens a circuit another window opened, but not the example of its own whose event came before the answer', async () => {
    const answer = deferred<Result<OpenCircuit>>();
    const calls = installFakeTransport({
      'examples:open': () => answer.promise,
      'circuit:current': () => ok(openAnswer('other')),
    });
    const { opener, log } = setup(['only']);
    const opening = opener.example('counter');
    // The main process opened the copy: its event comes first, then the answer naming it.
    opener.follow('example');
    await settle();
    answer.resolve(ok(openAnswer('example')));
    await opening;
    await settle();
    expect(channelsOf(calls)).toEqual(['examples:open']);
    expect(log).toEqual(['only opened example at 0']);
    // Another window opening another circuit is followed.
    opener.follow('other');
    await settle();
    expect(channelsOf(calls)).toEqual(['examples:open', 'circuit:current']);
    expect(log.at(-1)).toBe('only opened other at 0');
  });

  it('tells each slice once, in order, with the circuit already in the store', async () => {
    installFakeTransport({ 'circuit:open': ({ id }) => ok(openAnswer(id, 3)) });
    const { store, opener, log } = setup();
    expect((await opener.byId('c1')).success).toBe(true);
    expect(log).toEqual(['sim opened c1 at 3', 'problems opened c1 at 3', 'chat opened c1 at 3']);
    expect(store.getState()).toMatchObject({ docStatus: 'ready', circuitMeta: { id: 'c1' }, history: { revision: 3 } });
  });

  it('opens the current circuit, a new one, an import and an example through the same reactions', async () => {
    const calls = installFakeTransport({
      'circuit:current': () => ok(openAnswer('current')),
      'circuit:create': () => ok(openAnswer('created')),
      'circuit:import': () => ok(openAnswer('imported')),
      'examples:open': () => ok(openAnswer('example')),
    });
    const { opener, log } = setup(['only']);
    await opener.current();
    await opener.create('New');
    await opener.importFile('{}', 'a.circuitforge.json');
    await opener.example('half-adder');
    expect(channelsOf(calls)).toEqual(['circuit:current', 'circuit:create', 'circuit:import', 'examples:open']);
    expect(log).toEqual([
      'only opened current at 0',
      'only opened created at 0',
      'only opened imported at 0',
      'only opened example at 0',
    ]);
  });

  it('applies events that came while the circuit was opening right after the reactions, then settles writes', async () => {
    const answer = deferred<Result<OpenCircuit>>();
    installFakeTransport({ 'circuit:open': () => answer.promise });
    const { store, opener, log } = setup(['canvas']);
    const opening = opener.byId('c1');
    opener.receive(changeEvent('c1', 4, [addGate('a')]));
    expect(store.getState().replica).toBeUndefined();
    answer.resolve(ok(openAnswer('c1', 3)));
    await opening;
    expect(log).toEqual(['canvas opened c1 at 3', 'canvas changed a at 4']);
    expect(store.getState().replica?.state.component('a')).toBeDefined();
    expect(store.getState().history?.revision).toBe(4);
    await expect(opener.reached('c1', 4, 1)).resolves.toBe(true);
  });

  it('re-reads the circuit after a skipped revision, as a re-read, and applies nothing out of order', async () => {
    let revision = 0;
    const calls = installFakeTransport({
      'circuit:open': ({ id }) =>
        ok(openAnswer(id, revision, { components: revision > 0 ? [part('b', 'NOT', 'B')] : [], wires: [] })),
    });
    const { store, opener, log } = setup(['canvas']);
    await opener.byId('c1');
    revision = 2; // the main process moved on; the event of revision 1 was lost
    opener.receive(changeEvent('c1', 2, [addGate('b')]));
    expect(store.getState().replica?.revision).toBe(0);
    await settle();
    expect(channelsOf(calls)).toEqual(['circuit:open', 'circuit:open']);
    expect(log).toEqual(['canvas opened c1 at 0', 'canvas opened c1 (re-read) at 2']);
    expect(store.getState().replica?.state.component('b')).toBeDefined();
  });

  it('re-reads the circuit when an event does not apply to it', async () => {
    const calls = installFakeTransport({ 'circuit:open': ({ id }) => ok(openAnswer(id, 1)) });
    const { opener, log } = setup(['canvas']);
    await opener.byId('c1');
    opener.receive(changeEvent('c1', 2, [{ op: 'removeComponent', id: 'missing' }]));
    await settle();
    expect(channelsOf(calls)).toEqual(['circuit:open', 'circuit:open']);
    expect(log).toEqual(['canvas opened c1 at 1', 'canvas opened c1 (re-read) at 1']);
  });

  it('drops events of another circuit and revisions it already has', async () => {
    const calls = installFakeTransport({ 'circuit:open': ({ id }) => ok(openAnswer(id, 2)) });
    const { store, opener, log } = setup(['canvas']);
    await opener.byId('c1');
    const version = store.getState().docVersion;
    opener.receive(changeEvent('other', 3, [addGate('a')]));
    opener.receive(changeEvent('c1', 2, [addGate('a')]));
    await settle();
    expect(log).toEqual(['canvas opened c1 at 2']);
    expect(store.getState().docVersion).toBe(version);
    expect(calls).toHaveLength(1);
  });

  it('keeps the open circuit when another cannot be opened, and says why in a notice', async () => {
    installFakeTransport({
      'circuit:open': ({ id }) =>
        id === 'c1' ? ok(openAnswer(id)) : fail('NOT_FOUND', 'That circuit is gone.', 'Pick another one.'),
    });
    const { store, opener, log } = setup(['canvas']);
    await opener.byId('c1');
    const result = await opener.byId('c2');
    expect(result.success).toBe(false);
    expect(log).toEqual(['canvas opened c1 at 0']);
    expect(store.getState()).toMatchObject({ docStatus: 'ready', replica: { circuitId: 'c1' } });
    expect(store.getState().notices.at(-1)).toMatchObject({ level: 'error', message: 'That circuit is gone.' });
    expect(opener.isOpenOrOpening('c1')).toBe(true);
    expect(opener.isOpenOrOpening('c2')).toBe(false);
  });
});
