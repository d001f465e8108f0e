import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/set-password';
import { translator } from '../../../common/i18n.ts';
import { staffSetPasswordSchema } from '../../../common/staff.ts';
import { HttpError } from '../../../server/http/errors.ts';
import { setPasswordLinkHolder, setStaffPassword } from '../../../server/modules/staff/staff.enrolment.ts';
import { staffStepCookieHeader } from '../../../server/modules/staff/staff.cookies.ts';
import { pageRequestOrigin } from '../../lib/admin.server.ts';
import { signInLocale } from '../../lib/admin-locale.server.ts';
import { refusal } from '../../lib/admin-forms.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { FormErrors, SubmitButton, TextField } from '../../components/admin/admin-form.tsx';

const tokenPattern = /^[A-Za-z0-9_-]{16,128}$/;

/** The link's page: who it is for, or that it no longer works (410). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const holder = tokenPattern.test(params.token) ? await setPasswordLinkHolder(getDeps(context), { token: params.token }) : null;
  if (!holder) return data({ holder: null }, { status: 410 });
  return { holder: { name: holder.name, email: holder.email } };
}

export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args;
  const deps = getDeps(context);
  const locale = signInLocale(request);
  const submission = parseWithZod(await request.formData(), { schema: staffSetPasswordSchema });
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password', 'password_confirmation'] }) }, { status: 422 });
  try {
    if (!tokenPattern.test(params.token)) throw new HttpError(410, translator(locale)('admin.setPassword.linkExpired'));
    const done = await setStaffPassword(deps, { token: params.token, password: submission.value.password, locale, origin: pageRequestOrigin(args) });
    if (done.next === 'enrol' && done.stepToken) {
      return redirect(`/admin/enrol?lang=${locale}`, { headers: { 'set-cookie': staffStepCookieHeader(deps.config, done.stepToken, done.stepMinutes * 60) } });
    }
    return redirect(`/admin/sign-in?lang=${locale}`);
  } catch (error) {
    const refused = refusal(submission, error, { hideFields: ['password', 'password_confirmation'] });
    return data({ result: refused.result }, { status: refused.status });
  }
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffSetPasswordSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const title = t('admin.setPassword.title');
  if (!loaderData.holder) {
    return (
      <>
        <AdminHead title={title} />
        <h1 className="mb-4 text-2xl font-bold">{title}</h1>
        <p role="alert">{t('admin.setPassword.linkExpired')}</p>
      </>
    );
  }
  return (
    <>
      <AdminHead title={title} />
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      <p className="mb-4">{t('admin.setPassword.intro', { name: loaderData.holder.name, email: loaderData.holder.email })}</p>
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        {/* The address, for password managers to file the new password under. */}
        <input type="email" name="username" autoComplete="username" value={loaderData.holder.email} readOnly hidden />
        <TextField field={fields.password} label={t('admin.setPassword.password')} type="password" autoComplete="new-password" />
        <TextField field={fields.password_confirmation} label={t('admin.setPassword.confirmation')} type="password" autoComplete="new-password" />
        <SubmitButton busy={busy}>{t('admin.setPassword.submit')}</SubmitButton>
      </Form>
    </>
  );
}
