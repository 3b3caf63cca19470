import type { AssistantMode } from '../../../shared/contract';
import { fail, ok, type Result } from '../../../shared/errors';
import { call } from '../platform/api';
import type { ChatTurns } from './chat-turns';
import type { StoreAccess } from './store-access';

/**
 * The open circuit's conversations: reading them, showing one, making, deleting and clearing them,
 * and the Build/Tutor mode of each. An answer that comes after a newer request is dropped (one
 * count for the circuit's list, one for the conversation shown). One per store.
 */
export class ChatConversations {
  private circuitLoads = 0;
  private conversationLoads = 0;

  constructor(
    private readonly store: StoreAccess,
    private readonly turns: ChatTurns,
  ) {}

  /** Shows a circuit's conversations: its most recent one, or a new one when it has none. */
  async loadForCircuit(id: string): Promise<void> {
    const { get, set } = this.store;
    const token = ++this.circuitLoads;
    ++this.conversationLoads;
    // Another circuit: nothing of the last one's turns is drawn over this one.
    const other = get().chatCircuitId !== id;
    set({
      ...(other ? { preview: undefined, previewOperations: [], highlight: undefined } : {}),
      chatCircuitId: id,
      conversations: [],
      conversationId: undefined,
      pendingMode: 'build',
      messages: [],
      chatLoading: true,
      liveTurns: get().liveTurns.filter((t) => t.circuitId === id),
      historyEntries: undefined,
      chatProblem: undefined,
    });
    const list = await call('conversation:list', { circuitId: id });
    if (token !== this.circuitLoads) return;
    if (!list.success) {
      set({ chatLoading: false, chatProblem: { message: list.error, hint: list.hint } });
      return;
    }
    set({ conversations: list.data });
    // The most recent conversation; a circuit with none starts a new one (created by its first message).
    const latest = list.data[0];
    if (latest) await get().openConversation(latest.id);
    if (token === this.circuitLoads) set({ chatLoading: false });
  }

  /** Shows one conversation with its messages. */
  async open(id: string): Promise<Result<void>> {
    const { get, set } = this.store;
    const token = ++this.conversationLoads;
    set({ conversationId: id, messages: [], chatProblem: undefined });
    const result = await call('conversation:open', { id });
    if (token !== this.conversationLoads) return ok(undefined);
    if (!result.success) {
      set({ chatProblem: { message: result.error, hint: result.hint } });
      return result;
    }
    this.turns.showMessages(id, result.data.messages, result.data.meta);
    void get().refreshHistoryEntries();
    return ok(undefined);
  }

  /** Starts a new conversation for the circuit (the empty one shown already is new enough). */
  async create(): Promise<Result<void>> {
    const { get, set } = this.store;
    const id = get().replica?.circuitId;
    if (!id) return fail('NOT_FOUND', 'No circuit is open.', 'Open or create a circuit first.');
    const s = get();
    if (s.conversationId === undefined || (s.messages.length === 0 && !this.turns.hasLive(s.conversationId))) {
      return ok(undefined);
    }
    const created = await call('conversation:create', { circuitId: id });
    if (!created.success) {
      set({ chatProblem: { message: created.error, hint: created.hint } });
      return created;
    }
    ++this.conversationLoads;
    set((st) => ({
      conversations: [created.data, ...st.conversations.filter((c) => c.id !== created.data.id)],
      conversationId: created.data.id,
      messages: [],
      chatProblem: undefined,
    }));
    return ok(undefined);
  }

  /** Deletes a conversation; the next most recent one is shown in its place. */
  async delete(id: string): Promise<Result<void>> {
    const { get, set } = this.store;
    const result = await call('conversation:delete', { id });
    if (!result.success) {
      set({ chatProblem: { message: result.error, hint: result.hint } });
      return result;
    }
    const rest = get().conversations.filter((c) => c.id !== id);
    set({ conversations: rest, liveTurns: get().liveTurns.filter((t) => t.conversationId !== id) });
    if (get().conversationId !== id) return ok(undefined);
    const next = rest[0];
    if (next) return get().openConversation(next.id);
    ++this.conversationLoads;
    set({ conversationId: undefined, messages: [], pendingMode: 'build' });
    return ok(undefined);
  }

  /** Removes the messages of the conversation shown, keeping it. */
  async clear(): Promise<Result<void>> {
    const { get, set } = this.store;
    const id = get().conversationId;
    if (!id) return ok(undefined);
    const result = await call('conversation:clear', { id });
    if (!result.success) {
      set({ chatProblem: { message: result.error, hint: result.hint } });
      return result;
    }
    set((st) => ({
      messages: [],
      liveTurns: st.liveTurns.filter((t) => t.conversationId !== id || t.finished === undefined),
      conversations: st.conversations.map((c) => (c.id === id ? result.data : c)),
    }));
    return ok(undefined);
  }

  /** The Build/Tutor switch: stored with the conversation, or kept for the one its first message makes. */
  async setMode(mode: AssistantMode): Promise<Result<void>> {
    const { get, set } = this.store;
    const id = get().conversationId;
    if (!id) {
      set({ pendingMode: mode });
      return ok(undefined);
    }
    const before = get().conversations;
    set({ conversations: before.map((c) => (c.id === id ? { ...c, mode } : c)) });
    const result = await call('conversation:setMode', { id, mode });
    if (!result.success) {
      set({ conversations: before, chatProblem: { message: result.error, hint: result.hint } });
      return result;
    }
    set((st) => ({ conversations: st.conversations.map((c) => (c.id === id ? result.data : c)) }));
    return ok(undefined);
  }
}
