import type { StateCreator } from 'zustand';
import type {
  AssistantMode,
  ConversationMeta,
  EventPayload,
  HistoryEntry,
  LocalServer,
  MessageRecord,
} from '../../../shared/contract';
import { fail, ok, type Result } from '../../../shared/errors';
import type { SettingKey } from '../../../shared/settings';
import { call } from '../api';
import { derivePreview, type Highlight, type PreviewLayer } from '../editor/preview-layer';
import type { AppState } from './app-store';
import { ChatTurns } from './chat-turns';
import type { CircuitReaction } from './circuit-reactions';
import type { LiveTurn, TurnNote } from './chat-turn';

/** A failure the panel shows under the conversation (a message that could not be sent). */
export interface ChatProblem {
  readonly message: string;
  readonly hint: string;
}

/**
 * The assistant's panel: the open circuit's conversations, the open one's messages, the turns
 * followed live (their streamed text, trace and notes), the preview of a running turn's edits, the
 * drafts per circuit, the Build/Tutor mode and whether a provider is configured. Conversations and
 * turns live in the main process; this is what the panel shows of them.
 */
export interface ChatSlice {
  /** The circuit the chat shows (the open one, once its conversations are read). */
  chatCircuitId: string | undefined;
  conversations: readonly ConversationMeta[];
  /** The open conversation; undefined: a new one, created by the first message. */
  conversationId: string | undefined;
  /** The mode of a conversation not created yet. */
  pendingMode: AssistantMode;
  messages: readonly MessageRecord[];
  chatLoading: boolean;
  /** Turns of the open circuit followed live and not (yet) among the stored messages. */
  liveTurns: readonly LiveTurn[];
  /** Summaries seen live, by tool call id (richer than what can be rebuilt from a stored call). */
  traceSummaries: ReadonlyMap<string, string>;
  /** Quiet notes seen live, by turn id (the stored answer does not keep them). */
  turnNotes: ReadonlyMap<string, readonly TurnNote[]>;
  /** The running turn's edits over the circuit, drawn as a preview. */
  preview: PreviewLayer | undefined;
  /** The operations behind `preview`, kept to derive it again when the circuit changes. */
  previewOperations: EventPayload<'assistant.preview'>['operations'];
  /** What the last finished turn added or changed, highlighted for a moment. */
  highlight: Highlight | undefined;
  /** The input's text, per circuit. */
  drafts: Readonly<Record<string, string>>;
  /** The circuit's history (which change each turn made, and whether it is on top). */
  historyEntries: readonly HistoryEntry[] | undefined;
  chatProblem: ChatProblem | undefined;

  /**
   * Reads whether a provider is configured (the settings slice's `assistantStatus`), and when none
   * is, looks for model servers on this computer (its `localServers`).
   */
  loadAssistantStatus: () => Promise<void>;
  /** Points the assistant at a model server found on this computer (its first model). */
  chooseLocalServer: (server: LocalServer) => Promise<Result<void>>;
  loadConversations: (circuitId: string) => Promise<void>;
  openConversation: (id: string) => Promise<Result<void>>;
  newConversation: () => Promise<Result<void>>;
  deleteConversation: (id: string) => Promise<Result<void>>;
  clearConversation: () => Promise<Result<void>>;
  setChatMode: (mode: AssistantMode) => Promise<Result<void>>;
  setDraft: (text: string) => void;
  sendMessage: (text: string) => Promise<Result<void>>;
  stopTurn: () => Promise<void>;
  retryTurn: (turnId: string) => Promise<Result<void>>;
  undoTurn: (changeId: string) => Promise<Result<void>>;
  refreshHistoryEntries: () => Promise<void>;
  /** Selects the parts named (those that exist) and brings them all into view, preview parts included. */
  revealParts: (componentIds: readonly string[]) => void;
  dismissChatProblem: () => void;
  /** Events of a turn (assistant.*). */
  receiveAssistantEvent: (message: AssistantEvent) => void;
  /** A setting changed: the assistant's ones change the status. */
  receiveSettingChanged: (key: string) => void;
  /** The open circuit changed: the preview is derived again over it, the history read again. */
  followCircuitChange: () => void;
}

/** The events a turn sends. */
export type AssistantEvent = {
  [K in AssistantEventName]: { name: K; payload: EventPayload<K> };
}[AssistantEventName];
type AssistantEventName =
  | 'assistant.turnStarted'
  | 'assistant.round'
  | 'assistant.delta'
  | 'assistant.toolCall'
  | 'assistant.preview'
  | 'assistant.notice'
  | 'assistant.turnFinished'
  | 'assistant.focus';

/** How long the parts a turn added stay highlighted. */
export const HIGHLIGHT_MS = 2500;

