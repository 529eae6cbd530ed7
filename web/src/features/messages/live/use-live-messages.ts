import type { LiveMessage } from '@tranquera/contracts';
import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import { useSession } from '../../auth/session-context.tsx';
import {
  getStreamStatus,
  type StreamStatus,
  subscribeLiveMessages,
  subscribeStreamStatus,
} from './message-stream.ts';

/** How often readers poll while the live stream is down (spec: a fallback when it drops). */
export const FALLBACK_POLL_MS = 15_000;

interface LiveHandlers {
  onMessage(event: LiveMessage): void;
  /** The stream came back after being down: whatever was missed meanwhile must be fetched. */
  onResync?(): void;
}

/** Listens to the signed-in user's live messages; returns the stream's status. */
export function useLiveMessages({ onMessage, onResync }: LiveHandlers): StreamStatus {
  const { session } = useSession();
  const token = session?.token;
  const status = useSyncExternalStore(subscribeStreamStatus, getStreamStatus);
  const handleMessage = useEffectEvent(onMessage);
  const handleResync = useEffectEvent(() => onResync?.());

  useEffect(() => {
    if (!token) return;
    return subscribeLiveMessages(token, (event) => handleMessage(event));
  }, [token]);

  const wasDown = useRef(false);
  useEffect(() => {
    if (status === 'down') wasDown.current = true;
    if (status === 'open' && wasDown.current) {
      wasDown.current = false;
      handleResync();
    }
  }, [status]);

  return status;
}

/** TanStack Query's refetchInterval for data the stream keeps fresh. */
export const pollWhileStreamDown = (status: StreamStatus) => (status === 'open' ? false : FALLBACK_POLL_MS);
