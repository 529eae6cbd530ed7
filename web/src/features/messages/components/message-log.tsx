import { CHAT_AREA_MAX_PX } from '@tranquera/contracts';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { dayLabel, sameDay } from '../message-time.ts';
import type { OlderMessages, ThreadEntry } from '../use-chat-thread.ts';
import { useNow } from '../use-now.ts';
import { MessageBubble } from './message-bubble.tsx';
import { OlderMessagesButton } from './older-messages-button.tsx';

interface MessageLogProps {
  entries: ThreadEntry[];
  userId: string;
  partyName: string;
  older: OlderMessages;
}

/**
 * The scrolling conversation (spec §2: at most 350 px high), kept at the bottom when it loads
 * and whenever a message arrives or is sent. Older messages added above leave the reader on
 * the message they were reading.
 */
export function MessageLog({ entries, userId, partyName, older }: MessageLogProps) {
  const areaRef = useRef<HTMLDivElement>(null);
  const now = useNow();
  const lastId = entries.at(-1)?._id;
  const shownLastId = useRef<string | undefined>(undefined);
  /** Where the reader is, measured from the bottom: content added above does not change it. */
  const fromBottom = useRef(0);
  const remember = (area: HTMLDivElement) => {
    fromBottom.current = area.scrollHeight - area.scrollTop;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-placed whenever the messages change
  useLayoutEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    if (shownLastId.current !== lastId) area.scrollTop = area.scrollHeight;
    else area.scrollTop = area.scrollHeight - fromBottom.current;
    shownLastId.current = lastId;
    remember(area);
  }, [entries.length, entries[0]?._id, lastId]);

  async function loadOlder() {
    const area = areaRef.current;
    const hadFocus = Boolean(area?.contains(document.activeElement));
    await older.load();
    // The button is now out of sight above (or gone): the log takes the focus, so arrow keys
    // scroll up through what was added and Tab reaches the button again.
    if (hadFocus) area?.focus({ preventScroll: true });
  }

  return (
    <div
      ref={areaRef}
      role="log"
      aria-label={`Mensajes con ${partyName}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll it by keyboard
      tabIndex={0}
      data-testid="chat-area"
      onScroll={(event) => remember(event.currentTarget)}
      // The browser's own scroll anchoring would fight the placement above.
      className="overflow-y-auto overscroll-contain bg-stone-50 px-3 py-4 [overflow-anchor:none] focus-visible:outline-offset-[-3px] sm:px-5"
      style={{ maxHeight: CHAT_AREA_MAX_PX, minHeight: Math.min(220, CHAT_AREA_MAX_PX) }}
    >
      {older.available && <OlderMessagesButton older={older} onLoad={() => void loadOlder()} />}
      {entries.length === 0 ? (
        <p className="py-16 text-center text-sm text-stone-500">Todavía no hay mensajes en este chat.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {entries.map((entry, index) => {
            const previous = entries[index - 1];
            const newDay = !previous || !sameDay(previous.timestamp, entry.timestamp);
            return (
              <Fragment key={entry._id}>
                {newDay && (
                  <li className="flex justify-center py-1">
                    <span className="rounded-full bg-white px-3 py-1 text-xs font-medium text-stone-600 shadow-sm ring-1 ring-stone-200">
                      {dayLabel(entry.timestamp, now)}
                    </span>
                  </li>
                )}
                <MessageBubble entry={entry} own={entry.senderId === userId} now={now} />
              </Fragment>
            );
          })}
        </ol>
      )}
    </div>
  );
}
