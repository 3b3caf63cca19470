import type { ToolCall, TokenUsage } from './messages';
import type { FinishReason, RawEvent } from './provider';

/** A model response, assembled from its stream. */
export interface ModelResponse {
  readonly text: string;
  readonly toolCalls: readonly ToolCall[];
  readonly finishReason: FinishReason;
  readonly usage: TokenUsage;
}

interface Slot {
  id: string | undefined;
  name: string;
  arguments: string;
}

/**
 * Assembles a response from what providers really send. Tool-call pieces are matched by `index`,
 * else by `id`, else continue the last call; the quirks handled (each has a test):
 * - a missing `index` (Ollama): pieces with a new id or a new name start a new call;
 * - a reused `index` with a new `id` (Ollama reuses index 0 for every call): a new call;
 * - a missing `id` on the first piece (local servers): the id is taken from a later piece, or made up;
 * - a whole call in one piece (Groq); `""` arguments (read as `{}` by the tool registry);
 * - text and tool calls in one response; an empty first chunk; usage only in the last chunk.
 * Whether the loop goes on is decided by the presence of tool calls, never by `finish_reason`
 * (servers send "stop" on tool calls).
 */
export class StreamNormaliser {
  private text = '';
  private readonly slots: Slot[] = [];
  /** Slot position of each wire index. */
  private readonly byIndex = new Map<number, number>();
  private finish: FinishReason | undefined;
  private usage: { input?: number; output?: number; cached?: number } = {};

  /** @param newId makes an id for a call that never got one (unique within the conversation). */
  constructor(private readonly newId: () => string) {}

  /** Takes one event; returns the text it adds ("" for anything else). */
  push(event: RawEvent): string {
    switch (event.type) {
      case 'text':
        this.text += event.text;
        return event.text;
      case 'tool-delta':
        this.toolDelta(event);
        return '';
      case 'finish':
        this.finish = event.reason;
        return '';
      case 'usage':
        // Later reports complete earlier ones (Anthropic: input at the start, output at the end).
        this.usage = {
          input: event.input ?? this.usage.input,
          output: event.output ?? this.usage.output,
          cached: event.cached ?? this.usage.cached,
        };
        return '';
    }
  }

  /** The response so far (call at the end of the stream). */
  result(): ModelResponse {
    const toolCalls = this.slots
      .filter((slot) => slot.name !== '' || slot.arguments !== '')
      .map((slot) => ({ id: slot.id ?? this.newId(), name: slot.name, arguments: slot.arguments }));
    const seen = new Set<string>();
    const unique = toolCalls.map((call) => {
      // Two calls with one id cannot both be answered: give the later one its own.
      const id = seen.has(call.id) ? this.newId() : call.id;
      seen.add(id);
      return id === call.id ? call : { ...call, id };
    });
    return {
      text: this.text,
      toolCalls: unique,
      finishReason: this.finish ?? (unique.length > 0 ? 'tool_calls' : 'stop'),
      usage: { input: this.usage.input ?? 0, output: this.usage.output ?? 0, cached: this.usage.cached ?? 0 },
    };
  }

  private toolDelta(delta: Extract<RawEvent, { type: 'tool-delta' }>): void {
    const slot = this.slotFor(delta);
    if (delta.id !== undefined && delta.id !== '' && slot.id === undefined) slot.id = delta.id;
    // Some servers repeat the name on every piece: it is set once, never appended.
    if (delta.name !== undefined && delta.name !== '' && slot.name === '') slot.name = delta.name;
    if (delta.arguments !== undefined) slot.arguments += delta.arguments;
  }

  private slotFor(delta: Extract<RawEvent, { type: 'tool-delta' }>): Slot {
    const hasId = delta.id !== undefined && delta.id !== '';
    if (delta.index !== undefined) {
      const at = this.byIndex.get(delta.index);
      const existing = at === undefined ? undefined : this.slots[at];
      const reused = existing !== undefined && hasId && existing.id !== undefined && existing.id !== delta.id;
      if (existing && !reused) return existing;
      return this.open(delta.index);
    }
    if (hasId) {
      const same = this.slots.find((s) => s.id === delta.id);
      if (same) return same;
      const last = this.slots.at(-1);
      // The id may arrive after the first piece of its call ("id late").
      if (last && last.id === undefined && (delta.name === undefined || last.name === '')) return last;
      return this.open(undefined);
    }
    const last = this.slots.at(-1);
    // A piece with a name starts a call unless the last one is still waiting for its name.
    if (!last || (delta.name !== undefined && delta.name !== '' && last.name !== '')) return this.open(undefined);
    return last;
  }

  private open(index: number | undefined): Slot {
    const slot: Slot = { id: undefined, name: '', arguments: '' };
    this.slots.push(slot);
    if (index !== undefined) this.byIndex.set(index, this.slots.length - 1);
    return slot;
  }
}
