import { CHAT_AREA_MAX_PX } from '@tranquera/contracts';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { dayLabel, sameDay } from '../message-time.ts';
import type { ThreadEntry } from '../use-chat-thread.ts';
import { useNow } from '../use-now.ts';
import { MessageBubble } from './message-bubble.tsx';

interface MessageLogProps {
  entries: ThreadEntry[];
  userId: string;
  partyName: string;
}

/**
 * The scrolling conversation (spec §2: at most 350 px high), kept at the bottom when it loads
 * and whenever a message arrives or is sent.
 */
export function MessageLog({ entries, userId, partyName }: MessageLogProps) {
  const areaRef = useRef<HTMLDivElement>(null);
  const now = useNow();
  const last = entries.at(-1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever the last message changes
  useLayoutEffect(() => {
    const area = areaRef.current;
    if (area) area.scrollTop = area.scrollHeight;
  }, [entries.length, last?._id]);

  return (
    <div
      ref={areaRef}
      role="log"
      aria-label={`Mensajes con ${partyName}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll it by keyboard
      tabIndex={0}
      data-testid="chat-area"
      className="overflow-y-auto overscroll-contain bg-stone-50 px-3 py-4 focus-visible:outline-offset-[-3px] sm:px-5"
      style={{ maxHeight: CHAT_AREA_MAX_PX, minHeight: Math.min(220, CHAT_AREA_MAX_PX) }}
    >
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
