import { LIFECYCLE_TEXT, type Property } from '@tranquera/contracts';
import { InfoIcon } from '../../../components/ui/icons.tsx';
import { RenewButton } from '../../properties/components/renew-button.tsx';
import { hiddenListingNotice } from '../../properties/listing-lifecycle.ts';

interface HiddenListingBannerProps {
  property: Pick<Property, '_id' | 'status' | 'moderation_reason'>;
  isOwner: boolean;
}

/**
 * Above a listing only its owner and the team can open (paused, rejected, expired, blocked): why
 * the public does not see it, and for its owner the renewal of an expired one.
 */
export function HiddenListingBanner({ property, isOwner }: HiddenListingBannerProps) {
  const reason = property.moderation_reason.trim();
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-2xl bg-amber-50 px-5 py-4 text-amber-950 ring-1 ring-amber-300 ring-inset sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <InfoIcon className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{hiddenListingNotice(property.status)}</p>
          {reason && <p className="text-sm">Motivo: {reason}</p>}
        </div>
      </div>
      {isOwner && property.status === 'expired' && (
        <RenewButton
          propertyId={property._id}
          label={LIFECYCLE_TEXT.expiredRenew}
          variant="primary"
          className="shrink-0 self-start sm:self-center"
        />
      )}
    </div>
  );
}
