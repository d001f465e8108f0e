import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttributeValueView } from '../../../common/catalog.ts';
import type { SizeChartKind } from './size-charts.ts';
import { useDialogState } from '../ui/use-dialog-state.ts';

const SizeGuideDialog = lazy(() => import('./size-guide-dialog.tsx').then((module) => ({ default: module.SizeGuideDialog })));

/** The size-guide opener; the table's dialog loads on the first click. */
export function SizeGuide({ kind, sizes }: { kind: SizeChartKind; sizes: AttributeValueView[] }) {
  const { t } = useTranslation();
  const dialog = useDialogState();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={dialog.show}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-olive-700 underline underline-offset-4 hover:text-ink"
      >
        {t('sizeGuide.open')}
      </button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <SizeGuideDialog open={dialog.open} onClose={dialog.hide} kind={kind} sizes={sizes} />
        </Suspense>
      )}
    </>
  );
}
