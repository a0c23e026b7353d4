import { NotFoundResult } from '@/components/not-found-result.tsx';
import { paths } from '@/config/paths.ts';

/** An unknown or malformed employee id, inside the shell. */
export function MemberNotFound({ employeeId }: { employeeId: string }) {
  return (
    <NotFoundResult
      title="Team member not found"
      description={`There is no team member ${employeeId}. Employee ids look like EMP-0001.`}
      back={{ to: paths.team.list, label: 'Back to the team' }}
    />
  );
}
