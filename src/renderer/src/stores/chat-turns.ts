import { selectOpenCourseId } from './selectors';
import type { ConversationMeta, MessageRecord } from '../../../shared/contract';
import { fail, ok, type Result } from '../../../shared/errors';
import { call } from '../platform/api';
import {
  derivePreview,
  highlightOf,
  previewIsEmpty,
  type Highlight,
  type PreviewLayer,
} from '../model/flow/preview-layer';
import type { AppState } from './app-store';
import { chatItems, messageOfTurn } from './chat-items';
import type { AssistantEvent } from './chat-slice';
import { addDelta, addNote, addRound, addToolCall, finishTurn, isRunning, startTurn, type LiveTurn } from './chat-turn';
import { turnUndo } from './turn-undo';
import type { StoreAccess } from './store-access';

/** The running turn of the open circuit, if any. */
export function runningTurn(s: AppState): LiveTurn | undefined {
  const circuitId = s.replica?.circuitId;
  return s.liveTurns.find((t) => t.circuitId === circuitId && isRunning(t));
}

/**
 * The chat's turns: sending, stopping, retrying and undoing them, and following their events into
 * the store (the live text and trace, the preview, the highlight of what a finished turn changed).
 * Created once per store, so the highlight timer and the preview's last shape belong to that store.
 */
export class ChatTurns {
  /** What the running turn's last preview added or changed: highlighted once its change is committed. */
  private pendingHighlight: Highlight | undefined;
  private highlightTimer: ReturnType<typeof setTimeout> | undefined;
  /** The running turn's last preview, even an empty one: the next one carries on from its copy. */
  private lastLayer: PreviewLayer | undefined;
  /** Turns asked to stop: their late previews are not drawn again. */
  private readonly stopping = new Set<string>();

  constructor(
    private readonly store: StoreAccess,
    private readonly highlightMs: number,
  ) {}

  /** Whether a conversation has turns followed live that are not stored yet. */
  hasLive(conversationId: string): boolean {
    return this.store.get().liveTurns.some((t) => t.conversationId === conversationId);
  }

  /** Shows a conversation's stored messages; live turns now among them are dropped. */
  showMessages(conversationId: string, messages: readonly MessageRecord[], meta: ConversationMeta): void {
    const { get, set } = this.store;
    if (get().conversationId !== conversationId) return;
    const stored = new Set(messages.filter((m) => m.role === 'assistant' && m.turnId).map((m) => m.turnId));
    set((s) => ({
      messages,
      liveTurns: s.liveTurns.filter((t) => isRunning(t) || !stored.has(t.turnId)),
      conversations: s.conversations.some((c) => c.id === meta.id)
        ? s.conversations.map((c) => (c.id === meta.id ? meta : c))
        : [meta, ...s.conversations],
    }));
  }

  async send(text: string): Promise<Result<void>> {
    const { get, set } = this.store;
    const s = get();
    const circuitId = s.replica?.circuitId;
    const message = text.trim();
    if (!circuitId) return fail('NOT_FOUND', 'No circuit is open.', 'Open or create a circuit first.');
    if (message === '') return ok(undefined);
    if (runningTurn(s)) {
      return fail('TURN_IN_PROGRESS', 'The assistant is still answering.', 'Wait for it, or stop it first.');
    }
    const conversationId = s.conversationId;
    // The input empties at once, as a sent message does; a refused message comes back to it.
    set((st) => ({ drafts: { ...st.drafts, [circuitId]: '' }, chatProblem: undefined }));
    // A lesson Course mode writes goes into the course open in the Lessons panel or the lesson editor.
    const courseId = selectOpenCourseId(s);
    const result = await call('assistant:send', {
      circuitId,
      message,
      ...(conversationId === undefined ? { mode: s.pendingMode } : { conversationId }),
      ...(courseId === undefined ? {} : { courseId }),
    });
    if (!result.success) {
      set((st) => ({
        drafts: st.drafts[circuitId] ? st.drafts : { ...st.drafts, [circuitId]: message },
        chatProblem: { message: result.error, hint: result.hint },
      }));
      return result;
    }
    if (get().conversationId === undefined && get().replica?.circuitId === circuitId) {
      set({ conversationId: result.data.conversationId });
    }
    void this.refreshList(circuitId);
    return ok(undefined);
  }

  async stop(): Promise<void> {
    const turn = runningTurn(this.store.get());
    if (!turn) return;
    // The preview goes at once: nothing of a stopped turn is applied.
    this.stopping.add(turn.turnId);
    this.pendingHighlight = undefined;
    this.clearPreview();
    const result = await call('assistant:cancel', { turnId: turn.turnId });
    if (!result.success) this.store.set({ chatProblem: { message: result.error, hint: result.hint } });
  }

  async retry(turnId: string): Promise<Result<void>> {
    const { get, set } = this.store;
    set({ chatProblem: undefined });
    const result = await call('assistant:retry', { turnId });
    if (result.success) return ok(undefined);
    if (result.code !== 'NOT_FOUND') {
      set({ chatProblem: { message: result.error, hint: result.hint } });
      return result;
    }
    // The main process forgets turns when it restarts: the same message, sent again, is the retry.
    const s = get();
    const message = messageOfTurn(chatItems(s.messages, s.liveTurns), turnId);
    if (message === undefined) {
      set({ chatProblem: { message: result.error, hint: result.hint } });
      return result;
    }
    return this.send(message);
  }

