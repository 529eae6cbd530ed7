import { SWIPE_THRESHOLD_PX, SWIPE_TILT_DIVISOR } from '@tranquera/contracts';
import { type PointerEvent, type ReactNode, useRef, useState } from 'react';

export type SwipeDirection = 'left' | 'right';

interface SwipeCardProps {
  children: ReactNode;
  /** Only the top card of the stack can be dragged. */
  draggable: boolean;
  /** Set by the deck once the card must leave (after a drag or a button press). */
  exit: SwipeDirection | null;
  onSwipe(direction: SwipeDirection): void;
  /** Resting look of a card lower in the stack. */
  restingTransform: string;
  zIndex: number;
}

/** Below this, a pointer movement is still a click on the card's link, not a drag. */
const DRAG_SLOP_PX = 5;
/** How long the fly-out lasts; the deck drops the card afterwards. */
export const EXIT_MS = 350;

/**
 * One card of the swipe stack (spec §2): it follows the pointer, tilting by distance / 14
 * degrees; let go at 75 px or more it flies out to that side, otherwise it snaps back.
 */
export function SwipeCard({ children, draggable, exit, onSwipe, restingTransform, zIndex }: SwipeCardProps) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  const start = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  const dragged = useRef(false);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!draggable || exit || (event.pointerType === 'mouse' && event.button !== 0)) return;
    start.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    dragged.current = false;
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const origin = start.current;
    if (!origin || origin.pointerId !== event.pointerId) return;
    const x = event.clientX - origin.x;
    if (!dragged.current) {
      if (Math.abs(x) < DRAG_SLOP_PX) return;
      // Captured only now: capturing on pointerdown would steal the click from 'Ver campo'.
      dragged.current = true;
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging(true);
    }
    setOffset({ x, y: (event.clientY - origin.y) * 0.2 });
  };

  const release = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const origin = start.current;
    if (!origin || origin.pointerId !== event.pointerId) return;
    start.current = null;
    setDragging(false);
    const x = event.clientX - origin.x;
    if (!cancelled && dragged.current && Math.abs(x) >= SWIPE_THRESHOLD_PX) onSwipe(x > 0 ? 'right' : 'left');
    else setOffset({ x: 0, y: 0 });
  };

  let transform = restingTransform;
  let transition = 'transform 300ms cubic-bezier(0.2, 0.8, 0.2, 1)';
  if (exit) {
    const x = (exit === 'right' ? 1 : -1) * (window.innerWidth + 120);
    transform = `translate3d(${x}px, ${offset.y}px, 0) rotate(${x / SWIPE_TILT_DIVISOR}deg)`;
    transition = `transform ${EXIT_MS}ms ease-in, opacity ${EXIT_MS}ms ease-in`;
  } else if (dragging || offset.x !== 0) {
    transform = `translate3d(${offset.x}px, ${offset.y}px, 0) rotate(${offset.x / SWIPE_TILT_DIVISOR}deg)`;
    if (dragging) transition = 'none';
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dragging is a pointer shortcut; the deck's buttons do the same from the keyboard
    <div
      data-swipe-card
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => release(event, false)}
      onPointerCancel={(event) => release(event, true)}
      onDragStart={(event) => event.preventDefault()}
      onClickCapture={(event) => {
        // The end of a drag is not a click on the card's link.
        if (dragged.current) {
          event.preventDefault();
          event.stopPropagation();
          dragged.current = false;
        }
      }}
      className={`absolute inset-x-0 top-0 h-[27rem] select-none ${draggable ? 'cursor-grab touch-pan-y active:cursor-grabbing' : ''}`}
      style={{ transform, transition, zIndex, opacity: exit ? 0.6 : 1 }}
    >
      {children}
    </div>
  );
}
