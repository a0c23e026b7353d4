import { useState } from 'react';

/**
 * Which currency a money chart shows, when there are several: one at a time, because amounts in
 * different currencies share no scale (a dollar line would lie flat under rupees). Nothing to
 * choose with one currency.
 */
export function useCurrencyChoice(currencies: readonly string[]) {
  const [chosen, setChosen] = useState<string>();
  const currency = chosen && currencies.includes(chosen) ? chosen : currencies[0];
  return { currency, choose: setChosen };
}

type CurrencyChoiceProps = {
  /** What the chart is, for the control's name: "Revenue by package". */
  of: string;
  currencies: readonly string[];
  currency: string | undefined;
  onChange: (currency: string) => void;
};

export function CurrencyChoice({ of, currencies, currency, onChange }: CurrencyChoiceProps) {
  if (currencies.length < 2) return null;
  return (
    <select
      className="list-select dashboard-currency"
      aria-label={`Currency of ${of}`}
      value={currency}
      onChange={(event) => onChange(event.target.value)}
    >
      {currencies.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}
