import { useEffect, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { lastUserMessage } from '../stores/chat-items';
import { runningTurn } from '../stores/chat-turns';
import { selectModalOpen } from '../stores/selectors';
import { Icon } from '../ui/icons';
import { PanelHeader } from '../ui/PanelHeader';
import { ChatLog } from './ChatLog';
import { Composer } from './Composer';
import { ConversationBar } from './ConversationBar';
import { SetupCard } from './SetupCard';
import { Suggestions } from './Suggestions';
import { useChatItems } from './use-chat-items';

/** A problem of the panel itself (a message that could not be sent), with what to do. */
function ChatProblemBar(): ReactElement | null {
  const problem = useAppStore((s) => s.chatProblem);
  if (!problem) return null;
  return (
    <div className="chat-problem" role="alert">
      <Icon name="warning" />
      <span>
        {problem.message} <span className="chat-problem-hint">{problem.hint}</span>
      </span>
      <button
        type="button"
        className="tool-button"
        aria-label="Dismiss"
        onClick={() => useAppStore.getState().dismissChatProblem()}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}

/**
 * The assistant's panel beside the canvas: the circuit's conversations, the open one with each
 * answer's trace, and the input with the Build / Tutor switch. Esc stops a running answer.
 */
export function ChatPanel(): ReactElement {
  const items = useChatItems();
  const status = useAppStore((s) => s.assistantStatus);
  const running = useAppStore((s) => runningTurn(s) !== undefined);
  const loading = useAppStore((s) => s.chatLoading);
  const mode = useAppStore(
    (s) => s.conversations.find((c) => c.id === s.conversationId)?.mode ?? (s.conversationId ? 'build' : s.pendingMode),
  );
  // Until the status is read, the panel assumes a provider: no setup card flashing by.
  const configured = status?.configured ?? true;

  useEffect(() => {
    void useAppStore.getState().loadAssistantStatus();
  }, []);

  useEffect(() => {
    if (!running) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || selectModalOpen(useAppStore.getState())) return;
      // Handled: Esc stops the answer and does not also clear the selection.
      event.preventDefault();
      event.stopPropagation();
      void useAppStore.getState().stopTurn();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [running]);

  return (
    <aside className="chat" aria-label="Assistant" data-running={running ? 'yes' : 'no'}>
      <PanelHeader
        title="Assistant"
        closeLabel="Close the assistant"
        onClose={() => useAppStore.getState().toggleChat()}
      />
      <ConversationBar busy={running} />
      <ChatLog items={items}>
        <>
          {!configured && <SetupCard />}
          {configured && items.length === 0 && !loading && <Suggestions enabled={!running} />}
        </>
      </ChatLog>
      <ChatProblemBar />
      <Composer mode={mode} running={running} configured={configured} lastMessage={lastUserMessage(items)} />
    </aside>
  );
}
