import { useLocation, useNavigate } from 'react-router';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { searchDestination } from '../../../lib/search-destination.ts';

const POPULAR_SEARCHES = ['Buenos Aires', 'Córdoba', 'La Pampa', 'Entre Ríos', 'Uruguay'];
const PROMISES = ['Publicás gratis', 'Sin comisiones', 'Tasaciones profesionales'];

/** 'Encontrá Tu Campo' over a wide landscape, with the search that opens the listing (spec §2). */
export function HomeHero() {
  const navigate = useNavigate();
  const location = useLocation();
  const search = (text: string) => {
    const destination = searchDestination(text, location);
    if (destination) navigate(destination);
  };
  return (
    // Top-aligned, not centred: a frame painted while a slow device is still parsing the page
    // shows the hero half built, and centred content then moved once complete (a layout shift
    // of 0.2 in Lighthouse's mobile run). The content is about as tall as the minimum height
    // on phones and laptops, so it looks the same there.
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[640px] items-start overflow-hidden md:min-h-[min(88vh,860px)]"
    >
      <img
        src="/images/hero-campo.svg"
        alt=""
        width={1920}
        height={1080}
        fetchPriority="high"
        className="absolute inset-0 -z-10 h-full w-full object-cover object-[60%_center]"
      />
      {/* Darkens the sky under the white top bar and the headline, whatever the picture. */}
      <div className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgb(17_30_20/0.72)_0%,rgb(17_30_20/0.35)_45%,rgb(17_30_20/0.55)_100%)] md:bg-[linear-gradient(90deg,rgb(17_30_20/0.78)_0%,rgb(17_30_20/0.45)_50%,rgb(17_30_20/0.1)_100%)]" />
      <div className="mx-auto w-full max-w-7xl px-4 pt-28 pb-32 sm:px-6 md:pt-32 lg:px-8">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm font-medium text-white ring-1 ring-white/25 backdrop-blur">
            Argentina · Paraguay · Uruguay · Bolivia
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-5xl font-extrabold tracking-tight text-white sm:text-6xl lg:text-7xl"
          >
            Encontrá Tu Campo
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/90 sm:text-xl">
            Campos agrícolas, ganaderos y mixtos publicados por sus dueños e inmobiliarias rurales. Buscá por
            zona, compará y hablá directo con quien vende.
          </p>
          <SearchField
            size="lg"
            label="Buscar campos"
            placeholder="Provincia, localidad o palabra clave"
            submitText="Buscar"
            onSearch={search}
            className="mt-8 max-w-xl"
          />
          <div className="mt-4 flex flex-wrap items-center gap-2 text-sm text-white/85">
            <span className="hidden sm:inline">Búsquedas frecuentes:</span>
            {POPULAR_SEARCHES.map((term, index) => (
              <button
                key={term}
                type="button"
                onClick={() => search(term)}
                className={`rounded-full bg-white/10 px-3 py-1 font-medium text-white ring-1 ring-white/25 transition hover:bg-white/25 ${index >= 3 ? 'hidden sm:block' : ''}`}
              >
                {term}
              </button>
            ))}
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-white">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <CheckIcon className="h-4 w-4 text-wheat-300" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
