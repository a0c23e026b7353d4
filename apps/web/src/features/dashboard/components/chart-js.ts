import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

// Only what the dashboard draws, so the rest of Chart.js stays out of the bundle: bars and
// lines on a category axis against a linear one, with tooltips. No legend: every chart has one
// series, named by its title.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
);

export { Chart };
