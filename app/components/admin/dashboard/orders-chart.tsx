import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderFigures } from '../../../../common/admin-dashboard.ts';
import type { Locale } from '../../../../common/locales.ts';
import { cellClass, formatDay, formatUah, headClass, tableClass } from '../admin-format.ts';

type Day = OrderFigures & { day: string };

/**
 * Orders per day as a uPlot bar chart, drawn in the browser only (uPlot needs a canvas; its code
 * loads after the page). The same figures are a table below it, readable without JavaScript and
 * by screen readers, for whom the canvas is hidden.
 */
export function OrdersChart({ days, locale }: { days: Day[]; locale: Locale }) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let plot: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let cancelled = false;
    const observer = new ResizeObserver(() => plot?.setSize({ width: element.clientWidth, height: 220 }));
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const xs = days.map((_, index) => index);
      plot = new UPlot(
        {
          width: element.clientWidth,
          height: 220,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false } },
          axes: [{ values: (_plot, ticks) => ticks.map((tick) => (days[tick] ? formatDay(days[tick].day, locale) : '')) }, { values: (_plot, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')) }],
          series: [{}, { label: t('adminDashboard.orders'), stroke: '#b45309', fill: 'rgba(180, 83, 9, 0.25)', paths: UPlot.paths.bars!({ size: [0.7, 40] }), points: { show: false } }],
        },
        [xs, days.map((day) => day.orders)],
        element,
      );
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer.disconnect();
      plot?.destroy();
    };
  }, [days, locale, t]);

  return (
    <section className="space-y-3" aria-labelledby="orders-chart-title">
      <h2 id="orders-chart-title" className="text-lg font-semibold">
        {t('adminDashboard.chart')}
      </h2>
      <div ref={holder} aria-hidden="true" className="min-h-[220px] w-full overflow-hidden" data-orders-chart="" />
      <details>
        <summary className="cursor-pointer py-2 font-medium underline">{t('adminDashboard.chartTable')}</summary>
        <div className="relative overflow-x-auto">
          <table className={tableClass}>
            <thead>
              <tr>
                <th scope="col" className={headClass}>
                  {t('adminDashboard.chartColumns.day')}
                </th>
                <th scope="col" className={`${headClass} text-right`}>
                  {t('adminDashboard.chartColumns.orders')}
                </th>
                <th scope="col" className={`${headClass} text-right`}>
                  {t('adminDashboard.chartColumns.revenue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className={`${cellClass} font-normal`}>
                    <time dateTime={day.day}>{formatDay(day.day, locale)}</time>
                  </th>
                  <td className={`${cellClass} text-right`}>{day.orders}</td>
                  <td className={`${cellClass} text-right`}>{formatUah(day.revenue_uah, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
