import type Database from 'better-sqlite3';
import type { ConversationStore, NewMessage } from '../../core/conversations/conversation-store';
import type { Conversation, ConversationMeta, MessageRecord, MessageRole, ToolCallRecord } from '../../shared/contract';
import { createId } from '../../shared/ids';

interface MessageRow {
  id: string;
  role: MessageRole;
  content: string;
  provider: string | null;
  model: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
  createdAt: number;
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
}

const META = `c.id, c.title, c.circuit_id AS circuitId, c.created_at AS createdAt, c.updated_at AS updatedAt,
  (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id) AS messageCount`;

/**
 * Conversations in the `conversations`, `messages` and `tool_calls` tables. A message and its tool
 * calls are written in one transaction; a tool call's link to the change it made is nulled by the
 * database when that change leaves the history.
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
      messages: db.prepare<[string], MessageRow>(
        `SELECT id, role, content, provider, model, input_tokens AS inputTokens, output_tokens AS outputTokens,
           created_at AS createdAt FROM messages WHERE conversation_id = ? ORDER BY seq`,
      ),
      toolCalls: db.prepare<[string], ToolCallRow>(
        `SELECT t.id, t.message_id AS messageId, t.name, t.arguments, t.result, t.success, t.change_id AS changeId,
           t.created_at AS createdAt
         FROM tool_calls t JOIN messages m ON m.id = t.message_id WHERE m.conversation_id = ? ORDER BY m.seq, t.seq`,
      ),
      nextSeq: db.prepare<[string], number>('SELECT COALESCE(MAX(seq), 0) + 1 FROM messages WHERE conversation_id = ?'),
      insertMessage: db.prepare(
        `INSERT INTO messages (id, conversation_id, seq, role, content, provider, model, input_tokens, output_tokens,
           created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      insertToolCall: db.prepare(
        `INSERT INTO tool_calls (id, message_id, seq, name, arguments, result, success, change_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
      const id = createId('message');
      const createdAt = this.now();
      const seq = this.sql.nextSeq.get(conversationId)!;
      const { role, content, provider, model, tokens } = input;
      this.sql.insertMessage.run(
        id,
        conversationId,
        seq,
        role,
        content,
        provider ?? null,
        model ?? null,
        tokens?.input ?? null,
        tokens?.output ?? null,
        createdAt,
      );
      const toolCalls = (input.toolCalls ?? []).map((call, i): ToolCallRecord => {
        const record = { ...call, id: createId('call'), createdAt };
        const args = JSON.stringify(call.arguments);
        const result = JSON.stringify(call.result);
        this.sql.insertToolCall.run(
          record.id,
          id,
          i + 1,
          call.name,
          args,
          result,
          call.success ? 1 : 0,
          call.changeId,
          createdAt,
        );
        return {
          ...record,
          arguments: JSON.parse(args) as ToolCallRecord['arguments'],
          result: JSON.parse(result) as ToolCallRecord['result'],
        };
      });
      if (this.sql.touch.run(createdAt, conversationId).changes === 0)
        throw new Error(`no conversation ${conversationId}`);
      return message(
        {
          id,
          role,
          content,
          provider: provider ?? null,
          model: model ?? null,
          inputTokens: tokens?.input ?? null,
          outputTokens: tokens?.output ?? null,
          createdAt,
        },
        toolCalls,
      );
    })();
  }

  deleteConversation(id: string): boolean {
    return this.sql.delete.run(id).changes > 0;
  }

  clearConversation(id: string): ConversationMeta | undefined {
    return this.db.transaction(() => {
      this.sql.clear.run(id);
      if (this.sql.touch.run(this.now(), id).changes === 0) return undefined;
      return this.sql.meta.get(id);
    })();
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
      ? { tokens: { input: row.inputTokens, output: row.outputTokens } }
      : {}),
    createdAt: row.createdAt,
    toolCalls,
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
  };
}
