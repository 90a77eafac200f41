import { ArcElement, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar, Doughnut } from 'react-chartjs-2';

// Only the pieces these three charts draw, so the rest of chart.js stays out of the bundle.
ChartJS.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface ChartSeries {
  labels: string[];
  counts: number[];
  colours: string[];
  /** What the chart shows, for screen readers (the canvas's name). */
  label: string;
}

/** The same figures as text inside the canvas, for assistive technology and tests. */
function FallbackList({ series }: { series: ChartSeries }) {
  return (
    <ul>
      {series.labels.map((label, index) => (
        <li key={label}>
          {label}: {series.counts[index]}
        </li>
      ))}
    </ul>
  );
}

export function StatusDoughnut({ series }: { series: ChartSeries }) {
  return (
    <Doughnut
      aria-label={series.label}
      role="img"
      fallbackContent={<FallbackList series={series} />}
      data={{ labels: series.labels, datasets: [{ label: series.label, data: series.counts, backgroundColor: series.colours }] }}
      options={{ maintainAspectRatio: false, plugins: { legend: { position: 'bottom' } } }}
    />
  );
}

export function CountBars({ series, horizontal = false }: { series: ChartSeries; horizontal?: boolean }) {
  return (
    <Bar
      aria-label={series.label}
      role="img"
      fallbackContent={<FallbackList series={series} />}
      data={{ labels: series.labels, datasets: [{ label: series.label, data: series.counts, backgroundColor: series.colours }] }}
      options={{
        maintainAspectRatio: false,
        indexAxis: horizontal ? 'y' : 'x',
        plugins: { legend: { display: false } },
        scales: { [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } } },
      }}
    />
  );
}
