import { type MessageEntry, UI } from '@tranquera/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { useSession } from '../auth/session-context.tsx';
import { chatQuery } from './api/get-chat.ts';
import { useReplyInChat } from './api/send-message.ts';
import { appendToNewestPage } from './conversation-updates.ts';
import { pollWhileStreamDown, useLiveMessages } from './live/use-live-messages.ts';
import { markChatOpen } from './open-chats.ts';

/** A message on screen: confirmed by the server, or still on its way. */
export interface ThreadEntry extends MessageEntry {
  pending?: boolean;
}

let localIds = 0;

/** Older messages above the ones on screen, read a page at a time on request. */
export interface OlderMessages {
  available: boolean;
  loading: boolean;
  failed: boolean;
  /** Resolves once the page is in (or failed: `failed` says so). */
  load(): Promise<unknown>;
}

/**
 * One open chat: the server's newest messages (and older pages asked for), the replies still
 * being sent (shown at once, spec §4), and new messages arriving live. Reading the chat marks it
 * read, so the badge and the list are refreshed whenever it is (re)loaded.
 */
export function useChatThread(chatId: string) {
  const { session } = useSession();
  const me = session?.user;
  const queryClient = useQueryClient();
  const { queryKey } = chatQuery(chatId);
  const reply = useReplyInChat(chatId);
  const pendingRef = useRef<ThreadEntry[]>([]);
  const [pending, setPending] = useState<ThreadEntry[]>([]);

  const updatePending = (next: ThreadEntry[]) => {
    pendingRef.current = next;
    setPending(next);
  };
  const addConfirmed = (message: MessageEntry) =>
    queryClient.setQueryData(queryKey, (data) => data && appendToNewestPage(data, message));

  useEffect(() => markChatOpen(chatId), [chatId]);

  const status = useLiveMessages({
    onMessage({ chatId: target, message }) {
      if (target !== chatId) return;
      if (message.senderId === me?._id) {
        // Our own reply echoed by the stream: the reply's answer adds it where it belongs.
        if (pendingRef.current.some((entry) => entry.text === message.text)) return;
        addConfirmed(message);
        return;
      }
      addConfirmed(message);
      // Re-reading marks it read, so it never counts as unread while on screen.
      void queryClient.invalidateQueries({ queryKey });
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey }),
  });

  const query = useInfiniteQuery({ ...chatQuery(chatId), refetchInterval: pollWhileStreamDown(status) });

  // Every successful read marked the chat read on the server.
  useEffect(() => {
    if (!query.dataUpdatedAt) return;
    void queryClient.invalidateQueries({ queryKey: ['messages', 'unread'] });
    void queryClient.invalidateQueries({ queryKey: ['messages', 'conversations'] });
  }, [query.dataUpdatedAt, queryClient]);

  /** Shows the reply at once; false when it could not be sent (the caller gives the text back). */
  async function send(text: string): Promise<boolean> {
    if (!me) return false;
    localIds += 1;
    const local: ThreadEntry = {
      _id: `local-${localIds}`,
      text,
      sender: `${me.first_name} ${me.last_name}`.trim(),
      senderId: me._id,
      senderImage: me.profile_image,
      senderUsername: me.username,
      timestamp: new Date().toISOString(),
      pending: true,
    };
    updatePending([...pendingRef.current, local]);
    try {
      const { sentMessage } = await reply.mutateAsync(text);
      addConfirmed(sentMessage);
      return true;
    } catch {
      toast.error(UI.messageSendFailed);
      return false;
    } finally {
      updatePending(pendingRef.current.filter((entry) => entry._id !== local._id));
    }
  }

  const older: OlderMessages = {
    available: query.hasNextPage,
    loading: query.isFetchingNextPage,
    failed: query.isFetchNextPageError,
    load: () => query.fetchNextPage(),
  };

  const confirmed = query.data?.messageContent ?? [];
  return { query, entries: [...confirmed, ...pending] as ThreadEntry[], older, send };
}
