import { PAGES } from '@tranquera/contracts';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useNavigate } from 'react-router';
import { useSession } from '../../auth/session-context.tsx';
import { TrashIcon } from '../../auth/components/auth-icons.tsx';
import { useDeleteAccount } from '../api/account-settings.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

const DELETED = 'Se ha eliminado tu cuenta con éxito.';
const DELETE_FAILED = 'Ha ocurrido un error al eliminar tu cuenta. Prueba de nuevo más tarde.';

/** Spec §4 delete account: confirm, then logout and go home. */
export function DeleteAccountSection({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const { logout } = useSession();
  const mutation = useDeleteAccount(userId);
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await mutation.mutateAsync();
      setConfirming(false);
      logout();
      navigate(PAGES.home.link(), { replace: true });
      toast.success(DELETED);
    } catch {
      setConfirming(false);
      toast.error(DELETE_FAILED);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <ul className="flex list-disc flex-col gap-1.5 pl-5 text-stone-700">
        <li>Se borran tus datos personales, tus anuncios y sus fotos.</li>
        <li>Las conversaciones siguen visibles para la otra persona, sin tus datos.</li>
        <li>No se puede deshacer.</li>
      </ul>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="inline-flex items-center justify-center gap-2 self-stretch rounded-full bg-red-700 px-7 py-3.5 font-semibold text-white shadow-sm transition hover:bg-red-800 sm:self-end"
      >
        <TrashIcon className="h-5 w-5" />
        Eliminar mi cuenta
      </button>
      <ConfirmDialog
        open={confirming}
        title="¿Eliminar tu cuenta?"
        confirmLabel="Sí, eliminar mi cuenta"
        pending={mutation.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        <p>Vas a perder tu perfil, tus anuncios y sus fotos. Esta acción no se puede deshacer.</p>
      </ConfirmDialog>
    </div>
  );
}
