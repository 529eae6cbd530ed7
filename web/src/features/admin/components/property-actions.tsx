import type { AdminProperty, AdminPropertyPatch } from '@tranquera/contracts';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { isFeatured } from '../admin-dates.ts';
import type { ModerationTarget } from './reason-dialog.tsx';

export interface PropertyActionsProps {
  property: AdminProperty;
  /** An action on this listing is running: its controls wait. */
  pending: boolean;
  onModerate(status: ModerationTarget['status']): void;
  onFeature(): void;
  onPatch(patch: AdminPropertyPatch): void;
}

const dangerStyles =
  'inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-200 transition ring-inset hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * What the team may do with a listing. Pausing and rejecting ask for a reason (a dialog); the
 * rest applies at once. Each control is named after the listing, there being many per page.
 */
export function PropertyActions({ property, pending, onModerate, onFeature, onPatch }: PropertyActionsProps) {
  const title = property.listing_title;
  const { status } = property;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      {(status === 'paused' || status === 'rejected') && (
        <button
          type="button"
          disabled={pending}
          onClick={() => onPatch({ status: 'active' })}
          aria-label={`Reactivar ${title}`}
          className={buttonStyles('secondary', 'sm')}
        >
          Reactivar
        </button>
      )}
      {(status === 'active' || status === 'expired') && (
        <button
          type="button"
          disabled={pending}
          onClick={() => onModerate('paused')}
          aria-haspopup="dialog"
          aria-label={`Pausar ${title}`}
          className={dangerStyles}
        >
          Pausar
        </button>
      )}
      {status !== 'rejected' && status !== 'blocked' && (
        <button
          type="button"
          disabled={pending}
          onClick={() => onModerate('rejected')}
          aria-haspopup="dialog"
          aria-label={`Rechazar ${title}`}
          className={dangerStyles}
        >
          Rechazar
        </button>
      )}
      {isFeatured(property.featured_until) ? (
        <button
          type="button"
          disabled={pending}
          onClick={() => onPatch({ featured: false })}
          aria-label={`Quitar destacado de ${title}`}
          className={buttonStyles('secondary', 'sm')}
        >
          Quitar destacado
        </button>
      ) : (
        <button
          type="button"
          disabled={pending}
          onClick={onFeature}
          aria-haspopup="dialog"
          aria-label={`Destacar ${title}`}
          className={buttonStyles('secondary', 'sm')}
        >
          Destacar
        </button>
      )}
      <label className="ml-1 inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-stone-700">
        <input
          type="checkbox"
          checked={property.recommended}
          // Not disabled while saving: that would drop the keyboard focus. A second click waits.
          aria-busy={pending || undefined}
          onChange={(event) => {
            if (!pending) onPatch({ recommended: event.target.checked });
          }}
          aria-label={`Recomendado: ${title}`}
          className="h-5 w-5 cursor-pointer rounded border-stone-400 accent-brand-700"
        />
        Recomendado
      </label>
    </div>
  );
}
