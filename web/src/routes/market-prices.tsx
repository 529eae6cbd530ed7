import { OPERATION_LABELS, PAGES, MARKET_PAGE_DESCRIPTION } from '@tranquera/contracts';
import { WhatsAppIcon } from '../components/ui/brand-icons.tsx';
import { buttonStyles } from '../components/ui/button-styles.ts';
import { Spinner } from '../components/ui/spinner.tsx';
import { useMarketPrices } from '../features/market/api/market-prices.ts';
import { MarketChart } from '../features/market/components/market-chart.tsx';
import { MarketFiltersForm } from '../features/market/components/market-filters-form.tsx';
import { MarketMethod } from '../features/market/components/market-method.tsx';
import { MarketTable } from '../features/market/components/market-table.tsx';
import type { MarketFilters } from '../features/market/market-params.ts';
import { marketRows } from '../features/market/market-rows.ts';
import { LAND_USE_PLURAL } from '../features/market/market-text.ts';
import { useMarketFilters } from '../features/market/use-market-filters.ts';
import { usePageMeta } from '../lib/page-meta.ts';
import { whatsappLink } from '../lib/site-config.ts';

/** 'Campos ganaderos en venta en Córdoba', 'Campos en alquiler': what the chart covers. */
function chartTitle(filters: MarketFilters): string {
  const what = filters.category ? LAND_USE_PLURAL[filters.category] : 'campos';
  const where = filters.state ? ` en ${filters.state}` : '';
  const text = `${what} en ${OPERATION_LABELS[filters.operation].toLowerCase()}${where}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Issue 13 /precios (public): '¿Cuánto vale un campo?', asking prices by province and land use. */
export function MarketPricesPage() {
  usePageMeta(PAGES.marketPrices, {
    description: MARKET_PAGE_DESCRIPTION,
    canonicalPath: PAGES.marketPrices.link(),
  });
  const [filters, setFilters] = useMarketFilters();
  const { data, isPending, isError, isPlaceholderData } = useMarketPrices(filters);

  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50 to-30%">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
        <header className="flex flex-col gap-3">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
            Precios de referencia
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-5xl">
            ¿Cuánto vale un campo?
          </h1>
          <p className="max-w-3xl text-lg leading-relaxed text-stone-600">
            Lo que se pide por hectárea, en dólares, en los campos publicados: por provincia y uso, para venta
            y para alquiler. Son precios pedidos, no precios de cierre.
          </p>
        </header>
        <MarketFiltersForm filters={filters} onChange={setFilters} />
        {isPending ? (
          <Spinner label="Cargando precios…" />
        ) : isError ? (
          <p role="alert" className="rounded-2xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">
            No pudimos cargar los precios en este momento. Intentá de nuevo más tarde.
          </p>
        ) : (
          <div aria-busy={isPlaceholderData} className="flex flex-col gap-10">
            <MarketTable
              filters={filters}
              rows={marketRows(data.prices, data.scarce)}
              minListings={data.min_listings}
            />
            <MarketChart
              title={chartTitle(filters)}
              months={data.months.filter((month) => month.operation === filters.operation)}
            />
          </div>
        )}
        <MarketMethod />
        <section
          aria-labelledby="market-appraisal-heading"
          className="rounded-3xl bg-brand-900 px-6 py-10 text-center text-white sm:px-12"
        >
          <h2 id="market-appraisal-heading" className="text-2xl font-bold">
            ¿Necesitás el valor de tu campo en particular?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-50">
            Una mediana no conoce el suelo, las mejoras ni el acceso de tu campo. Nuestros ingenieros
            agrónomos lo tasan con esos datos.
          </p>
          <a
            href={whatsappLink('Hola, quiero verificar el valor de mi campo.')}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonStyles('wheat', 'lg')} mt-6`}
          >
            <WhatsAppIcon className="h-5 w-5" />
            Pedir una tasación
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        </section>
      </div>
    </div>
  );
}