  async undo(changeId: string): Promise<Result<void>> {
    const { get, set } = this.store;
    const circuitId = get().replica?.circuitId;
    if (!circuitId) return fail('NOT_FOUND', 'No circuit is open.', 'Open the circuit first.');
    // Read the history afresh: undo takes back the LAST change, so it must still be this turn's.
    const listed = await call('history:list', { circuitId });
    if (!listed.success) return listed;
    set({ historyEntries: listed.data.entries });
    const state = turnUndo(changeId, listed.data.entries, listed.data.history.position);
    if (state.kind === 'available') return get().undo();
    const reason = state.kind === 'undone' ? 'This change is already undone.' : state.reason;
    return fail('NOTHING_TO_UNDO', reason, 'Use the History panel to go back further.');
  }

  /** Hands one event of a turn to the store. Events of other circuits are not shown. */
  receive(message: AssistantEvent): void {
    const { get, set } = this.store;
    const s = get();
    const open = s.replica?.circuitId;
    switch (message.name) {
      case 'assistant.turnStarted': {
        const e = message.payload;
        if (e.circuitId !== open || s.liveTurns.some((t) => t.turnId === e.turnId)) return;
        this.pendingHighlight = undefined;
        set((st) => ({
          liveTurns: [...st.liveTurns, startTurn(e)],
          ...(st.conversationId === undefined ? { conversationId: e.conversationId } : {}),
        }));
        return;
      }
      case 'assistant.round':
        return this.update(message.payload.turnId, (t) => addRound(t, message.payload));
      case 'assistant.delta':
        return this.update(message.payload.turnId, (t) => addDelta(t, message.payload));
      case 'assistant.notice': {
        const e = message.payload;
        if (!s.liveTurns.some((t) => t.turnId === e.turnId)) return;
        this.update(e.turnId, (t) => addNote(t, e));
        const note = { kind: e.kind, message: e.message };
        set((st) => ({
          turnNotes: new Map(st.turnNotes).set(e.turnId, [...(st.turnNotes.get(e.turnId) ?? []), note]),
        }));
        return;
      }
      case 'assistant.toolCall': {
        const e = message.payload;
        this.update(e.turnId, (t) => addToolCall(t, e));
        if (e.phase === 'finished')
          set((st) => ({ traceSummaries: new Map(st.traceSummaries).set(e.callId, e.summary) }));
        return;
      }
      case 'assistant.preview': {
        const e = message.payload;
        const turn = s.liveTurns.find((t) => t.turnId === e.turnId);
        const replica = s.replica;
        if (e.circuitId !== open || !turn || !isRunning(turn) || !replica || this.stopping.has(e.turnId)) return;
        // Carried on from the last preview only while it is still the one drawn (or an empty one).
        const previous = s.preview ?? this.lastLayer;
        const layer = derivePreview(replica.state, replica.revision, e.turnId, e.operations, previous);
        this.lastLayer = layer;
        this.pendingHighlight = highlightOf(layer);
        set({ preview: previewIsEmpty(layer) ? undefined : layer, previewOperations: e.operations });
        return;
      }
      case 'assistant.turnFinished':
        return this.finish(message.payload);
      case 'assistant.focus':
        if (message.payload.circuitId === open) s.revealParts(message.payload.componentIds);
        return;
    }
  }

  private finish(e: Extract<AssistantEvent, { name: 'assistant.turnFinished' }>['payload']): void {
    const { get } = this.store;
    if (!get().liveTurns.some((t) => t.turnId === e.turnId)) return;
    this.update(e.turnId, (t) => finishTurn(t, e));
    this.stopping.delete(e.turnId);
    // The committed change arrived (as circuit.changed) before this event: the preview's parts are
    // real now. What the turn added or changed is marked for a moment.
    const highlight = e.changeId !== null ? this.pendingHighlight : undefined;
    this.pendingHighlight = undefined;
    this.clearPreview();
    if (highlight && highlight.components.size + highlight.wires.size > 0) this.showHighlight(highlight);
    const s = get();
    if (e.changeId !== null) void s.refreshHistoryEntries();
    if (s.conversationId === e.conversationId) void this.reload(e.conversationId);
  }

  private async reload(conversationId: string): Promise<void> {
    const result = await call('conversation:open', { id: conversationId });
    if (result.success) this.showMessages(conversationId, result.data.messages, result.data.meta);
  }

  private async refreshList(circuitId: string): Promise<void> {
    const list = await call('conversation:list', { circuitId });
    if (list.success && this.store.get().chatCircuitId === circuitId) this.store.set({ conversations: list.data });
  }

  private update(turnId: string, change: (turn: LiveTurn) => LiveTurn): void {
    const { get, set } = this.store;
    if (!get().liveTurns.some((t) => t.turnId === turnId)) return;
    set((s) => ({ liveTurns: s.liveTurns.map((t) => (t.turnId === turnId ? change(t) : t)) }));
  }

  private clearPreview(): void {
    this.lastLayer = undefined;
    this.store.set({ preview: undefined, previewOperations: [] });
  }

  private showHighlight(highlight: Highlight): void {
    if (this.highlightTimer !== undefined) clearTimeout(this.highlightTimer);
    this.store.set({ highlight });
    this.highlightTimer = setTimeout(() => {
      this.highlightTimer = undefined;
      if (this.store.get().highlight === highlight) this.store.set({ highlight: undefined });
    }, this.highlightMs);
  }
}
