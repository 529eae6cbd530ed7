import { AboutSection } from './about-section.tsx';
import { AppraisalSection } from './appraisal-section.tsx';
import { AudienceBenefits } from './audience-benefits.tsx';
import { CategoryCards } from './category-cards.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { PromoCards } from './promo-cards.tsx';
import { ValueCheckCta } from './value-check-cta.tsx';

/** The home's shortcuts under the hero: promotions and land uses (links only). */
export function HomeShortcuts() {
  return (
    <>
      <PromoCards />
      <CategoryCards />
    </>
  );
}

/** The home's explanations after the recommended listings (text and links only). */
export function HomeExplainers() {
  return (
    <>
      <AboutSection />
      <HowItWorks />
      <AudienceBenefits />
      <AppraisalSection />
      <ValueCheckCta />
    </>
  );
}
