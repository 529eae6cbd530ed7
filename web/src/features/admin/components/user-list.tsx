import type { AdminUser, UserStatus } from '@tranquera/contracts';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { useSession } from '../../auth/session-context.tsx';
import { actionError } from '../action-error.ts';
import { useAdminUsers, useUpdateUser } from '../api/users.ts';
import { useListParams } from '../use-list-params.ts';
import { Pagination } from './pagination.tsx';
import { EmptyList, QueryView } from './query-view.tsx';
import { displayName, UserRow } from './user-row.tsx';

/** /admin/users: search accounts, block and unblock them. */
export function UserList() {
  const { session } = useSession();
  const { params, page, setFilter, pageSearch } = useListParams();
  const search = params.get('search')?.trim() ?? '';
  const query = useAdminUsers({ search: search || undefined, page });
  const update = useUpdateUser();
  const [blocking, setBlocking] = useState<AdminUser | null>(null);

  const setStatus = async (user: AdminUser, status: UserStatus) => {
    try {
      const answer = await update.mutateAsync({ id: user._id, patch: { status } });
      toast.success(answer.message);
    } catch (error) {
      toast.error(actionError(error));
    }
  };

  return (
    <>
      <SearchField
        label="Buscar usuarios"
        placeholder="Nombre, usuario o e-mail"
        defaultValue={search}
        onSearch={(text) => setFilter('search', text.trim() || undefined)}
      />
      <QueryView query={query} loadingLabel="Cargando usuarios…">
        {({ users, info }) =>
          users.length === 0 ? (
            <EmptyList>No hay usuarios que coincidan con la búsqueda.</EmptyList>
          ) : (
            <>
              <ul className="flex flex-col gap-3">
                {users.map((user) => (
                  <li key={user._id}>
                    <UserRow
                      user={user}
                      isSelf={user._id === session?.user._id}
                      pending={update.isPending && update.variables.id === user._id}
                      onBlock={() => setBlocking(user)}
                      onUnblock={() => setStatus(user, 'active')}
                    />
                  </li>
                ))}
              </ul>
              <Pagination info={info} pageSearch={pageSearch} noun="usuarios" />
            </>
          )
        }
      </QueryView>
      <ConfirmDialog
        open={blocking !== null}
        title="¿Bloquear a este usuario?"
        confirmLabel="Sí, bloquear"
        pending={update.isPending}
        onConfirm={async () => {
          if (blocking) await setStatus(blocking, 'blocked');
          setBlocking(null);
        }}
        onClose={() => {
          if (!update.isPending) setBlocking(null);
        }}
      >
        <p>
          <strong className="font-semibold text-stone-800">{blocking && displayName(blocking)}</strong> no va
          a poder iniciar sesión y sus anuncios dejan de verse en el sitio.
        </p>
        <p>Podés desbloquearlo cuando quieras.</p>
      </ConfirmDialog>
    </>
  );
}
