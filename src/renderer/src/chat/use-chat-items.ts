import { useMemo } from 'react';
import { useAppStore } from '../stores/app-store';
import { chatItems, type ChatItem } from '../stores/chat-items';

/** The open conversation's rows: its stored messages and its turns followed live. */
export function useChatItems(): ChatItem[] {
  const messages = useAppStore((s) => s.messages);
  const liveTurns = useAppStore((s) => s.liveTurns);
  const summaries = useAppStore((s) => s.traceSummaries);
  const notes = useAppStore((s) => s.turnNotes);
  const conversationId = useAppStore((s) => s.conversationId);
  return useMemo(
    () =>
      chatItems(
        messages,
        liveTurns.filter((t) => t.conversationId === conversationId),
        { summaries, notes },
      ),
    [messages, liveTurns, summaries, notes, conversationId],
  );
}
