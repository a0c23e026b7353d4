import type { User } from '@depot/contracts/users';
import type { ReactNode } from 'react';
import { NotFoundResult } from '@/components/not-found-result.tsx';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { paths } from '@/config/paths.ts';
import { isNotFound } from '@/lib/api/is-not-found.ts';
import { useUser } from '../api/users.ts';
import { type UserSection, useUserParams } from './user-sections.ts';

/** What a screen of an unknown or malformed user code shows, inside the shell. */
export function UserNotFound({ code }: { code: string }) {
  return (
    <NotFoundResult
      title="User not found"
      description={`There is no user ${code}. User codes look like USR-000001.`}
      back={{ to: paths.users.list, label: 'Back to users' }}
    />
  );
}

/** Loads the user the URL names; an unknown or malformed code shows not-found inside the shell. */
export function UserScreenState({
  children,
}: {
  children: (user: User, section: UserSection) => ReactNode;
}) {
  const { code, isValidId, section } = useUserParams();
  const user = useUser(code, isValidId);
  if (!isValidId || isNotFound(user.error)) return <UserNotFound code={code} />;
  if (user.isError) return <RequestError error={user.error} />;
  if (!user.data) return <PageSpinner />;
  return children(user.data, section);
}
