import '../../locales/admin-customers/index.ts';
import { useTranslation } from 'react-i18next';
import { data, Form } from 'react-router';
import type { Route } from './+types/jobs';
import type { JobFailureView } from '../../../common/admin-jobs.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { listJobFailures, retryJob } from '../../../server/jobs/jobs.failures.ts';
import { adminHeaders, requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { cellClass, formatKyivTime, headClass, secondaryButtonClass, tableClass } from '../../components/admin/admin-format.ts';

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'jobs');
  return { failures: await listJobFailures(getDeps(args.context).db), locale: actor.locale };
}

export async function action(args: Route.ActionArgs) {
  const actor = await requireStaffPage(args, 'jobs');
  const t = translator(actor.locale);
  const raw = String((await args.request.formData()).get('id') ?? '');
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || id < 1) throw data({ message: t('adminJobs.notFound') }, { status: 404, headers: adminHeaders });
  const result = await retryJob(getDeps(args.context).db, { id, actor });
  if (!result.ok) return data({ message: t(`adminJobs.${result.reason}`), ok: false }, { status: result.reason === 'notFound' ? 404 : 409, headers: adminHeaders });
  return { message: t('adminJobs.retried', { id }), ok: true };
}

export function headers() {
  return adminHeaders;
}

function JobsTable({ jobs, locale, dead }: { jobs: JobFailureView[]; locale: Locale; dead: boolean }) {
  const { t } = useTranslation();
  if (jobs.length === 0) return <p>{t('adminJobs.none')}</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className={tableClass}>
        <thead>
          <tr>
            <th scope="col" className={headClass}>{t('adminJobs.columns.id')}</th>
            <th scope="col" className={headClass}>{t('adminJobs.columns.kind')}</th>
            <th scope="col" className={headClass}>{t('adminJobs.columns.attempts')}</th>
            <th scope="col" className={headClass}>{t('adminJobs.columns.error')}</th>
            <th scope="col" className={headClass}>{t('adminJobs.columns.created')}</th>
            <th scope="col" className={headClass}>{dead ? t('adminJobs.columns.deadAt') : t('adminJobs.columns.runAt')}</th>
            <th scope="col" className={headClass}>
              <span className="sr-only">{t('adminJobs.retry')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.id} data-job-row={job.id}>
              <td className={cellClass}>{job.id}</td>
              <td className={`${cellClass} font-mono`}>{job.kind}</td>
              <td className={cellClass}>
                {job.attempts} / {job.max_attempts}
              </td>
              <td className={`${cellClass} max-w-md font-mono text-xs break-words whitespace-pre-wrap`}>{job.last_error ?? '—'}</td>
              <td className={cellClass}>{formatKyivTime(job.created_at, locale)}</td>
              <td className={cellClass}>{formatKyivTime(dead && job.dead_at ? job.dead_at : job.run_at, locale)}</td>
              <td className={cellClass}>
                <Form method="post">
                  <input type="hidden" name="id" value={job.id} />
                  <button type="submit" className={secondaryButtonClass} aria-label={t('adminJobs.retryLabel', { id: job.id })}>
                    {t('adminJobs.retry')}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function JobsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { failures, locale } = loaderData;
  return (
    <div className="space-y-5">
      <AdminHead title={t('adminJobs.title')} />
      <h1 className="text-2xl font-bold">{t('adminJobs.title')}</h1>
      <p>{t('adminJobs.intro')}</p>
      <p role="status">{actionData?.message ?? ''}</p>
      <section aria-labelledby="jobs-dead" className="space-y-2">
        <h2 id="jobs-dead" className="text-lg font-semibold">
          {t('adminJobs.dead')}
        </h2>
        <JobsTable jobs={failures.dead} locale={locale} dead />
      </section>
      <section aria-labelledby="jobs-failing" className="space-y-2">
        <h2 id="jobs-failing" className="text-lg font-semibold">
          {t('adminJobs.failing')}
        </h2>
        <JobsTable jobs={failures.failing} locale={locale} dead={false} />
      </section>
    </div>
  );
}
