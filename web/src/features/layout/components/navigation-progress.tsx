import { useNavigation } from 'react-router';

/** A thin bar while the next page's code loads, so a click never feels ignored. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-wheat-100"
      role="progressbar"
      aria-label="Cargando página"
    >
      <div className="h-full w-full animate-pulse bg-wheat-500" />
    </div>
  );
}
