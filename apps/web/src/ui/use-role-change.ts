import { useState } from 'react';
import { useSetUserRole } from '../api/people-role';

/**
 * The staff way of changing one of her roles: a grant is saved at once, a removal only after the
 * page's confirm dialog. `removing` is the role the dialog asks about; `notice` says what was done.
 */
export function useRoleChange<Role extends string>(
  userId: string,
  noticeFor: (role: Role, grant: boolean) => string,
) {
  const change = useSetUserRole();
  const [removing, setRemoving] = useState<Role | null>(null);
  const [notice, setNotice] = useState('');

  const run = (role: Role, grant: boolean) => {
    setNotice('');
    change.mutate(
      { userId, role, grant },
      {
        onSuccess: () => {
          setRemoving(null);
          setNotice(noticeFor(role, grant));
        },
      },
    );
  };

  /** Opens the confirm dialog, clearing what an earlier change left on the page. */
  const askRemove = (role: Role) => {
    change.reset();
    setNotice('');
    setRemoving(role);
  };

  /** Closes the dialog, unless the removal is on its way. */
  const closeConfirm = () => {
    if (!change.isPending) setRemoving(null);
  };

  return { change, removing, notice, run, askRemove, closeConfirm };
}
