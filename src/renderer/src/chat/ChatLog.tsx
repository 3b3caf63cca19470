import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import type { ChatItem } from '../stores/chat-items';
import { AnswerView } from './AnswerView';

/** How close to the bottom (pixels) still counts as "at the end": the view keeps following. */
const FOLLOW_SLACK = 40;

/**
 * The conversation, scrolled to its end as new text arrives, unless the user scrolled up to read:
 * then it stays put and offers a way back down to the latest.
 */
export function ChatLog({ items, children }: { items: readonly ChatItem[]; children?: ReactElement }): ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  /** Where the log last scrolled itself to: a position above it is the user's doing. */
  const autoTop = useRef<number | undefined>(undefined);
  const [behind, setBehind] = useState(false);
  const lastAnswer = items.findLastIndex((i) => i.kind === 'answer');

  useLayoutEffect(() => {
    const log = ref.current;
    if (!log) return;
    // The user may have scrolled up an instant ago, before its scroll event came: that wins. (The
    // text getting shorter, an answer replaced by its stored copy, leaves the view at the end.)
    const fromEnd = log.scrollHeight - log.scrollTop - log.clientHeight;
    const movedUp = autoTop.current !== undefined && log.scrollTop < autoTop.current - FOLLOW_SLACK;
    if (follow.current && movedUp && fromEnd > FOLLOW_SLACK) {
      follow.current = false;
      setBehind(true);
      return;
    }
    if (!follow.current) return;
    log.scrollTop = log.scrollHeight;
    autoTop.current = log.scrollTop;
  }, [items]);

  const onScroll = () => {
    const log = ref.current;
    if (!log) return;
    follow.current = log.scrollHeight - log.scrollTop - log.clientHeight <= FOLLOW_SLACK;
    setBehind(!follow.current);
  };

  const toEnd = () => {
    const log = ref.current;
    if (!log) return;
    follow.current = true;
    setBehind(false);
    log.scrollTop = log.scrollHeight;
    autoTop.current = log.scrollTop;
  };

  return (
    <div className="chat-log-frame">
      <div className="chat-log" ref={ref} onScroll={onScroll} role="log" aria-label="Conversation">
        {items.map((item, index) =>
          item.kind === 'user' ? (
            <p key={item.key} className="user-message">
              {item.text}
            </p>
          ) : (
            <AnswerView key={item.key} item={item} last={index === lastAnswer} />
          ),
        )}
        {children}
      </div>
      {behind && (
        <button type="button" className="chat-to-end" onClick={toEnd}>
          ↓ Latest
        </button>
      )}
    </div>
  );
}
