import { useEffect, useState } from 'react';

type AmountRangeFilterProps = {
  min: string | undefined;
  max: string | undefined;
  onChange: (range: { minAmount: string | undefined; maxAmount: string | undefined }) => void;
};

const AMOUNT = /^\d{1,12}(\.\d{1,4})?$/;

/**
 * The orders' amount range as two plain inputs, applied on Enter or when the field is left: a
 * range half typed is not searched for. What is not an amount is left out rather than sent.
 */
export function AmountRangeFilter({ min, max, onChange }: AmountRangeFilterProps) {
  const [draft, setDraft] = useState({ min: min ?? '', max: max ?? '' });
  useEffect(() => setDraft({ min: min ?? '', max: max ?? '' }), [min, max]);

  function apply() {
    const clean = (value: string) => (AMOUNT.test(value.trim()) ? value.trim() : undefined);
    let [low, high] = [clean(draft.min), clean(draft.max)];
    if (low && high && Number(low) > Number(high)) [low, high] = [high, low];
    if (low !== min || high !== max) onChange({ minAmount: low, maxAmount: high });
  }

  const field = (which: 'min' | 'max', label: string) => (
    <input
      className="list-select list-date"
      inputMode="decimal"
      placeholder={which === 'min' ? 'Min amount' : 'Max amount'}
      aria-label={label}
      value={draft[which]}
      onChange={(event) => setDraft({ ...draft, [which]: event.target.value })}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      style={{ width: '8rem' }}
    />
  );
  return (
    <span className="list-date-range">
      {field('min', 'Smallest amount')}
      <span aria-hidden>–</span>
      {field('max', 'Largest amount')}
    </span>
  );
}
