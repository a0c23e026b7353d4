import { type InputHTMLAttributes, useEffect, useRef } from 'react';

type IndeterminateCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Some but not all: the mixed state, which only a script can set. */
  indeterminate: boolean;
};

/** A checkbox that can also show "some": the select-all box over a partly selected page. */
export function IndeterminateCheckbox({ indeterminate, ...props }: IndeterminateCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" {...props} />;
}
