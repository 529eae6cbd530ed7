import { API } from '@tranquera/contracts';
import { toast } from '../../../lib/toast.ts';
import { buttonStyles, type ButtonVariant } from '../../../components/ui/button-styles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useRenewListing } from '../api/renew-listing.ts';

interface RenewButtonProps {
  propertyId: string;
  /** What it says: 'Vencido — Renovar' on an expired listing, 'Renovar' on one about to expire. */
  label: string;
  variant?: ButtonVariant;
  className?: string;
}

/** Renews the owner's listing, says how it went with the server's words, and refreshes the listing. */
export function RenewButton({ propertyId, label, variant = 'wheat', className = '' }: RenewButtonProps) {
  const renew = useRenewListing();
  const onClick = async () => {
    try {
      const answer = await renew.mutateAsync(propertyId);
      toast.success(answer.message);
    } catch (error) {
      // 409: paused or rejected by the team since the page loaded.
      toast.error(error instanceof ApiError ? error.message : API.serverError);
    }
  };
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={renew.isPending}
      aria-busy={renew.isPending || undefined}
      className={`${buttonStyles(variant, 'sm')} ${renew.isPending ? 'cursor-wait' : ''} ${className}`}
    >
      {renew.isPending && (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {label}
    </button>
  );
}
