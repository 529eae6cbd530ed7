import { MOBILE_MAX_PX, PAGES, UI } from '@tranquera/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useRecommended } from '../../properties/api/get-recommended.ts';
import { EmptyNotice, RecommendedGrid } from './recommended-grid.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SwipeDeck } from './swipe-deck.tsx';

/** 'Campos recomendados': a grid on wide screens, a swipe stack up to 767 px (spec §2). */
export function RecommendedSection() {
  const { data, isPending, isError } = useRecommended();

  let content: ReactNode;
  if (isPending) content = <Spinner label="Cargando campos recomendados…" />;
  else if (isError) {
    content = (
      <ByScreen phone={<EmptyNotice text={UI.emptyCarousel} />} wide={<EmptyNotice text={UI.emptyGrid} />} />
    );
  } else
    content = (
      <ByScreen phone={<SwipeDeck properties={data} />} wide={<RecommendedGrid properties={data} />} />
    );

  return (
    <section aria-labelledby="recommended-title" className="mx-auto max-w-7xl px-4 pt-24 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="recommended-title" eyebrow="Selección" title="Campos recomendados">
          Una selección de campos con buena información, fotos y precio claro.
        </SectionHeading>
        <Link
          to={PAGES.listingProperties.link()}
          className="inline-flex items-center gap-2 rounded-full font-semibold text-brand-700 hover:text-brand-900"
        >
          Ver todos los campos
          <ArrowRightIcon className="h-4 w-4" />
        </Link>
      </div>
      <div className="mt-10">{content}</div>
    </section>
  );
}

/**
 * The phone view up to 767 px, the wide one beyond. The server knows no screen: its page holds
 * both and CSS shows the one that fits, so nothing changes under the visitor when the scripts
 * start; from then on only the one that fits is rendered.
 */
function ByScreen({ phone, wide }: { phone: ReactNode; wide: ReactNode }) {
  const hydrated = useHydrated();
  const small = useMediaQuery(`(max-width: ${MOBILE_MAX_PX}px)`);
  return (
    <>
      {(!hydrated || small) && <div className="md:hidden">{phone}</div>}
      {(!hydrated || !small) && <div className="hidden md:block">{wide}</div>}
    </>
  );
}
