import { ARS_PER_USD } from '@tranquera/contracts';
import { formatNumber } from '../../../lib/format.ts';
import { MARKET_COPY } from '../market-text.ts';

const POINTS = [
  {
    title: 'Son precios pedidos, no precios de cierre',
    text: 'Mostramos lo que piden los avisos publicados en el sitio, no lo que finalmente se pagó: una negociación suele cerrar por debajo.',
  },
  {
    title: 'Avisos en línea con precio',
    text: `Cuentan los avisos publicados hoy; los de “Consultar Valor” quedan afuera. Los precios en pesos se pasan a dólares a ${formatNumber(ARS_PER_USD)} pesos por dólar y los precios totales se dividen por la superficie.`,
  },
  {
    title: 'Venta y alquiler por separado',
    text: 'El alquiler es el valor por hectárea que publica cada aviso, en general por año o por campaña.',
  },
  {
    title: 'Sin valores extremos',
    text: 'En cada provincia y uso dejamos afuera los precios que se alejan de los cuartiles más de una vez y media el rango entre ellos: un cero de más o de menos no mueve la cifra.',
  },
  {
    title: 'Mediana y rango medio',
    text: `La mediana es el precio del medio: la mitad de los avisos pide menos y la otra mitad, más. El rango medio va del percentil 25 al 75. Una combinación necesita al menos ${MARKET_COPY.minListings} avisos para mostrar cifras.`,
  },
  {
    title: 'La evolución mensual',
    text: `Para cada uno de los últimos ${MARKET_COPY.historyMonths} meses, la mediana de los avisos publicados ese mes, también los que ya vencieron: era el precio que se pedía entonces.`,
  },
];

/** How the figures are made, in plain words (docs/decisions/market-prices.md). */
export function MarketMethod() {
  return (
    <section aria-labelledby="market-method-heading" className="flex flex-col gap-4">
      <h2 id="market-method-heading" className="text-2xl font-bold text-stone-900">
        Cómo calculamos estos valores
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        {POINTS.map((point) => (
          <div key={point.title} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
            <dt className="font-semibold text-stone-900">{point.title}</dt>
            <dd className="mt-1 text-sm leading-relaxed text-stone-600">{point.text}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-stone-600">
        Las cifras se actualizan con cada aviso que se publica, se edita o se da de baja.
      </p>
    </section>
  );
}
