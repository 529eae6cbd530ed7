import { parseLandingSlugs } from '@tranquera/contracts';
import { useParams } from 'react-router';
import { ListingPropertiesPage } from './listing-properties.tsx';
import { NotFoundPage } from './not-found.tsx';

/** /campos/cordoba/ganadero…: the listing search with the address's filters (issue 11). */
export function LandingPage() {
  const { '*': slugs = '' } = useParams();
  const landing = parseLandingSlugs(slugs);
  return landing ? <ListingPropertiesPage key={slugs} landing={landing} /> : <NotFoundPage />;
}
