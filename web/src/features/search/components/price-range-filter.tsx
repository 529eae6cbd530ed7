import { PRICE_SLIDER } from '@tranquera/contracts';
import { useEffect, useRef, useState } from 'react';
import { formatPriceBound, movePriceThumb, priceToPercent, type PriceRange } from '../price-range.ts';

/** Dragging commits after a pause (or on release), not one request per step. */
const COMMIT_DELAY_MS = 300;

interface PriceRangeFilterProps {
  value: PriceRange;
  onCommit: (range: PriceRange) => void;
}

/** Two-thumb slider of the price per hectare (spec §5, §9): native ranges, so keys work. */
export function PriceRangeFilter({ value, onCommit }: PriceRangeFilterProps) {
  const [draft, setDraft] = useState(value);
  // Follow the URL when the range changes elsewhere (chip, 'Limpiar filtros', back/forward).
  const [shown, setShown] = useState(value);
  if (shown.minPrice !== value.minPrice || shown.maxPrice !== value.maxPrice) {
    setShown(value);
    setDraft(value);
  }

  const pending = useRef<{ timer: number; range: PriceRange } | null>(null);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });
  const flush = useRef(() => {
    const waiting = pending.current;
    if (!waiting) return;
    window.clearTimeout(waiting.timer);
    pending.current = null;
    commit.current(waiting.range);
  }).current;
  // No cleanup on unmount: a range set just before the mobile menu closes still commits.

  function move(thumb: 'min' | 'max', raw: string) {
    const next = movePriceThumb(draft, thumb, Number(raw));
    setDraft(next);
    if (pending.current) window.clearTimeout(pending.current.timer);
    pending.current = { range: next, timer: window.setTimeout(flush, COMMIT_DELAY_MS) };
  }

  // Near the top end only the lower thumb can still move, so it goes on top of the other.
  const minOnTop = draft.minPrice > (PRICE_SLIDER.max - PRICE_SLIDER.min) / 2;
  const thumbs = [
    { thumb: 'min' as const, label: 'Precio mínimo por hectárea', current: draft.minPrice, top: minOnTop },
    { thumb: 'max' as const, label: 'Precio máximo por hectárea', current: draft.maxPrice, top: !minOnTop },
  ];

  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-sm font-semibold text-stone-900">Precio por hectárea (USD)</legend>
      <div className="flex items-end justify-between gap-3 text-sm">
        <p>
          <span className="block text-xs text-stone-600">Mínimo</span>
          <span className="font-semibold tabular-nums text-stone-900" data-testid="price-min-value">
            {formatPriceBound(draft.minPrice)}
          </span>
        </p>
        <p className="text-right">
          <span className="block text-xs text-stone-600">Máximo</span>
          <span className="font-semibold tabular-nums text-stone-900" data-testid="price-max-value">
            {formatPriceBound(draft.maxPrice)}
          </span>
        </p>
      </div>
      <div className="price-range relative mt-2 h-7">
        <div className="absolute inset-x-3 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-stone-200">
          <div
            className="absolute inset-y-0 rounded-full bg-brand-600"
            style={{
              left: `${priceToPercent(draft.minPrice)}%`,
              right: `${100 - priceToPercent(draft.maxPrice)}%`,
            }}
          />
        </div>
        {thumbs.map(({ thumb, label, current, top }) => (
          <input
            key={thumb}
            type="range"
            className="price-range-input"
            style={{ zIndex: top ? 2 : 1 }}
            min={PRICE_SLIDER.min}
            max={PRICE_SLIDER.max}
            step={PRICE_SLIDER.step}
            value={current}
            aria-label={label}
            aria-valuetext={formatPriceBound(current)}
            onChange={(event) => move(thumb, event.target.value)}
            onPointerUp={flush}
            onBlur={flush}
          />
        ))}
      </div>
    </fieldset>
  );
}
