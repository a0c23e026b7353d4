import { BulkStatus } from '@/components/bulk-status.tsx';
import { countOf } from '@/lib/format/format.ts';
import { useChangeMemberStatus } from '../api/change-member-status.ts';

type MemberBulkStatusProps = {
  /** Employee ids of the selected rows. */
  selectedIds: string[];
  onDone: () => void;
};

function members(count: number): string {
  return countOf(count, 'team member', 'team members');
}

/** The Team list's bulk activate and deactivate, through change-active-status. */
export function MemberBulkStatus({ selectedIds, onDone }: MemberBulkStatusProps) {
  const status = useChangeMemberStatus();
  return (
    <BulkStatus
      selectedIds={selectedIds}
      onDone={onDone}
      noun={members}
      changeStatus={status.changeStatus}
      isPending={status.isPending}
      error={status.error}
      deactivateConsequence="They are signed out at once and cannot sign in until activated again."
    />
  );
}
