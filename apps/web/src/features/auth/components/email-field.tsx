import type { ComponentProps } from 'react';
import { PlainField } from '@/components/plain/plain-field.tsx';

/** The account's email, first on the forms that ask for it, checked by `emailRules`. */
export function EmailField(props: Omit<ComponentProps<typeof PlainField>, 'label'>) {
  return (
    <PlainField label="Email" type="email" autoComplete="username" autoFocus required {...props} />
  );
}
