import '../../locales/admin-products/index.ts';
import '../../locales/admin-products-import/index.ts';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/products-import';
import { maxImportBytes, maxImportRows, productSheetColumns, type ImportReport, type ImportRowReport } from '../../../common/admin-products-import.ts';
import { translator } from '../../../common/i18n.ts';
import { importProducts } from '../../../server/modules/catalog/products.import.ts';
import { readImportUpload, refusalMessage } from '../../../server/modules/catalog/products.import-upload.ts';
import { adminHeaders, pageRequestOrigin, requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { buttonClass, secondaryButtonClass } from '../../components/admin/admin-format.ts';
import { ImportReportTable } from '../../components/admin/products/import-report-table.tsx';
import { PriceListExportLinks } from '../../components/admin/products/price-list-links.tsx';
import { describedBy, FieldErrorText } from '../../components/admin/field-messages.tsx';

/** Rows of each table the page shows at most; the summary counts them all. */
const shownRows = 300;

export async function loader(args: Route.LoaderArgs) {
  await requireStaffPage(args, 'catalog');
  return null;
}

interface ImportView {
  report: Pick<ImportReport, 'mode' | 'applied' | 'file' | 'summary'>;
  errors: { row: number; sku: string; column: string; message: string }[];
  changes: Pick<ImportRowReport, 'row' | 'sku' | 'status' | 'fields'>[];
  moreErrors: number;
  moreChanges: number;
}
type ActionAnswer = { errors: Record<string, string[]> } | { view: ImportView };

/** The report as the page shows it: the summary, the errors and the rows that change, each cut to a page's worth. */
function viewOf(report: ImportReport): ImportView {
  const errors = report.rows.flatMap((row) => row.errors.map((error) => ({ row: row.row, sku: row.sku, ...error })));
  const changes = report.rows.filter((row) => row.status === 'create' || row.status === 'update').map(({ row, sku, status, fields }) => ({ row, sku, status, fields }));
  const { mode, applied, file, summary } = report;
  return { report: { mode, applied, file, summary }, errors: errors.slice(0, shownRows), changes: changes.slice(0, shownRows), moreErrors: Math.max(0, errors.length - shownRows), moreChanges: Math.max(0, changes.length - shownRows) };
}

/** A dry run or an apply of the file sent (the same file each time: nothing is kept between them). */
export async function action(args: Route.ActionArgs) {
  const actor = await requireStaffPage(args, 'catalog');
  const t = translator(actor.locale);
  const refused = (field: string, message: string) => data({ errors: { [field]: [message] } } satisfies ActionAnswer, { status: 422, headers: adminHeaders });
  const upload = await readImportUpload(args.request, t);
  if (!upload.ok) return refused(upload.field === 'body' ? 'file' : upload.field, upload.message);
  const { db, now } = getDeps(args.context);
  const result = await importProducts(db, { ...upload, locale: actor.locale, actor, ip: pageRequestOrigin(args).ip, now: now() });
  if (!result.ok) return refused('file', refusalMessage(result.refusal, t));
  const refusedApply = result.report.mode === 'apply' && !result.report.applied;
  return data({ view: viewOf(result.report) } satisfies ActionAnswer, { status: refusedApply ? 422 : 200, headers: adminHeaders });
}

export function headers() {
  return adminHeaders;
}

export default function ProductsImportPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = actionData as ActionAnswer | undefined;
  const fileErrors = answer && 'errors' in answer ? (answer.errors.file ?? Object.values(answer.errors)[0]) : undefined;
  const view = answer && 'view' in answer ? answer.view : null;
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="space-y-5">
      <AdminHead title={t('adminProductsImport.title')} />
      <Link to="/admin/products" className="underline">
        {t('adminProductsImport.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('adminProductsImport.title')}</h1>
      <p className="max-w-3xl">{t('adminProductsImport.intro', { columns: productSheetColumns.join(', ') })}</p>
      <p className="flex flex-wrap gap-3">
        <PriceListExportLinks />
      </p>

      <Form method="post" encType="multipart/form-data" className="max-w-xl space-y-3 rounded border border-stone-300 p-4">
        <div className="flex flex-col gap-1">
          <label htmlFor="import-file" className="font-medium">
            {t('adminProductsImport.file')}
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            required
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="min-h-11 md:min-h-9"
            {...describedBy('import-file', fileErrors, 'import-file-hint')}
          />
          <p id="import-file-hint" className="text-sm text-stone-700">
            {t('adminProductsImport.limits', { mb: maxImportBytes / 1024 / 1024, rows: maxImportRows })}
          </p>
          <FieldErrorText id="import-file" errors={fileErrors} />
        </div>
        <p className="text-sm text-stone-700">{t('adminProductsImport.applyHint')}</p>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="mode" value="dry_run" disabled={busy} className={buttonClass}>
            {t('adminProductsImport.dryRun')}
          </button>
          <button type="submit" name="mode" value="apply" disabled={busy} className={secondaryButtonClass}>
            {t('adminProductsImport.apply')}
          </button>
        </div>
      </Form>

      <div role="status">{view && <ImportSummary view={view} />}</div>
      {view && view.errors.length > 0 && (
        <ImportReportTable
          id="import-errors"
          title={t('adminProductsImport.errorsTitle')}
          columns={[t('adminProductsImport.columns.row'), t('adminProductsImport.columns.sku'), t('adminProductsImport.columns.column'), t('adminProductsImport.columns.message')]}
          rows={view.errors.map((error) => ({
            key: `${error.row}/${error.column}/${error.message}`,
            // oxlint-disable-next-line react/jsx-key -- the table keys each cell by its column
            cells: [error.row, <span className="font-mono">{error.sku}</span>, <span className="font-mono">{error.column}</span>, error.message],
          }))}
          more={view.moreErrors > 0 ? t('adminProductsImport.more', { count: view.moreErrors }) : null}
        />
      )}
      {view && view.changes.length > 0 && (
        <ImportReportTable
          id="import-changes"
          title={t('adminProductsImport.changesTitle')}
          columns={[t('adminProductsImport.columns.row'), t('adminProductsImport.columns.sku'), t('adminProductsImport.columns.status'), t('adminProductsImport.columns.fields')]}
          rows={view.changes.map((change) => ({
            key: String(change.row),
            // oxlint-disable-next-line react/jsx-key -- the table keys each cell by its column
            cells: [change.row, <span className="font-mono">{change.sku}</span>, t(`adminProductsImport.status.${change.status}`), <span className="font-mono">{change.fields.join(', ')}</span>],
          }))}
          more={view.moreChanges > 0 ? t('adminProductsImport.more', { count: view.moreChanges }) : null}
        />
      )}
    </div>
  );
}

function ImportSummary({ view }: { view: ImportView }) {
  const { t } = useTranslation();
  const { report } = view;
  const { summary } = report;
  const outcome =
    report.mode === 'apply' && report.applied
      ? t('adminProductsImport.applied', { created: summary.products_created, changed: summary.products_changed })
      : summary.error > 0
        ? t('adminProductsImport.hasErrors')
        : t('adminProductsImport.dryRunDone');
  return (
    <section aria-labelledby="import-summary" className="space-y-2">
      <h2 id="import-summary" className="text-lg font-semibold">
        {t('adminProductsImport.summaryTitle', { file: report.file })}
      </h2>
      <p className={summary.error > 0 ? 'font-medium text-red-800' : 'font-medium'}>{outcome}</p>
      <dl className="grid max-w-md grid-cols-[auto_auto] gap-x-6 gap-y-1">
        {(['rows', 'create', 'update', 'unchanged', 'error'] as const).map((key) => (
          <div key={key} className="contents">
            <dt>{t(`adminProductsImport.summary.${key}`)}</dt>
            <dd data-summary={key} className="font-semibold">
              {summary[key]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
