import { type InputHTMLAttributes, useLayoutEffect, useRef } from 'react';

type IndeterminateCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Some but not all: the mixed state, which only a script can set. */
  indeterminate: boolean;
};

/** A checkbox that can also show "some": the select-all box over a partly selected page. */
export function IndeterminateCheckbox({ indeterminate, ...props }: IndeterminateCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  // After every render, before paint: a press clears the browser's mixed state even when the
  // prop stays the same, and the box must not flash the wrong state first.
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  });
  return <input ref={ref} type="checkbox" {...props} />;
}
