import { type Property, UI } from '@tranquera/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { gridSizes } from '../../../lib/listing-images.ts';
import { PropertyCard } from '../../properties/components/property-card.tsx';
import { EmptyNotice } from './recommended-grid.tsx';
import { EXIT_MS, SwipeCard, type SwipeDirection } from './swipe-card.tsx';

/** Cards drawn under the top one, to show a stack without rendering all of them. */
const STACK_DEPTH = 3;

/** The deck is the page's width less its padding (px-4), at most 24rem. */
const CARD_SIZES = gridSizes([{ from: 0, columns: 1, outside: 32, gap: 0 }], 384 + 32);

/**
 * Small screens: every recommended listing, last one first, as a stack to swipe through
 * (spec §2). The arrow buttons do the same for keyboard and screen-reader users.
 */
export function SwipeDeck({ properties }: { properties: Property[] }) {
  const deck = useMemo(() => [...properties].reverse(), [properties]);
  const [gone, setGone] = useState(0);
  const [exit, setExit] = useState<SwipeDirection | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const dismiss = (direction: SwipeDirection) => {
    if (exit) return;
    setExit(direction);
    timer.current = window.setTimeout(() => {
      setGone((count) => count + 1);
      setExit(null);
    }, EXIT_MS);
  };

  if (deck.length === 0) return <EmptyNotice text={UI.emptyCarousel} />;

  const remaining = deck.slice(gone);
  if (remaining.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-3xl bg-brand-50 px-6 py-14 text-center">
        <p role="status" className="text-lg font-medium text-brand-900">
          {UI.carouselEnd}
        </p>
        <button type="button" onClick={() => setGone(0)} className={buttonStyles('secondary', 'md')}>
          Ver de nuevo
        </button>
      </div>
    );
  }

  const position = gone + 1;
  return (
    <div>
      <div className="relative mx-auto h-[29rem] max-w-sm">
        {remaining.slice(0, STACK_DEPTH).map((property, index) => {
          const isTop = index === 0;
          // While the top card flies away the others already move up one place.
          const depth = exit ? Math.max(index - 1, 0) : index;
          return (
            <SwipeCard
              key={property._id}
              draggable={isTop}
              exit={isTop ? exit : null}
              onSwipe={dismiss}
              restingTransform={`translate3d(0, ${depth * 18}px, 0) scale(${1 - depth * 0.04})`}
              zIndex={STACK_DEPTH - index}
            >
              <div className="h-full" inert={!isTop} aria-hidden={!isTop}>
                <PropertyCard property={property} imageSizes={CARD_SIZES} />
              </div>
            </SwipeCard>
          );
        })}
      </div>
      <div className="mt-6 flex items-center justify-center gap-6">
        <button
          type="button"
          onClick={() => dismiss('left')}
          aria-label="Pasar campo hacia la izquierda"
          className="flex h-12 w-12 items-center justify-center rounded-full bg-white text-brand-800 shadow-md ring-1 ring-stone-200 transition hover:bg-brand-50"
        >
          <ArrowLeftIcon />
        </button>
        <p aria-live="polite" className="min-w-20 text-center text-sm font-medium text-stone-600">
          {position} de {deck.length}
        </p>
        <button
          type="button"
          onClick={() => dismiss('right')}
          aria-label="Pasar campo hacia la derecha"
          className="flex h-12 w-12 items-center justify-center rounded-full bg-white text-brand-800 shadow-md ring-1 ring-stone-200 transition hover:bg-brand-50"
        >
          <ArrowRightIcon />
        </button>
      </div>
      <p className="mt-3 text-center text-sm text-stone-500">
        Deslizá la tarjeta hacia un costado para ver el siguiente campo.
      </p>
    </div>
  );
}
