import type { HONEYPOT_FIELD } from '@tranquera/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The field people never see and bots love to fill: off-screen, out of the tab order, hidden
 * from assistive technology and from autofill. The server refuses a request that fills it.
 */
export function HoneypotField({
  registration,
}: {
  registration: UseFormRegisterReturn<typeof HONEYPOT_FIELD>;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Sitio web
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
