import type { HandlerMap } from '../rpc/dispatch';
import type { ConversationService } from './conversation-service';

type ConversationChannel =
  | 'conversation:list'
  | 'conversation:create'
  | 'conversation:open'
  | 'conversation:delete'
  | 'conversation:clear'
  | 'conversation:setMode';

/** Handlers of the `conversation:*` channels. */
export function conversationHandlers(conversations: ConversationService): Pick<HandlerMap, ConversationChannel> {
  return {
    'conversation:list': ({ circuitId }) => conversations.list(circuitId),
    'conversation:create': ({ title, circuitId }) => conversations.create(title, circuitId),
    'conversation:open': ({ id }) => conversations.open(id),
    'conversation:delete': ({ id }) => conversations.delete(id),
    'conversation:clear': ({ id }) => conversations.clear(id),
    'conversation:setMode': ({ id, mode }) => conversations.setMode(id, mode),
  };
}
