import type { CurrencyAmount } from '@depot/contracts/dashboard';
import type { ThemeSettings } from '@depot/contracts/theme';
import { formatMoney } from '@/lib/format/format.ts';
import { useThemeSettings } from '@/lib/theme/theme-store.ts';

/** One line per currency, for a card's large figure; a zero in the person's currency for none. */
export function MoneyLines({ totals }: { totals: readonly CurrencyAmount[] }) {
  const settings = useThemeSettings();
  if (totals.length === 0) return formatMoney(0, undefined, settings);
  return (
    <ul className="dashboard-money-lines">
      {totals.map((total) => (
        <li key={total.currency}>{formatMoney(total.amount, total.currency, settings)}</li>
      ))}
    </ul>
  );
}

/** "₹1,200.00 · $40.00", or a zero in the person's currency when nothing was paid. */
export function moneyList(totals: readonly CurrencyAmount[], settings: ThemeSettings): string {
  if (totals.length === 0) return formatMoney(0, undefined, settings);
  return totals.map((total) => formatMoney(total.amount, total.currency, settings)).join(' · ');
}
