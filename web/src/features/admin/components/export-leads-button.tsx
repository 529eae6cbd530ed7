import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { actionError } from '../action-error.ts';
import { downloadLeadsCsv } from '../api/export-leads.ts';
import type { LeadsQuery } from '../api/leads.ts';

/** 'Exportar CSV' of the leads the current filter shows (every page of them). */
export function ExportLeadsButton({ filters }: { filters: Pick<LeadsQuery, 'kind' | 'status'> }) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await downloadLeadsCsv(filters);
    } catch (error) {
      toast.error(actionError(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      onClick={download}
      disabled={pending}
      aria-busy={pending || undefined}
      className={buttonStyles('secondary', 'lg')}
    >
      {pending && (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      Exportar CSV
    </button>
  );
}
