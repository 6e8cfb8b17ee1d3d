import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartDataset,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only what a bar chart needs: the rest of chart.js stays out of the page's download.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/**
 * A bar chart on a canvas (chart.js), described to screen readers by `label`; the page shows the
 * same figures in a table. `stacked` piles the datasets of a day into one bar.
 */
export function OverviewChart({
  label,
  labels,
  datasets,
  stacked = false,
  formatValue,
  testId,
}: {
  label: string;
  labels: string[];
  datasets: ChartDataset<'bar', number[]>[];
  stacked?: boolean;
  formatValue?: (value: number) => string;
  testId: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // The figures as one value: the chart is drawn again when they change, not on every render.
  const figures = JSON.stringify({ labels, datasets });
  useEffect(() => {
    if (!canvas.current) return undefined;
    const data = JSON.parse(figures) as {
      labels: string[];
      datasets: ChartDataset<'bar', number[]>[];
    };
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data,
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: reducedMotion ? false : undefined,
        scales: {
          x: { stacked },
          y: {
            stacked,
            beginAtZero: true,
            ticks: formatValue ? { callback: (value) => formatValue(Number(value)) } : {},
          },
        },
        plugins: {
          legend: { position: 'bottom' },
          tooltip: formatValue
            ? {
                callbacks: {
                  label: (item) =>
                    `${item.dataset.label ?? ''}: ${formatValue(item.parsed.y ?? 0)}`,
                },
              }
            : {},
        },
      },
    });
    return () => chart.destroy();
  }, [figures, stacked, formatValue]);

  return (
    <div className="relative h-64 w-full sm:h-80">
      <canvas ref={canvas} role="img" aria-label={label} data-testid={testId} />
    </div>
  );
}
