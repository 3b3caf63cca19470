import type { StateCreator } from 'zustand';
import type {
  AssistantMode,
  ConversationMeta,
  EventPayload,
  HistoryEntry,
  LocalServer,
  MessageRecord,
} from '../../../shared/contract';
import { ok, type Result } from '../../../shared/errors';
import type { SettingKey } from '../../../shared/settings';
import { call } from '../platform/api';
import { derivePreview, previewIsEmpty, type Highlight, type PreviewLayer } from '../model/flow/preview-layer';
import type { AppState } from './app-store';
import { ChatConversations } from './chat-conversations';
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
  const conversations = new ChatConversations({ get, set }, turns);

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

    loadConversations: (id) => conversations.loadForCircuit(id),
    openConversation: (id) => conversations.open(id),
    newConversation: () => conversations.create(),
    deleteConversation: (id) => conversations.delete(id),
    clearConversation: () => conversations.clear(),
    setChatMode: (mode) => conversations.setMode(mode),

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
      if (s.preview) {
        const next = previewOver(s, s.preview.turnId, s.previewOperations);
        set({ preview: next && !previewIsEmpty(next) ? next : undefined });
      }
      if (s.historyEntries !== undefined) void s.refreshHistoryEntries();
    },
  };
};

/** Derives the preview again over the circuit as it is now (after a change, or a new preview). */
export function previewOver(s: AppState, turnId: string, operations: ChatSlice['previewOperations']) {
  const replica = s.replica;
  if (!replica || operations.length === 0) return undefined;
  return derivePreview(replica.state, replica.revision, turnId, operations);
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
