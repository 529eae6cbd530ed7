import type { FlagStatus } from '@tranquera/contracts';
import { type KeyboardEvent, useRef } from 'react';

const TABS: { status: FlagStatus; label: string }[] = [
  { status: 'pendiente', label: 'Pendientes' },
  { status: 'resuelta', label: 'Resueltas' },
];

interface FlagTabsProps {
  current: FlagStatus;
  panelId: string;
  onSelect(status: FlagStatus): void;
}

/** Pending and resolved flags as WAI-ARIA tabs: arrows move between them, Tab goes to the list. */
export function FlagTabs({ current, panelId, onSelect }: FlagTabsProps) {
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: TABS.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    const tab = TABS[next];
    if (!tab) return;
    onSelect(tab.status);
    tabRefs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label="Estado de las alertas" className="flex gap-1 border-b border-stone-200">
      {TABS.map((tab, index) => {
        const selected = tab.status === current;
        return (
          <button
            key={tab.status}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.status)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold transition ${
              selected
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-stone-600 hover:text-stone-900'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
