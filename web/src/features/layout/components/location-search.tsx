import { PAGES } from '@tranquera/contracts';
import { useLocation, useNavigate } from 'react-router';
import { MapPinIcon } from '../../../components/ui/icons.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { searchDestination } from '../../../lib/search-destination.ts';

/** The top bar's search (spec §2); on the listing page it shows and edits the current term. */
export function LocationSearch({ autoFocus = false, onDone }: { autoFocus?: boolean; onDone?(): void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const current =
    location.pathname === PAGES.listingProperties.path
      ? (new URLSearchParams(location.search).get('search') ?? '')
      : '';
  return (
    <SearchField
      // Remount when the term changes elsewhere (chip removed, back button) so the box follows.
      key={current}
      label="Buscar campos por ubicación"
      placeholder="Ubicación"
      defaultValue={current}
      autoFocus={autoFocus}
      leadingIcon={<MapPinIcon className="h-5 w-5 shrink-0 text-brand-600" />}
      onSearch={(text) => {
        const destination = searchDestination(text, location);
        if (!destination) return;
        navigate(destination);
        onDone?.();
      }}
    />
  );
}