export const createChatSlice: StateCreator<AppState, [], [], ChatSlice> = (set, get) => {
  // One per store, so a fresh store (a test's) starts with nothing in flight.
  const turns = new ChatTurns({ get, set }, HIGHLIGHT_MS);
  // Answers that come after a newer request are dropped: one count for the circuit's list, one
  // for the conversation shown.
  let circuitLoads = 0;
  let conversationLoads = 0;

  const circuitId = () => get().replica?.circuitId;

  return {
    chatCircuitId: undefined,
    conversations: [],
    conversationId: undefined,
    pendingMode: 'build',
    messages: [],
    chatLoading: false,
    liveTurns: [],
    traceSummaries: new Map(),
    turnNotes: new Map(),
    preview: undefined,
    previewOperations: [],
    highlight: undefined,
    drafts: {},
    historyEntries: undefined,
    chatProblem: undefined,

    async loadAssistantStatus() {
      await get().refreshAssistantStatus();
      if (get().assistantStatus?.configured === false) await get().detectLocalServers();
    },

    async chooseLocalServer(server) {
      const settings: [SettingKey, string][] = [
        ['assistant.provider', server.preset],
        ['assistant.model', server.models[0] ?? ''],
        ['assistant.baseURL', server.baseURL],
      ];
      for (const [key, value] of settings) {
        const result = await call('settings:set', { key, value });
        if (!result.success) {
          set({ chatProblem: { message: result.error, hint: result.hint } });
          return result;
        }
      }
      await get().loadAssistantStatus();
      return ok(undefined);
    },

    async loadConversations(id) {
      const token = ++circuitLoads;
      ++conversationLoads;
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
      if (token !== circuitLoads) return;
      if (!list.success) {
        set({ chatLoading: false, chatProblem: { message: list.error, hint: list.hint } });
        return;
      }
      set({ conversations: list.data });
      // The most recent conversation; a circuit with none starts a new one (created by its first message).
      const latest = list.data[0];
      if (latest) await get().openConversation(latest.id);
      if (token === circuitLoads) set({ chatLoading: false });
    },

    async openConversation(id) {
      const token = ++conversationLoads;
      set({ conversationId: id, messages: [], chatProblem: undefined });
      const result = await call('conversation:open', { id });
      if (token !== conversationLoads) return ok(undefined);
      if (!result.success) {
        set({ chatProblem: { message: result.error, hint: result.hint } });
        return result;
      }
      turns.showMessages(id, result.data.messages, result.data.meta);
      void get().refreshHistoryEntries();
      return ok(undefined);
    },

    async newConversation() {
      const id = circuitId();
      if (!id) return fail('NOT_FOUND', 'No circuit is open.', 'Open or create a circuit first.');
      const s = get();
      if (s.conversationId === undefined || (s.messages.length === 0 && !turns.hasLive(s.conversationId))) {
        return ok(undefined);
      }
      const created = await call('conversation:create', { circuitId: id });
      if (!created.success) {
        set({ chatProblem: { message: created.error, hint: created.hint } });
        return created;
      }
      ++conversationLoads;
      set((st) => ({
        conversations: [created.data, ...st.conversations.filter((c) => c.id !== created.data.id)],
        conversationId: created.data.id,
        messages: [],
        chatProblem: undefined,
      }));
      return ok(undefined);
    },

    async deleteConversation(id) {
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
      ++conversationLoads;
      set({ conversationId: undefined, messages: [], pendingMode: 'build' });
      return ok(undefined);
    },

    async clearConversation() {
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
    },

    async setChatMode(mode) {
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
    },

    setDraft(text) {
      const id = circuitId();
      if (id === undefined) return;
      set((st) => ({ drafts: { ...st.drafts, [id]: text } }));
    },

    sendMessage: (text) => turns.send(text),
    stopTurn: () => turns.stop(),
    retryTurn: (turnId) => turns.retry(turnId),
    undoTurn: (changeId) => turns.undo(changeId),

    async refreshHistoryEntries() {
      const id = circuitId();
      if (!id) return;
      const result = await call('history:list', { circuitId: id });
      if (result.success && circuitId() === id) set({ historyEntries: result.data.entries });
    },

    revealParts(componentIds) {
      const s = get();
      const existing = componentIds.filter((id) => s.replica?.state.component(id));
      s.setSelection(existing, []);
      set((st) => ({ revealRequest: { components: componentIds, count: (st.revealRequest?.count ?? 0) + 1 } }));
    },

    dismissChatProblem() {
      set({ chatProblem: undefined });
    },

    receiveAssistantEvent: (message) => turns.receive(message),

    receiveSettingChanged(key) {
      if (key.startsWith('assistant.')) void get().loadAssistantStatus();
    },

    followCircuitChange() {
      const s = get();
      if (s.preview) set({ preview: previewOver(s, s.preview.turnId, s.previewOperations) });
      if (s.historyEntries !== undefined) void s.refreshHistoryEntries();
    },
  };
};

/** Derives the preview again over the circuit as it is now (after a change, or a new preview). */
export function previewOver(s: AppState, turnId: string, operations: ChatSlice['previewOperations']) {
  const base = s.replica?.state;
  if (!base || operations.length === 0) return undefined;
  return derivePreview(base, turnId, operations);
}

/**
 * The chat follows the open circuit: another circuit shows its own conversations (a re-read of the
 * same one keeps them); a change of the circuit moves the preview onto it and tells whether each
 * turn's change is still the last one.
 */
export const chatReactions: CircuitReaction = {
  slice: 'chat',
  onCircuitOpened({ meta, reread }, s) {
    if (reread && s.chatCircuitId === meta.id) return;
    void s.loadConversations(meta.id);
  },
  onCircuitChanged(_touched, s) {
    s.followCircuitChange();
  },
};
