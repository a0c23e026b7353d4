import type { FormEvent, ReactNode, RefObject } from 'react';

type PlainFormProps<Values> = {
  /** What usePlainForm returned: the form's element and its submit handling. */
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    handleSubmit: (
      onValid: (values: Values) => void,
    ) => (event: FormEvent<HTMLFormElement>) => void;
  };
  name: string;
  onValid: (values: Values) => void;
  children: ReactNode;
};

/**
 * A plain form, checked by its own rules rather than the browser's. `method="post"`: should the
 * form ever be submitted natively (before the app has taken over a page sent with the form in
 * it), nothing it holds, a password least of all, ends up in a URL.
 */
export function PlainForm<Values>({ form, name, onValid, children }: PlainFormProps<Values>) {
  return (
    <form
      ref={form.formRef}
      method="post"
      name={name}
      noValidate
      onSubmit={form.handleSubmit(onValid)}
    >
      {children}
    </form>
  );
}
