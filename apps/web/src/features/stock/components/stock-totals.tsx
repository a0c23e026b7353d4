import type { StockTotals as Totals } from '@depot/contracts/stock';
import type { ReactNode } from 'react';
import { countOf, formatCount } from '@/lib/format/format.ts';
import '@/components/list/list.css';

type StockTotalsProps = {
  totals: Totals | undefined;
  loading: boolean;
  failed: boolean;
};

/** What the filtered stock adds up to: units on hand, and of them reserved, on hold and free. */
export function StockTotals({ totals, loading, failed }: StockTotalsProps) {
  let body: ReactNode = null;
  if (totals && totals.balances > 0) {
    body = (
      <li>
        <strong>{formatCount(totals.onHand)} on hand</strong> · {formatCount(totals.available)}{' '}
        available · {formatCount(totals.reserved)} reserved · {formatCount(totals.onHold)} on hold ·{' '}
        {countOf(totals.skus, 'SKU', 'SKUs')} in {countOf(totals.balances, 'place', 'places')}
      </li>
    );
  } else if (totals) {
    body = <li>No stock matches: nothing to add up.</li>;
  } else if (failed) {
    body = <li>The totals could not be loaded.</li>;
  } else if (loading) {
    body = <li>Adding up the stock…</li>;
  }
  return (
    <ul className="list-totals" aria-label="Totals of the matching stock" aria-live="polite">
      {body}
    </ul>
  );
}
