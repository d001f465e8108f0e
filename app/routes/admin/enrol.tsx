import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/enrol';
import { staffCodeSchema } from '../../../common/staff.ts';
import { confirmEnrolment, enrolmentView } from '../../../server/modules/staff/staff.enrolment.ts';
import { clearStaffStepCookieHeader, staffSessionCookieHeader, staffStepTokenOf } from '../../../server/modules/staff/staff.cookies.ts';
import { translator } from '../../../common/i18n.ts';
import { HttpError } from '../../../server/http/errors.ts';
import { pageRequestOrigin } from '../../lib/admin.server.ts';
import { signInLocale } from '../../lib/admin-locale.server.ts';
import { refusal } from '../../lib/admin-forms.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { FormErrors, SubmitButton, TextField } from '../../components/admin/admin-form.tsx';

/** The secret to enrol (as a QR code and as text), for the member the enrolment step names. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const stepToken = staffStepTokenOf(request);
  const view = stepToken ? await enrolmentView(getDeps(context), { stepToken }) : null;
  if (!view) return data({ enrolment: null }, { status: 410 });
  return { enrolment: view };
}

/** A right code turns the second factor on and signs in; the recovery codes are answered this once. */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const deps = getDeps(context);
  const locale = signInLocale(request);
  const submission = parseWithZod(await request.formData(), { schema: staffCodeSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), recoveryCodes: null }, { status: 422 });
  try {
    const stepToken = staffStepTokenOf(request);
    if (!stepToken) throw new HttpError(410, translator(locale)('admin.signIn.stepExpired'));
    const done = await confirmEnrolment(deps, { stepToken, code: submission.value.code, locale, origin: pageRequestOrigin(args) });
    const headers = new Headers();
    headers.append('set-cookie', staffSessionCookieHeader(deps.config, done.sessionToken));
    headers.append('set-cookie', clearStaffStepCookieHeader(deps.config));
    return data({ result: submission.reply({ resetForm: true }), recoveryCodes: done.recoveryCodes }, { headers });
  } catch (error) {
    const refused = refusal(submission, error);
    return data({ result: refused.result, recoveryCodes: null }, { status: refused.status });
  }
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.enrol.recoveryTitle')}</h1>
      <p className="mb-4">{t('admin.enrol.recoveryIntro')}</p>
      <ul data-testid="recovery-codes" className="mb-6 grid grid-cols-2 gap-2 font-mono text-lg">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Link to="/admin" reloadDocument className="inline-flex min-h-11 items-center rounded bg-stone-900 px-5 py-2 font-semibold text-white">
        {t('admin.enrol.continue')}
      </Link>
    </>
  );
}

export default function Enrol({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffCodeSchema }),
    shouldValidate: 'onSubmit',
  });
  const title = t('admin.enrol.title');
  if (actionData?.recoveryCodes) {
    return (
      <>
        <AdminHead title={t('admin.enrol.recoveryTitle')} />
        <RecoveryCodes codes={actionData.recoveryCodes} />
      </>
    );
  }
  const enrolment = loaderData.enrolment;
  return (
    <>
      <AdminHead title={title} />
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      {!enrolment ? (
        <>
          <p role="alert" className="mb-4">
            {t('admin.signIn.stepExpired')}
          </p>
          <Link to="/admin/sign-in" className="underline">
            {t('admin.signIn.startAgain')}
          </Link>
        </>
      ) : (
        <>
          <p className="mb-4">{t('admin.enrol.intro')}</p>
          {/* Made on the server by `qrcode`: plain SVG shapes, no script. */}
          <div role="img" aria-label={t('admin.enrol.qrLabel')} className="mx-auto mb-4 w-56" dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }} />
          <p className="mb-1 font-medium">{t('admin.enrol.secret')}</p>
          <p className="mb-6 break-all rounded bg-stone-100 p-2">
            <code data-testid="totp-secret" className="font-mono">
              {enrolment.secret}
            </code>
          </p>
          <Form method="post" {...getFormProps(form)}>
            <FormErrors id={form.errorId} errors={form.errors} />
            <TextField field={fields.code} label={t('admin.enrol.code')} autoComplete="one-time-code" inputMode="numeric" />
            <SubmitButton busy={busy}>{t('admin.enrol.submit')}</SubmitButton>
          </Form>
        </>
      )}
    </>
  );
}
