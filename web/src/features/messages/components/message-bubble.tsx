import { bubbleTime, fullMessageDate } from '../message-time.ts';
import type { ThreadEntry } from '../use-chat-thread.ts';

interface MessageBubbleProps {
  entry: ThreadEntry;
  own: boolean;
  now: Date;
}

/** One message: own ones on the right in the brand colour, the other party's on the left. */
export function MessageBubble({ entry, own, now }: MessageBubbleProps) {
  return (
    <li
      data-testid={own ? 'own-message' : 'other-message'}
      className={`flex ${own ? 'justify-end' : 'justify-start'}`}
    >
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 shadow-sm sm:max-w-[75%] ${
          own
            ? 'rounded-br-md bg-brand-700 text-white'
            : 'rounded-bl-md bg-white text-stone-800 ring-1 ring-stone-200'
        } ${entry.pending ? 'opacity-75' : ''}`}
      >
        <span className="sr-only">{own ? 'Vos' : entry.sender}: </span>
        {/* Plain text (React escapes it), line breaks kept, long words wrapped. */}
        <p className="whitespace-pre-wrap leading-relaxed [overflow-wrap:anywhere]">{entry.text}</p>
        <p className={`mt-1 flex justify-end gap-1 text-xs ${own ? 'text-brand-100' : 'text-stone-500'}`}>
          <time
            dateTime={entry.pending ? undefined : entry.timestamp}
            title={fullMessageDate(entry.timestamp)}
          >
            {entry.pending ? 'ahora' : bubbleTime(entry.timestamp, now)}
          </time>
          {entry.pending && <span>· Enviando…</span>}
        </p>
      </div>
    </li>
  );
}
