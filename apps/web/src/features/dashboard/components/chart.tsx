import type { ChartConfiguration, Chart as ChartJs } from 'chart.js';
import { useEffect, useRef } from 'react';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { NO_VALUE } from '@/lib/format/format.ts';
import { useResolvedTheme } from '@/lib/theme/use-app-theme.ts';
import { type ChartColours, chartColours } from './chart-colours.ts';

let chartJs: Promise<typeof ChartJs> | undefined;

/**
 * Chart.js (about 50 KB compressed), fetched the first time a chart is drawn rather than with
 * the dashboard's code: the cards and headings paint without waiting for it, and on a phone the
 * charts follow a moment later. A failed fetch is forgotten, so a chart drawn later tries again.
 */
export function loadChartJs(): Promise<typeof ChartJs> {
  chartJs ??= import('./chart-js.ts').then(
    (module) => module.Chart,
    (error: unknown) => {
      chartJs = undefined;
      throw error;
    },
  );
  return chartJs;
}

/** A missing figure (a rate with nothing to divide) reads as a dash. */
function formatValue(value: number | null | undefined, format: (value: number) => string) {
  return value === null || value === undefined ? NO_VALUE : format(value);
}

export type ChartSeries = { label: string; values: readonly (number | null)[] };

type ChartProps = {
  kind: 'bar' | 'line';
  /** What the chart shows: its accessible name and the table's caption. */
  title: string;
  /** The heading of the table's first column: "Day", "Package". */
  labelHeading: string;
  labels: readonly string[];
  /** One series: amounts in several currencies share no scale, so they are never drawn together. */
  series: ChartSeries;
  /** How one value reads in the tooltip and the table. */
  format: (value: number) => string;
  /** How the value axis reads; the same as `format` by default. */
  axisFormat?: (value: number) => string;
  /** The value axis's top, for percentages. */
  max?: number;
  /** Bars laid sideways, for long category names (packages) that must all be read. */
  horizontal?: boolean;
  height?: number;
};

type Look = { colours: ChartColours; reducedMotion: boolean };

function configuration(
  props: ChartProps,
  { colours, reducedMotion }: Look,
): ChartConfiguration<'bar' | 'line', (number | null)[], string> {
  const { kind, labels, series, format, max, horizontal = false } = props;
  const axisFormat = props.axisFormat ?? format;
  const font = { family: colours.fontFamily };
  const categoryAxis = {
    ticks: {
      color: colours.text,
      font,
      autoSkip: !horizontal,
      autoSkipPadding: 16,
      maxRotation: 0,
    },
    grid: { display: false },
    border: { color: colours.grid },
  };
  const valueAxis = {
    beginAtZero: true,
    max,
    ticks: {
      color: colours.text,
      font,
      callback: (value: number | string) => axisFormat(Number(value)),
    },
    grid: { color: colours.grid },
    border: { display: false },
  };
  return {
    type: kind,
    data: {
      labels: [...labels],
      datasets: [
        {
          label: series.label,
          data: [...series.values],
          backgroundColor: colours.primary,
          borderColor: colours.primary,
          pointBackgroundColor: colours.primary,
          borderWidth: kind === 'line' ? 2 : 0,
          pointRadius: labels.length > 60 ? 0 : 3,
          maxBarThickness: 48,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion ? false : { duration: 300 },
      interaction: { mode: 'index', intersect: false },
      indexAxis: horizontal ? 'y' : 'x',
      scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
      plugins: {
        tooltip: {
          titleFont: font,
          bodyFont: font,
          callbacks: {
            label: (item) =>
              `${item.dataset.label ?? ''}: ${item.raw === null ? NO_VALUE : format(Number(item.raw))}`,
          },
        },
      },
    },
  };
}

/**
 * A Chart.js chart drawn on a canvas the chart owns for as long as it is mounted. The canvas
 * is an image named for what it shows; the same figures follow as a table, for screen readers
 * and for anyone who wants the numbers. Redrawn in the theme's colours when the theme changes.
 */
export function Chart(props: ChartProps) {
  const { kind, title, labelHeading, labels, series, format, max, height = 260 } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Read when drawing: new functions on every render must not redraw (and re-animate) the chart.
  const latest = useRef(props);
  latest.current = props;
  const { settings, mode, accessibility } = useResolvedTheme();
  const figures = JSON.stringify([kind, labels, series, max, props.horizontal]);
  const look = [
    settings.primaryColorHex,
    settings.fontFamily,
    mode,
    accessibility.highContrast,
  ].join('|');
  const { reducedMotion } = accessibility;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `figures` and `look` are what the drawing depends on; the props are read through `latest`, and the theme from the page's CSS variables.
  useEffect(() => {
    const canvas = canvasRef.current;
    // No 2D context (jsdom in tests, a browser out of canvas memory): nothing is drawn, and the
    // table below still gives the figures.
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    let chart: ChartJs<'bar' | 'line', (number | null)[], string> | undefined;
    let unmounted = false;
    // Unreachable code (offline, a new release's files): the table below still gives the figures.
    loadChartJs().then(
      (Chart) => {
        if (unmounted) return;
        chart = new Chart(
          context,
          configuration(latest.current, { colours: chartColours(canvas), reducedMotion }),
        );
      },
      () => undefined,
    );
    return () => {
      unmounted = true;
      chart?.destroy();
    };
  }, [figures, look, reducedMotion]);

  const first = labels[0];
  const last = labels.at(-1);
  const span = first && last && first !== last ? `, ${first} to ${last}` : '';
  return (
    <figure className="dashboard-chart">
      <div className="dashboard-chart-canvas" style={{ height }}>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`${title}: ${kind === 'bar' ? 'bar' : 'line'} chart${span}. The figures follow as a table.`}
        />
      </div>
      <details className="dashboard-chart-table">
        <summary>
          Show as table<VisuallyHidden>: {title}</VisuallyHidden>
        </summary>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              <th scope="col">{series.label}</th>
            </tr>
          </thead>
          <tbody>
            {labels.map((label, row) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{formatValue(series.values[row], format)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
