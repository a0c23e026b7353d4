import type { TransactionTotals as Totals } from '@depot/contracts/transactions';
import type { ReactNode } from 'react';
import { countOf, formatMoney } from '@/lib/format/format.ts';
import '@/components/list/list.css';

type TransactionTotalsProps = {
  totals: Totals | undefined;
  loading: boolean;
  failed: boolean;
};

function invoicesNoun(count: number): string {
  return countOf(count, 'invoice', 'invoices');
}

/**
 * The sums of every invoice the filters match, a line per currency: amounts in different
 * currencies are never added together.
 */
export function TransactionTotals({ totals, loading, failed }: TransactionTotalsProps) {
  let body: ReactNode = null;
  if (totals && totals.currencies.length > 0) {
    body = totals.currencies.map((sums) => {
      const money = (amount: string) => formatMoney(amount, sums.currency);
      const parts = [
        invoicesNoun(sums.count),
        `${money(sums.total)} total`,
        `${money(sums.paid)} paid`,
        `${money(sums.pending)} pending`,
        `${money(sums.failed)} failed`,
        `${money(sums.refunded)} refunded`,
      ];
      return (
        <li key={sums.currency}>
          <strong>{sums.currency}</strong> · {parts.join(' · ')}
        </li>
      );
    });
  } else if (totals) {
    body = <li>No invoice matches: nothing to add up.</li>;
  } else if (failed) {
    body = <li>The totals could not be loaded.</li>;
  } else if (loading) {
    body = <li>Adding up the invoices…</li>;
  }
  return (
    <ul className="list-totals" aria-label="Totals of the matching transactions" aria-live="polite">
      {body}
    </ul>
  );
}
