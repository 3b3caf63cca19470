import type Database from 'better-sqlite3';
import type { ConversationStore, ConversationSummary, NewMessage } from '../../core/conversations/conversation-store';
import { newMessageRecord } from '../../core/conversations/message-record';
import type {
  AssistantMode,
  Conversation,
  ConversationMeta,
  MessageRecord,
  ToolCallRecord,
} from '../../shared/contract';
import { createId } from '../../shared/ids';

interface MessageRow {
  id: string;
  role: MessageRecord['role'];
  content: string;
  provider: string | null;
  model: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
  cachedTokens: number | null;
  createdAt: number;
  turnId: string | null;
  status: NonNullable<MessageRecord['status']> | null;
  turnLimit: NonNullable<MessageRecord['limit']> | null;
  rounds: number | null;
  error: string | null;
}

interface ToolCallRow {
  id: string;
  messageId: string;
  name: string;
  arguments: string;
  result: string;
  success: 0 | 1;
  changeId: string | null;
  createdAt: number;
  providerCallId: string | null;
  status: NonNullable<ToolCallRecord['status']> | null;
  ms: number | null;
}

const META = `c.id, c.title, c.circuit_id AS circuitId, c.created_at AS createdAt, c.updated_at AS updatedAt,
  (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id) AS messageCount, c.mode`;

/**
 * Conversations in the `conversations`, `messages` and `tool_calls` tables. A message and its tool
 * calls are written in one transaction; a tool call's link to the change it made is nulled by the
 * database when that change leaves the history. The summary lives in the conversation's row, so it
 * goes with the conversation.
 */
