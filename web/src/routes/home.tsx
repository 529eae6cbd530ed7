import { PAGES } from '@tranquera/contracts';
import { AboutSection } from '../features/home/components/about-section.tsx';
import { AppraisalSection } from '../features/home/components/appraisal-section.tsx';
import { AudienceBenefits } from '../features/home/components/audience-benefits.tsx';
import { CategoryCards } from '../features/home/components/category-cards.tsx';
import { HomeHero } from '../features/home/components/home-hero.tsx';
import { HowItWorks } from '../features/home/components/how-it-works.tsx';
import { PromoCards } from '../features/home/components/promo-cards.tsx';
import { RecommendedSection } from '../features/home/components/recommended-section.tsx';
import { ValueCheckCta } from '../features/home/components/value-check-cta.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

/** The landing page (spec §2 Home); its title is the bare site name. */
export function HomePage() {
  usePageMeta(PAGES.home);
  return (
    <>
      <HomeHero />
      <PromoCards />
      <CategoryCards />
      <RecommendedSection />
      <AboutSection />
      <HowItWorks />
      <AudienceBenefits />
      <AppraisalSection />
      <ValueCheckCta />
    </>
  );
}
