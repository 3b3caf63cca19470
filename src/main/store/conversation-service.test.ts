import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ConversationService } from '../../core/conversations/conversation-service';
import { openDatabase } from './database';
import { SqliteConversationStore } from './sqlite-conversation-store';
import { temporaryFolder } from './test-support/harness';

describe('ConversationService over SQLite', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  let db: Database.Database;
  let service: ConversationService;
  let log: MockInstance<typeof console.error>;
  beforeEach(() => {
    folder = temporaryFolder();
    db = openDatabase(join(folder.dir, 'circuitforge.db')).db;
    service = new ConversationService(new SqliteConversationStore(db), () => false);
    log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    log.mockRestore();
    db.close();
    folder.remove();
  });
  const started = () => {
    const created = service.create('Chat');
    if (!created.success) throw new Error(created.error);
    const id = created.data.id;
    const asked = service.append(id, { role: 'user', content: 'Build a latch', turnId: 'turn_1' });
    if (!asked.success) throw new Error(asked.error);
    return { id, messageId: asked.data.id };
  };

  it('switches the mode, keeps and replaces the summary, and says NOT_FOUND for what is not there', () => {
    const { id, messageId } = started();
    expect(service.setMode(id, 'tutor')).toMatchObject({ success: true, data: { id, mode: 'tutor' } });
    expect(service.summary(id)).toEqual({ success: true, data: undefined });
    const summary = { text: 'Asked for a latch.', throughMessageId: messageId };
    expect(service.saveSummary(id, summary)).toEqual({ success: true, data: summary });
    expect(service.summary(id)).toEqual({ success: true, data: summary });
    expect(service.setMode('conversation_missing', 'build')).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(service.clear(id).success).toBe(true);
    const late = service.saveSummary(id, summary);
    expect(late).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(!late.success && late.hint).toMatch(/summarise its current messages/);
    expect(service.summary(id)).toEqual({ success: true, data: undefined });
  });

  it('answers a write the database refuses with a logged STORAGE_FAILED, changing nothing, and works again after', () => {
    const { id, messageId } = started();
    const before = service.open(id);
    db.pragma('query_only = ON'); // every write now fails inside SQLite, as on a read-only disk
    const failures = [
      service.setMode(id, 'tutor'),
      service.saveSummary(id, { text: 'Asked for a latch.', throughMessageId: messageId }),
      service.append(id, { role: 'assistant', content: 'Done.', turnId: 'turn_1', status: 'done', rounds: 1 }),
      service.clear(id),
      service.create('Another'),
    ];
    for (const failure of failures) {
      expect(failure).toMatchObject({ success: false, code: 'STORAGE_FAILED' });
      expect(!failure.success && failure.hint).toMatch(/disk has space/);
    }
    expect(log).toHaveBeenCalledWith(
      '[STORAGE_FAILED] could not switch the conversation to tutor',
      expect.objectContaining({ code: 'SQLITE_READONLY' }),
    );
    expect(log).toHaveBeenCalledWith(
      '[STORAGE_FAILED] could not save the summary of the conversation',
      expect.anything(),
    );
    db.pragma('query_only = OFF');
    expect(service.open(id)).toEqual(before);
    expect(service.summary(id)).toEqual({ success: true, data: undefined });
    expect(service.setMode(id, 'tutor')).toMatchObject({ success: true, data: { mode: 'tutor' } });
  });

  it('stores an answer with all its tool calls or, when the disk is full, none of it', () => {
    const { id } = started();
    const before = service.open(id);
    const pages = db.pragma('page_count', { simple: true }) as number;
    db.pragma(`max_page_count = ${pages}`); // a real SQLITE_FULL: the file may not grow
    const calls = Array.from({ length: 40 }, (_v, i) => ({
      name: 'add_component',
      arguments: { type: 'AND_2', label: `G${i}` },
      result: { success: true, padding: 'x'.repeat(2000) },
      success: true,
      changeId: null,
      providerCallId: `call_${i}`,
      status: 'done' as const,
      ms: i,
    }));
    const answer = { role: 'assistant' as const, content: 'Built it.', turnId: 'turn_1', status: 'done' as const };
    expect(service.append(id, { ...answer, toolCalls: calls })).toMatchObject({ code: 'STORAGE_FAILED' });
    expect(log).toHaveBeenCalledWith(
      '[STORAGE_FAILED] could not save the message',
      expect.objectContaining({ code: 'SQLITE_FULL' }),
    );
    expect(service.open(id)).toEqual(before);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');

    db.pragma('max_page_count = 1073741823');
    const stored = service.append(id, { ...answer, toolCalls: calls });
    expect(stored).toMatchObject({ success: true });
    expect(service.open(id)).toMatchObject({
      data: { meta: { messageCount: 2 }, messages: [{}, { toolCalls: calls }] },
    });
  });
});
