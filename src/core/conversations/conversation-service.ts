import type { AssistantMode, Conversation, ConversationMeta, MessageRecord } from '../../shared/contract';
import { fail, ok, type Failure, type Result } from '../../shared/errors';
import { guardStorage } from '../storage-guard';
import type { ConversationStore, ConversationSummary, NewMessage } from './conversation-store';

const DEFAULT_TITLE = 'New conversation';

/**
 * The stored conversations with the assistant. The renderer lists, opens, deletes and clears them;
 * the assistant (main process) appends messages with their tool calls through {@link append}.
 */
export class ConversationService {
  constructor(
    private readonly store: ConversationStore,
    /** Whether a circuit exists, so a conversation is never tied to a circuit that is not there. */
    private readonly circuitExists: (id: string) => boolean,
  ) {}

  list(circuitId?: string): Result<ConversationMeta[]> {
    return guardStorage('list the conversations', () => ok(this.store.listConversations(circuitId)));
  }

  create(title = DEFAULT_TITLE, circuitId?: string): Result<ConversationMeta> {
    return guardStorage('start the conversation', () => {
      if (circuitId !== undefined && !this.circuitExists(circuitId)) {
        return fail('NOT_FOUND', `No circuit has id "${circuitId}".`, 'List the circuits to see their ids.');
      }
      return ok(this.store.createConversation(title, circuitId));
    });
  }

  open(id: string): Result<Conversation> {
    return guardStorage('open the conversation', () => {
      const conversation = this.store.getConversation(id);
      return conversation ? ok(conversation) : notFound(id);
    });
  }

  delete(id: string): Result<{ deleted: string }> {
    return guardStorage('delete the conversation', () =>
      this.store.deleteConversation(id) ? ok({ deleted: id }) : notFound(id),
    );
  }

  clear(id: string): Result<ConversationMeta> {
    return guardStorage('clear the conversation', () => {
      const meta = this.store.clearConversation(id);
      return meta ? ok(meta) : notFound(id);
    });
  }

  /** Sets the conversation's Build/Tutor mode (the chat panel's switch). */
  /** The title given to conversations that were not named. */
  static readonly DEFAULT_TITLE = DEFAULT_TITLE;

  rename(id: string, title: string): Result<ConversationMeta> {
    return guardStorage('rename the conversation', () => {
      const meta = this.store.rename(id, title);
      return meta ? ok(meta) : notFound(id);
    });
  }

  setMode(id: string, mode: AssistantMode): Result<ConversationMeta> {
    return guardStorage(`switch the conversation to ${mode}`, () => {
      const meta = this.store.setMode(id, mode);
      return meta ? ok(meta) : notFound(id);
    });
  }

  /** The summary of the conversation's older messages; undefined when it has none. */
  summary(id: string): Result<ConversationSummary | undefined> {
    return guardStorage('read the summary of the conversation', () => ok(this.store.getSummary(id)));
  }

  /** Replaces the summary of the conversation's messages up to and including `throughMessageId`. */
  saveSummary(id: string, summary: ConversationSummary): Result<ConversationSummary> {
    return guardStorage('save the summary of the conversation', () => {
      if (this.store.setSummary(id, summary))
        return ok({ text: summary.text, throughMessageId: summary.throughMessageId });
      return fail(
        'NOT_FOUND',
        `Conversation "${id}" no longer has the message "${summary.throughMessageId}" the summary ends at.`,
        'The conversation was cleared or deleted meanwhile; summarise its current messages instead.',
      );
    });
  }

  /** Stores a message with its tool calls, all or nothing. */
  append(conversationId: string, message: NewMessage): Result<MessageRecord> {
    return guardStorage('save the message', () => {
      if (!this.store.getConversation(conversationId)) return notFound(conversationId);
      return ok(this.store.appendMessage(conversationId, message));
    });
  }
}

function notFound(id: string): Failure {
  return fail('NOT_FOUND', `No conversation has id "${id}".`, 'List the conversations to see their ids.');
}
