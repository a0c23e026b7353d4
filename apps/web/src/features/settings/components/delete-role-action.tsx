import type { RoleSummary } from '@depot/contracts/roles';
import { StandardAction } from '@/components/standard-action.tsx';
import { useConfirm } from '@/components/use-confirm.ts';
import { useNotice } from '@/components/use-notice.ts';
import { apiErrorMessage } from '@/lib/api/api-client.ts';
import { useDeleteRole } from '../api/delete-role.ts';

type DeleteRoleActionProps = {
  role: Pick<RoleSummary, 'key' | 'name'>;
  /** After the server confirmed the deletion (the view screen leaves for the list). */
  onDeleted?: () => void;
  size?: 'small' | 'middle';
};

/**
 * Delete with the confirm dialog. The server refuses a role that still has members (409) and
 * says how many; that sentence is shown as it is.
 */
export function DeleteRoleAction({ role, onDeleted, size }: DeleteRoleActionProps) {
  const remove = useDeleteRole();
  const { confirm, alert } = useConfirm();
  const notice = useNotice();

  function handleClick() {
    confirm({
      content: `Delete the role "${role.name}"? This cannot be undone.`,
      onOk: async () => {
        try {
          await remove.mutateAsync(role.key);
          notice.success(`The role "${role.name}" is deleted.`);
          onDeleted?.();
        } catch (error) {
          alert({ title: 'Role not deleted', content: apiErrorMessage(error) });
        }
      },
    });
  }

  return <StandardAction action="delete" size={size} subject={role.name} onClick={handleClick} />;
}
