import type { AnalyticalDashboard, DashboardGranularity } from '@depot/contracts/dashboard';
import { dashboardGranularities } from '@depot/contracts/dashboard';
import type { ThemeSettings } from '@depot/contracts/theme';
import { Skeleton } from 'antd';
import dayjs from 'dayjs';
import { DateRangeFilter } from '@/components/list/date-range-filter.tsx';
import { QueryStatus } from '@/components/query-status.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { describeApiError, isRefusal } from '@/lib/api/api-client.ts';
import { countOf, formatCount, formatDate, formatMoney } from '@/lib/format/format.ts';
import { useSearchState } from '@/lib/screen/use-search-state.ts';
import { useThemeSettings } from '@/lib/theme/theme-store.ts';
import { useAnalyticalDashboard } from '../api/dashboard.ts';
import {
  analyticalSearchSchema,
  granularityLabels,
  presetOf,
  presetRange,
  type RangePreset,
  rangePresetLabels,
  rangePresets,
} from './analytical-search.ts';
import { Chart } from './chart.tsx';
import { CurrencyChoice, useCurrencyChoice } from './currency-choice.tsx';
import { formatShare } from './labels.ts';
import { MoneyLines, moneyList } from './money.tsx';

const CUSTOM = 'custom';

/** What the first column of a table calls one period. */
const periodHeadings: Record<DashboardGranularity, string> = {
  day: 'Day',
  week: 'Week starting',
  month: 'Month',
};

function periodLabel(start: string, granularity: DashboardGranularity, settings: ThemeSettings) {
  // A month reads as its name; days and weeks in the person's date format.
  return granularity === 'month' ? dayjs(start).format('MMM YYYY') : formatDate(start, settings);
}

/** The server's words for a refused range: its field messages, else its message. */
function refusalMessage(error: Error): string {
  const { message, details } = describeApiError(error);
  return details.length > 0 ? details.map((detail) => detail.message).join(' ') : message;
}

function Totals({ data }: { data: AnalyticalDashboard }) {
  const settings = useThemeSettings();
  const { totals } = data;
  return (
    <section className="dashboard-totals" aria-label="Totals for the range">
      <dl className="panel">
        <dt>Orders</dt>
        <dd className="dashboard-kpi-value">{formatCount(totals.orders)}</dd>
        {totals.orderTotals && <dd>Worth {moneyList(totals.orderTotals, settings)}</dd>}
      </dl>
      {totals.revenue && (
        <dl className="panel">
          <dt>Revenue</dt>
          <dd className="dashboard-kpi-value">
            <MoneyLines totals={totals.revenue} />
          </dd>
          <dd>Paid invoices, by the day they were raised</dd>
        </dl>
      )}
      <dl className="panel">
        <dt>On-time dispatch</dt>
        <dd className="dashboard-kpi-value">{formatShare(totals.onTimeDispatchRate)}</dd>
        <dd>
          {formatCount(totals.dispatchedOnTime)} of {countOf(totals.dispatched, 'order', 'orders')}{' '}
          dispatched by the required date
        </dd>
      </dl>
      <dl className="panel">
        <dt>Receipt rejection</dt>
        <dd className="dashboard-kpi-value">{formatShare(totals.receiptRejectionRate)}</dd>
        <dd>
          {formatCount(totals.receiptsRejected)} of{' '}
          {countOf(totals.receiptsDecided, 'decided receipt', 'decided receipts')} rejected
        </dd>
      </dl>
    </section>
  );
}

/** Revenue per period in one currency: drawn only for those the server sends revenue to. */
function RevenueChart({
  data,
  labels,
  labelHeading,
  step,
}: {
  data: AnalyticalDashboard;
  labels: string[];
  labelHeading: string;
  step: string;
}) {
  const settings = useThemeSettings();
  const { points } = data;
  const revenueCurrencies = [
    ...new Set(points.flatMap((point) => (point.revenue ?? []).map((total) => total.currency))),
  ];
  const { currency, choose } = useCurrencyChoice(revenueCurrencies);
  return (
    <section className="panel dashboard-chart-panel" aria-labelledby="dashboard-a-revenue">
      <div className="dashboard-chart-head">
        <h3 id="dashboard-a-revenue">Revenue</h3>
        <CurrencyChoice
          of="the revenue chart"
          currencies={revenueCurrencies}
          currency={currency}
          onChange={choose}
        />
      </div>
      {currency ? (
        <Chart
          kind="line"
          title={`Revenue per ${step}, in ${currency}`}
          labelHeading={labelHeading}
          labels={labels}
          // A period without this currency earned nothing in it.
          series={{
            label: currency,
            values: points.map((point) =>
              Number(point.revenue?.find((total) => total.currency === currency)?.amount ?? 0),
            ),
          }}
          format={(value) => formatMoney(value, currency, settings)}
          axisFormat={(value) => formatCount(value)}
        />
      ) : (
        <p className="dashboard-empty">No invoice was paid in this range.</p>
      )}
    </section>
  );
}