export class SqliteConversationStore implements ConversationStore {
  private readonly sql;

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number = Date.now,
  ) {
    this.sql = {
      all: db.prepare<[], ConversationMeta>(`SELECT ${META} FROM conversations c ORDER BY c.updated_at DESC, c.id`),
      ofCircuit: db.prepare<[string], ConversationMeta>(
        `SELECT ${META} FROM conversations c WHERE c.circuit_id = ? ORDER BY c.updated_at DESC, c.id`,
      ),
      meta: db.prepare<[string], ConversationMeta>(`SELECT ${META} FROM conversations c WHERE c.id = ?`),
      insert: db.prepare(
        'INSERT INTO conversations (id, circuit_id, title, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
      ),
      touch: db.prepare('UPDATE conversations SET updated_at = ? WHERE id = ?'),
      setMode: db.prepare('UPDATE conversations SET mode = ? WHERE id = ?'),
      rename: db.prepare('UPDATE conversations SET title = ? WHERE id = ?'),
      summary: db.prepare<[string], { text: string; throughMessageId: string }>(
        `SELECT summary AS text, summary_through AS throughMessageId FROM conversations
         WHERE id = ? AND summary IS NOT NULL`,
      ),
      // Only over one of the conversation's own messages: one cleared meanwhile leaves no summary behind.
      setSummary: db.prepare<[{ id: string; text: string; through: string }]>(
        `UPDATE conversations SET summary = @text, summary_through = @through WHERE id = @id
           AND EXISTS (SELECT 1 FROM messages m WHERE m.id = @through AND m.conversation_id = @id)`,
      ),
      dropSummary: db.prepare('UPDATE conversations SET summary = NULL, summary_through = NULL WHERE id = ?'),
      messages: db.prepare<[string], MessageRow>(
        `SELECT id, role, content, provider, model, input_tokens AS inputTokens, output_tokens AS outputTokens,
           cached_tokens AS cachedTokens, created_at AS createdAt, turn_id AS turnId, status,
           turn_limit AS turnLimit, rounds, error
         FROM messages WHERE conversation_id = ? ORDER BY seq`,
      ),
      toolCalls: db.prepare<[string], ToolCallRow>(
        `SELECT t.id, t.message_id AS messageId, t.name, t.arguments, t.result, t.success, t.change_id AS changeId,
           t.created_at AS createdAt, t.provider_call_id AS providerCallId, t.status, t.ms
         FROM tool_calls t JOIN messages m ON m.id = t.message_id WHERE m.conversation_id = ? ORDER BY m.seq, t.seq`,
      ),
      nextSeq: db.prepare<[string], number>('SELECT COALESCE(MAX(seq), 0) + 1 FROM messages WHERE conversation_id = ?'),
      insertMessage: db.prepare(
        `INSERT INTO messages (id, conversation_id, seq, role, content, provider, model, input_tokens, output_tokens,
           cached_tokens, created_at, turn_id, status, turn_limit, rounds, error)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      insertToolCall: db.prepare(
        `INSERT INTO tool_calls (id, message_id, seq, name, arguments, result, success, change_id, created_at,
           provider_call_id, status, ms)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      delete: db.prepare('DELETE FROM conversations WHERE id = ?'),
      clear: db.prepare('DELETE FROM messages WHERE conversation_id = ?'),
    };
    this.sql.nextSeq.pluck();
  }

  listConversations(circuitId?: string): ConversationMeta[] {
    return circuitId === undefined ? this.sql.all.all() : this.sql.ofCircuit.all(circuitId);
  }

  createConversation(title: string, circuitId?: string): ConversationMeta {
    return this.db.transaction(() => {
      const id = createId('conversation');
      const time = this.now();
      this.sql.insert.run(id, circuitId ?? null, title, time, time);
      return this.sql.meta.get(id)!;
    })();
  }

  getConversation(id: string): Conversation | undefined {
    return this.db.transaction(() => {
      const meta = this.sql.meta.get(id);
      if (!meta) return undefined;
      const calls = new Map<string, ToolCallRecord[]>();
      for (const row of this.sql.toolCalls.all(id)) {
        const list = calls.get(row.messageId) ?? [];
        list.push(toolCall(row));
        calls.set(row.messageId, list);
      }
      const messages = this.sql.messages.all(id).map((row) => message(row, calls.get(row.id) ?? []));
      return { meta, messages };
    })();
  }

  appendMessage(conversationId: string, input: NewMessage): MessageRecord {
    return this.db.transaction(() => {
      const record = newMessageRecord(input, this.now());
      const { id, tokens, error, createdAt } = record;
      this.sql.insertMessage.run(
        id,
        conversationId,
        this.sql.nextSeq.get(conversationId)!,
        record.role,
        record.content,
        record.provider ?? null,
        record.model ?? null,
        tokens?.input ?? null,
        tokens?.output ?? null,
        tokens?.cached ?? null,
        createdAt,
        record.turnId ?? null,
        record.status ?? null,
        record.limit ?? null,
        record.rounds ?? null,
        error === undefined ? null : JSON.stringify(error),
      );
      record.toolCalls.forEach((call, i) => {
        this.sql.insertToolCall.run(
          call.id,
          id,
          i + 1,
          call.name,
          JSON.stringify(call.arguments),
          JSON.stringify(call.result),
          call.success ? 1 : 0,
          call.changeId,
          createdAt,
          call.providerCallId ?? null,
          call.status ?? null,
          call.ms ?? null,
        );
      });
      if (this.sql.touch.run(createdAt, conversationId).changes === 0)
        throw new Error(`no conversation ${conversationId}`);
      return record;
    })();
  }

  deleteConversation(id: string): boolean {
    return this.sql.delete.run(id).changes > 0;
  }

  clearConversation(id: string): ConversationMeta | undefined {
    return this.db.transaction(() => {
      // The summary first: it points at one of the messages about to go.
      this.sql.dropSummary.run(id);
      this.sql.clear.run(id);
      if (this.sql.touch.run(this.now(), id).changes === 0) return undefined;
      return this.sql.meta.get(id);
    })();
  }

  rename(id: string, title: string): ConversationMeta | undefined {
    return this.db.transaction(() =>
      this.sql.rename.run(title, id).changes === 0 ? undefined : this.sql.meta.get(id),
    )();
  }

  setMode(id: string, mode: AssistantMode): ConversationMeta | undefined {
    return this.db.transaction(() =>
      this.sql.setMode.run(mode, id).changes === 0 ? undefined : this.sql.meta.get(id),
    )();
  }

  getSummary(id: string): ConversationSummary | undefined {
    return this.sql.summary.get(id);
  }

  setSummary(id: string, summary: ConversationSummary): boolean {
    return this.sql.setSummary.run({ id, text: summary.text, through: summary.throughMessageId }).changes > 0;
  }
}

function message(row: MessageRow, toolCalls: ToolCallRecord[]): MessageRecord {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    ...(row.provider !== null ? { provider: row.provider } : {}),
    ...(row.model !== null ? { model: row.model } : {}),
    ...(row.inputTokens !== null && row.outputTokens !== null
      ? {
          tokens: {
            input: row.inputTokens,
            output: row.outputTokens,
            ...(row.cachedTokens !== null ? { cached: row.cachedTokens } : {}),
          },
        }
      : {}),
    createdAt: row.createdAt,
    toolCalls,
    ...(row.turnId !== null ? { turnId: row.turnId } : {}),
    ...(row.status !== null ? { status: row.status } : {}),
    ...(row.turnLimit !== null ? { limit: row.turnLimit } : {}),
    ...(row.rounds !== null ? { rounds: row.rounds } : {}),
    ...(row.error !== null ? { error: JSON.parse(row.error) as NonNullable<MessageRecord['error']> } : {}),
  };
}

function toolCall(row: ToolCallRow): ToolCallRecord {
  return {
    id: row.id,
    name: row.name,
    arguments: JSON.parse(row.arguments) as ToolCallRecord['arguments'],
    result: JSON.parse(row.result) as ToolCallRecord['result'],
    success: row.success === 1,
    changeId: row.changeId,
    createdAt: row.createdAt,
    ...(row.providerCallId !== null ? { providerCallId: row.providerCallId } : {}),
    ...(row.status !== null ? { status: row.status } : {}),
    ...(row.ms !== null ? { ms: row.ms } : {}),
  };
}
