import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';

/** One check of a field: its message when the value fails it, nothing when it passes. */
export type FieldRule<Values> = (value: string, values: Values) => string | undefined;
type Errors<Values> = Partial<Record<keyof Values & string, string>>;

function firstProblem<Values>(
  rules: FieldRule<Values>[] | undefined,
  value: string,
  values: Values,
) {
  for (const rule of rules ?? []) {
    const problem = rule(value, values);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * The state of a small form of text fields, checked as antd's forms check: a field on leaving
 * it, again on every change once it shows a problem, all of them on submit (focus then goes to
 * the first field at fault). The server's field messages go in with `setErrors`.
 */
export function usePlainForm<Values extends Record<string, string>>(
  initialValues: Values,
  rules: { [Name in keyof Values]?: FieldRule<Values>[] },
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Errors<Values>>({});
  const form = useRef<HTMLFormElement>(null);

  function check(name: keyof Values & string, nextValues: Values) {
    const problem = firstProblem(rules[name], nextValues[name] ?? '', nextValues);
    setErrors((current) => ({ ...current, [name]: problem }));
  }

  function field(name: keyof Values & string) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        if (errors[name]) check(name, next);
        // Another field showing a problem of its own rules is checked again (a confirmation
        // that differed may match now that the password above it changed); a server's message
        // on it stays until that field is edited.
        for (const other of Object.keys(errors) as Array<keyof Values & string>) {
          const shown = errors[other];
          if (other === name || !shown) continue;
          if (shown === firstProblem(rules[other], values[other] ?? '', values)) check(other, next);
        }
      },
      onBlur: () => {
        if (values[name]) check(name, values);
      },
    };
  }

  function handleSubmit(onValid: (values: Values) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const found: Errors<Values> = {};
      for (const name of Object.keys(values) as Array<keyof Values & string>) {
        found[name] = firstProblem(rules[name], values[name] ?? '', values);
      }
      setErrors(found);
      const firstAtFault = Object.keys(values).find((name) => found[name]);
      if (firstAtFault) {
        form.current?.querySelector<HTMLInputElement>(`[name="${firstAtFault}"]`)?.focus();
        return;
      }
      onValid(values);
    };
  }

  return { values, field, handleSubmit, setErrors, formRef: form };
}

/** A rule that the field is not empty (blank counts as empty). */
export function required<Values>(message: string): FieldRule<Values> {
  return (value) => (value.trim() ? undefined : message);
}
