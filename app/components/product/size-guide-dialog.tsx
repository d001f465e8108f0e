import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttributeValueView } from '../../../common/catalog.ts';
import { Modal, ModalTitleBar } from '../ui/modal.tsx';
import { sizeCharts, type Measure, type SizeChartKind } from './size-charts.ts';
import { oneDecimal } from '../../../common/intl-formats.ts';

export function SizeGuideDialog({
  open,
  onClose,
  kind,
  sizes,
}: {
  open: boolean;
  onClose: () => void;
  kind: SizeChartKind;
  sizes: AttributeValueView[];
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const chart = sizeCharts[kind];
  const number = oneDecimal(i18n.language);
  const measure = (value: Measure) => (typeof value === 'number' ? number.format(value) : value.map((part) => number.format(part)).join('–'));
  const rows = sizes.flatMap((size) => {
    const measures = chart.rows[size.slug];
    return measures ? [{ size, measures }] : [];
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={closeRef}
      className="fixed left-1/2 top-1/2 w-[min(40rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white text-ink shadow-2xl"
    >
      <ModalTitleBar titleId={titleId} title={t('sizeGuide.title')} closeLabel={t('sizeGuide.close')} onClose={onClose} closeRef={closeRef} className="flex items-center justify-between gap-3 border-b border-line py-2 pl-5 pr-2" />
      <div className="max-h-[75dvh] overflow-y-auto p-5">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="mb-3 text-left text-base font-semibold">{t(`sizeGuide.${kind}.caption`)}</caption>
          <thead>
            <tr className="border-b-2 border-line">
              <th scope="col" className="py-2 pr-4">
                {kind === 'boots' ? t('sizeGuide.boots.eu') : t('sizeGuide.size')}
              </th>
              {chart.columns.map((column) => (
                <th key={column} scope="col" className="py-2 pr-4">
                  {t(`sizeGuide.${kind}.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ size, measures }) => (
              <tr key={size.id} className="border-b border-line">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {size.name}
                </th>
                {measures.map((value, index) => (
                  <td key={chart.columns[index]} className="py-2 pr-4 tabular-nums">
                    {measure(value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-4 text-sm">{t(`sizeGuide.${kind}.how`)}</p>
        <p className="mt-2 text-sm text-muted">{t('sizeGuide.between')}</p>
      </div>
    </Modal>
  );
}
