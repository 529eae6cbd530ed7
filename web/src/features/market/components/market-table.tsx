import { landingPath, OPERATION_LABELS } from '@tranquera/contracts';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import type { MarketFilters } from '../market-params.ts';
import type { MarketRow } from '../market-rows.ts';
import { LAND_USE_PLURAL, operationFigure } from '../market-text.ts';

interface MarketTableProps {
  filters: MarketFilters;
  rows: MarketRow[];
  minListings: number;
}

const cellStyles = 'px-2 py-3 sm:px-4';

/** Province × land use: median, middle half (25th to 75th percentile) and listings counted. */
export function MarketTable({ filters, rows: cells, minListings }: MarketTableProps) {
  const where = filters.state ? ` en ${filters.state}` : '';
  const title = `${operationFigure(filters.operation)}${where}`;
  // Across every province the thin cells would bury the others: they are shown per province.
  const rows = filters.state ? cells : cells.filter((row) => !row.scarce);
  const hidden = cells.length - rows.length;
  return (
    <section aria-labelledby="market-table-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="market-table-heading" className="text-2xl font-bold text-stone-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          En dólares por hectárea, de los avisos publicados hoy. El rango medio va del percentil 25 al 75: la
          mitad de los avisos pide un precio dentro de él. Las combinaciones con menos de {minListings} avisos
          con precio no alcanzan para dar una cifra.
        </p>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-stone-600 ring-1 ring-stone-200">
          {hidden > 0
            ? `Todavía ninguna provincia tiene ${minListings} avisos con precio para esta búsqueda.`
            : 'Todavía no hay avisos con precio publicados para esta búsqueda.'}
        </p>
      ) : (
        <section
          aria-label="Tabla de precios por provincia y uso"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that may scroll sideways (narrow screens) must be reachable to scroll it by keyboard
          tabIndex={0}
          className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
        >
          <table className="w-full text-left text-sm sm:text-base">
            <caption className="sr-only">
              {title}: mediana, rango medio y cantidad de avisos por provincia y uso
            </caption>
            <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
              <tr>
                <th scope="col" className={cellStyles}>
                  Provincia y uso
                </th>
                <th scope="col" className={`${cellStyles} text-right`}>
                  Mediana<span className="sm:hidden"> (USD)</span>
                </th>
                <th scope="col" className={`${cellStyles} text-right`}>
                  Rango medio
                </th>
                <th scope="col" className={`${cellStyles} text-right`}>
                  Avisos
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((row) => (
                <tr key={`${row.state}|${row.category}|${row.operation}`}>
                  <th scope="row" className={`${cellStyles} font-normal`}>
                    <span className="block font-semibold text-stone-900">{row.state}</span>{' '}
                    <span className="block text-stone-600">{row.category}</span>
                  </th>
                  {row.scarce ? (
                    <td colSpan={2} className={`${cellStyles} text-right text-stone-500 italic`}>
                      Sin datos suficientes
                    </td>
                  ) : (
                    <>
                      <td
                        className={`${cellStyles} text-right font-semibold whitespace-nowrap text-brand-800`}
                      >
                        {/* Phones read the currency in the column's header. */}
                        <span className="hidden sm:inline">USD </span>
                        {formatNumber(row.median)}
                      </td>
                      <td className={`${cellStyles} text-right whitespace-nowrap text-stone-700`}>
                        {formatNumber(row.p25)} – {formatNumber(row.p75)}
                      </td>
                    </>
                  )}
                  <td className={`${cellStyles} text-right text-stone-700`}>{formatNumber(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {hidden > 0 && (
        <p className="text-sm text-stone-600">
          {hidden === 1
            ? `Otra combinación de provincia y uso tiene menos de ${minListings} avisos.`
            : `Otras ${formatNumber(hidden)} combinaciones de provincia y uso tienen menos de ${minListings} avisos.`}{' '}
          Elegí una provincia para verlas.
        </p>
      )}
      <Link
        to={landingPath({ operation: filters.operation, state: filters.state, category: filters.category })}
        className="self-start font-semibold text-brand-700 hover:underline"
      >
        Ver {filters.category ? LAND_USE_PLURAL[filters.category] : 'campos'} en{' '}
        {OPERATION_LABELS[filters.operation].toLowerCase()}
        {where}
      </Link>
    </section>
  );
}
