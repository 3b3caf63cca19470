import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../core/rpc/dispatch';
import { ConversationMetaSchema } from '../shared/contract';
import { createAppServices, type AppServices } from './app-services';
import { keyFileCipher } from './store/key-file-cipher';
import { temporaryFolder } from './store/test-support/harness';

const context = { host: 'browser' } as const;

describe('conversation:setMode over the contract', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  let services: AppServices;
  const start = () => createAppServices({ host: 'browser', dataDir: folder.dir, cipher: keyFileCipher(folder.dir) });
  const call = (channel: string, input: unknown = {}) => dispatch(services.handlers, channel, input, context);
  beforeEach(() => {
    folder = temporaryFolder();
    services = start();
  });
  afterEach(async () => {
    await services.close();
    folder.remove();
  });

  it('remembers the Build/Tutor switch per conversation across a restart', async () => {
    const created = await call('conversation:create', { title: 'Latch' });
    expect(created).toMatchObject({ success: true, data: { mode: 'build' } });
    const id = (created as { data: { id: string } }).data.id;
    const other = ((await call('conversation:create', { title: 'Other' })) as { data: { id: string } }).data.id;

    const switched = await call('conversation:setMode', { id, mode: 'tutor' });
    expect(switched).toMatchObject({ success: true, data: { id, title: 'Latch', mode: 'tutor' } });
    expect(ConversationMetaSchema.strict().safeParse((switched as { data: unknown }).data).success).toBe(true);

    await services.close();
    services = start();
    expect(await call('conversation:open', { id })).toMatchObject({ data: { meta: { mode: 'tutor' } } });
    const listed = (await call('conversation:list')) as { data: { id: string; mode: string }[] };
    expect(listed.data.map(({ id: listedId, mode }) => [listedId, mode]).sort()).toEqual(
      [
        [id, 'tutor'],
        [other, 'build'],
      ].sort(),
    );
    expect(await call('conversation:setMode', { id, mode: 'build' })).toMatchObject({ data: { mode: 'build' } });
  });

  it('refuses an unknown mode or extra fields with INVALID_INPUT, and an unknown conversation with NOT_FOUND', async () => {
    const id = ((await call('conversation:create')) as { data: { id: string } }).data.id;
    const wrong = await call('conversation:setMode', { id, mode: 'chat' });
    expect(wrong).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    expect(!wrong.success && wrong.error).toContain('mode');
    expect(await call('conversation:setMode', { id, mode: 'tutor', title: 'x' })).toMatchObject({
      code: 'INVALID_INPUT',
    });
    expect(await call('conversation:setMode', { id: 'conversation_missing', mode: 'tutor' })).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      hint: 'List the conversations to see their ids.',
    });
    expect(await call('conversation:open', { id })).toMatchObject({ data: { meta: { mode: 'build' } } });
  });
});
