import { useState, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { Icon } from '../ui/icons';

/**
 * The circuit's conversations: pick one, start a new one, clear or delete the open one. Deleting
 * and clearing ask once more in place (they cannot be undone).
 */
export function ConversationBar({ busy }: { busy: boolean }): ReactElement {
  const conversations = useAppStore((s) => s.conversations);
  const conversationId = useAppStore((s) => s.conversationId);
  const hasMessages = useAppStore((s) => s.messages.length > 0);
  const [confirm, setConfirm] = useState<'delete' | 'clear' | undefined>(undefined);
  const s = useAppStore.getState;

  if (confirm && conversationId) {
    return (
      <div className="conversation-bar conversation-confirm" role="group" aria-label="Confirm">
        <span>{confirm === 'delete' ? 'Delete this conversation?' : 'Remove every message?'}</span>
        <button
          type="button"
          className="action-button danger"
          onClick={() => {
            setConfirm(undefined);
            void (confirm === 'delete' ? s().deleteConversation(conversationId) : s().clearConversation());
          }}
        >
          {confirm === 'delete' ? 'Delete' : 'Clear'}
        </button>
        <button type="button" className="action-button" onClick={() => setConfirm(undefined)}>
          Cancel
        </button>
      </div>
    );
  }

  return (
    <div className="conversation-bar">
      <select
        aria-label="Conversation"
        value={conversationId ?? ''}
        disabled={busy}
        onChange={(event) => void s().openConversation(event.target.value)}
      >
        {conversationId === undefined && <option value="">New conversation</option>}
        {conversations.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="tool-button"
        aria-label="New conversation"
        title="New conversation"
        disabled={busy}
        onClick={() => void s().newConversation()}
      >
        <Icon name="plus" />
      </button>
      <button
        type="button"
        className="tool-button"
        aria-label="Clear the conversation"
        title="Clear the conversation"
        disabled={busy || !hasMessages}
        onClick={() => setConfirm('clear')}
      >
        <Icon name="reset" />
      </button>
      <button
        type="button"
        className="tool-button"
        aria-label="Delete the conversation"
        title="Delete the conversation"
        disabled={busy || conversationId === undefined}
        onClick={() => setConfirm('delete')}
      >
        <Icon name="trash" />
      </button>
    </div>
  );
}
