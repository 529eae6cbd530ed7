import type { MarketMonth } from '@tranquera/contracts';
import { formatNumber } from '../../../lib/format.ts';
import { formatUsd, listingsCount, monthLabel } from '../market-text.ts';

interface MarketChartProps {
  /** One operation's months, oldest first. */
  months: MarketMonth[];
  title: string;
}

/** What a screen reader hears for a month (the bars themselves are decoration). */
function monthText(month: MarketMonth): string {
  const { long } = monthLabel(month.month);
  if (month.median !== null)
    return `${long}: ${formatUsd(month.median)} por hectárea, ${listingsCount(month.count)}`;
  if (month.count === 0) return `${long}: sin avisos publicados`;
  return `${long}: sin datos suficientes (${listingsCount(month.count)})`;
}

/**
 * Bars of the median asking price per hectare of the listings published each month. Plain HTML
 * and CSS: a list whose items say the figure, with bars drawn to scale beside the text.
 */
export function MarketChart({ months, title }: MarketChartProps) {
  const highest = Math.max(0, ...months.map((month) => month.median ?? 0));
  const withData = months.filter((month) => month.median !== null);
  const first = months[0];
  const last = months.at(-1);
  return (
    <section aria-labelledby="market-chart-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="market-chart-heading" className="text-2xl font-bold text-stone-900">
          Últimos 12 meses
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Mediana del precio pedido por hectárea (USD) de los avisos publicados cada mes, incluidos los que ya
          no están en línea.
        </p>
      </div>
      <figure
        aria-labelledby="market-chart-caption"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
      >
        <figcaption id="market-chart-caption" className="text-sm font-semibold text-stone-800">
          {title}
        </figcaption>
        {withData.length === 0 && (
          <p className="mt-2 text-sm text-stone-600">
            Ningún mes tuvo avisos suficientes para calcular una mediana.
          </p>
        )}
        <ol className="mt-4 flex h-56 items-stretch gap-1 sm:gap-2">
          {months.map((month) => {
            const { short } = monthLabel(month.month);
            // The tallest bar leaves room for its figure above it.
            const share = month.median !== null && highest > 0 ? (month.median / highest) * 85 : 0;
            return (
              <li key={month.month} className="flex min-w-0 flex-1 flex-col items-center gap-1">
                <span className="sr-only">{monthText(month)}</span>
                <div aria-hidden="true" className="flex w-full flex-1 flex-col items-center justify-end">
                  {month.median !== null ? (
                    <>
                      <span className="mb-1 hidden text-[11px] font-semibold text-stone-700 md:block">
                        {formatNumber(month.median)}
                      </span>
                      <span
                        className="block w-full max-w-10 rounded-t-md bg-brand-600"
                        style={{ height: `${Math.max(share, 2)}%` }}
                      />
                    </>
                  ) : (
                    <span className="block h-1 w-full max-w-10 rounded bg-stone-200" />
                  )}
                </div>
                <span aria-hidden="true" className="text-[11px] text-stone-600 sm:text-xs">
                  {short}
                </span>
              </li>
            );
          })}
        </ol>
        <p className="mt-3 text-xs text-stone-500">
          De {first ? monthLabel(first.month).long : ''} a {last ? monthLabel(last.month).long : ''}. Los
          meses sin barra tuvieron menos avisos de los necesarios para dar una cifra.
        </p>
      </figure>
    </section>
  );
}