function Charts({ data }: { data: AnalyticalDashboard }) {
  const settings = useThemeSettings();
  const { points, granularity } = data;
  const labels = points.map((point) => periodLabel(point.start, granularity, settings));
  const labelHeading = periodHeadings[granularity];
  const step = granularityLabels[granularity].toLowerCase();
  const percent = (share: number | null) => (share === null ? null : share * 100);
  const formatPercent = (value: number) => `${value.toFixed(1)} %`;

  return (
    <div className="dashboard-charts">
      <section className="panel dashboard-chart-panel" aria-labelledby="dashboard-a-orders">
        <h3 id="dashboard-a-orders">Orders</h3>
        <Chart
          kind="bar"
          title={`Orders per ${step}`}
          labelHeading={labelHeading}
          labels={labels}
          series={{ label: 'Orders', values: points.map((point) => point.orders) }}
          format={(value) => formatCount(value)}
        />
      </section>
      {data.totals.revenue && (
        <RevenueChart data={data} labels={labels} labelHeading={labelHeading} step={step} />
      )}
      <section className="panel dashboard-chart-panel" aria-labelledby="dashboard-a-dispatch">
        <h3 id="dashboard-a-dispatch">On-time dispatch rate</h3>
        <Chart
          kind="line"
          title={`On-time dispatch rate per ${step}, in percent`}
          labelHeading={labelHeading}
          labels={labels}
          series={{
            label: 'On time',
            values: points.map((point) => percent(point.onTimeDispatchRate)),
          }}
          format={formatPercent}
          axisFormat={(value) => `${value} %`}
          max={100}
        />
      </section>
      <section className="panel dashboard-chart-panel" aria-labelledby="dashboard-a-rejection">
        <h3 id="dashboard-a-rejection">Receipt rejection rate</h3>
        <Chart
          kind="line"
          title={`Receipt rejection rate per ${step}, in percent`}
          labelHeading={labelHeading}
          labels={labels}
          series={{
            label: 'Rejected',
            values: points.map((point) => percent(point.receiptRejectionRate)),
          }}
          format={formatPercent}
          axisFormat={(value) => `${value} %`}
          max={100}
        />
      </section>
    </div>
  );
}

function AnalyticalSkeleton() {
  return (
    <>
      <VisuallyHidden role="status">Loading the trends</VisuallyHidden>
      <div className="dashboard-totals" aria-hidden>
        {['orders', 'revenue', 'dispatch', 'rejection'].map((key) => (
          <div key={key} className="panel">
            <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 1 }} />
          </div>
        ))}
      </div>
      <div className="dashboard-charts" aria-hidden>
        {['orders', 'revenue', 'dispatch', 'rejection'].map((key) => (
          <div key={key} className="panel dashboard-chart-panel">
            <div className="dashboard-skeleton" style={{ height: 260 }} />
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * The Analytical view: trends over a range, one point per day, week or month. The range and
 * step live in the URL, like a list's filters, so a view can be shared and survives a reload.
 */
export function AnalyticalView({ allowed }: { allowed: boolean }) {
  const settings = useThemeSettings();
  const [search, setSearch] = useSearchState(analyticalSearchSchema);
  const query = useAnalyticalDashboard(search, allowed);
  const { data, error } = query;
  // A 4xx is about the range asked for (too long for the step): said beside the picker.
  const refused = error && isRefusal(error) ? refusalMessage(error) : null;
  const preset = presetOf(search.from, search.to);

  function choosePreset(value: RangePreset) {
    // The last 30 days is the server's default: the URL then follows today as days pass.
    setSearch(value === 'last30' ? { from: undefined, to: undefined } : presetRange(value));
  }

  return (
    <>
      <div className="dashboard-range">
        <select
          className="list-select"
          aria-label="Range"
          value={preset ?? CUSTOM}
          onChange={(event) => {
            const value = event.target.value;
            if (value !== CUSTOM) choosePreset(value as RangePreset);
          }}
        >
          {rangePresets.map((value) => (
            <option key={value} value={value}>
              {rangePresetLabels[value]}
            </option>
          ))}
          <option value={CUSTOM} disabled>
            Custom range
          </option>
        </select>
        <DateRangeFilter
          label="Range"
          // Without a range in the URL, the server's default shows as the one in effect.
          from={search.from ?? data?.from}
          to={search.to ?? data?.to}
          onChange={(range) => setSearch(range)}
        />
        {/* The shell's segmented look in native radios: antd's Radio would add some 6 KB. */}
        <div role="radiogroup" aria-label="Step" className="dashboard-segmented">
          {dashboardGranularities.map((value) => (
            <label key={value} data-checked={value === search.granularity || undefined}>
              <input
                type="radio"
                name="dashboard-step"
                value={value}
                checked={value === search.granularity}
                onChange={() => setSearch({ granularity: value })}
              />
              {granularityLabels[value]}
            </label>
          ))}
        </div>
        {refused && (
          <p role="alert" className="dashboard-range-error">
            {refused}
          </p>
        )}
      </div>
      {error && !refused && <QueryStatus loadingLabel="Loading the trends" query={query} />}
      {!error && !data && allowed && <AnalyticalSkeleton />}
      {data && !error && (
        <div aria-busy={query.isPlaceholderData}>
          <p className="dashboard-range-summary">
            {formatDate(data.from, settings)} – {formatDate(data.to, settings)}, per{' '}
            {granularityLabels[data.granularity].toLowerCase()}
          </p>
          <Totals data={data} />
          <Charts data={data} />
        </div>
      )}
    </>
  );
}
