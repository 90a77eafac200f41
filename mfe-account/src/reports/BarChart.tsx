import { Empty } from 'antd';
import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar as BarCanvas } from 'react-chartjs-2';

// Only the pieces horizontal bars draw, so the rest of chart.js stays out of the reports chunk.
ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** What the bar shows, e.g. a formatted amount. */
  text: string;
}

const BAR_HEIGHT_PX = 34;
const AXIS_HEIGHT_PX = 40;
const NEGATIVE = '#cf1322';

export interface BarChartProps {
  bars: Bar[];
  emptyText: string;
  /** The canvas's name for screen readers, e.g. the dimension and the metric. */
  label: string;
  /** A value of the axis as the figures read, e.g. an amount in the report's currency. */
  axisText(value: number): string;
  color?: string;
}

/** Horizontal bars (chart.js), the same figures as a list inside the canvas for assistive technology and tests. */
export function BarChart({ bars, emptyText, label, axisText, color = '#0b63ce' }: BarChartProps) {
  if (bars.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <div style={{ position: 'relative', height: AXIS_HEIGHT_PX + bars.length * BAR_HEIGHT_PX }}>
      <BarCanvas
        role="img"
        aria-label={label}
        fallbackContent={
          <ul>
            {bars.map((bar) => (
              <li key={bar.key}>
                {bar.label}: {bar.text}
              </li>
            ))}
          </ul>
        }
        data={{
          labels: bars.map((bar) => bar.label),
          datasets: [{ label, data: bars.map((bar) => bar.value), backgroundColor: bars.map((bar) => (bar.value < 0 ? NEGATIVE : color)), borderRadius: 4, maxBarThickness: 18 }],
        }}
        options={{
          indexAxis: 'y',
          maintainAspectRatio: false,
          animation: false,
          plugins: { tooltip: { callbacks: { label: (item) => bars[item.dataIndex]?.text ?? '' } } },
          scales: { x: { beginAtZero: true, ticks: { callback: (value) => axisText(Number(value)) } }, y: { grid: { display: false } } },
        }}
      />
    </div>
  );
}
