import { PAGES } from '@tranquera/contracts';
import { HomeHero } from '../features/home/components/home-hero.tsx';
import { RecommendedSection } from '../features/home/components/recommended-section.tsx';
import { laterSection } from '../lib/later-section.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

// Below the hero, links and text only: their code comes after the page is interactive.
const explainers = () => import('../features/home/components/home-explainers.tsx');
const HomeShortcuts = laterSection(() => explainers().then((m) => m.HomeShortcuts));
const HomeExplainers = laterSection(() => explainers().then((m) => m.HomeExplainers));

/** The landing page (spec §2 Home); its title is the bare site name. */
export function HomePage() {
  usePageMeta(PAGES.home);
  return (
    <>
      <HomeHero />
      <HomeShortcuts />
      <RecommendedSection />
      <HomeExplainers />
    </>
  );
}
