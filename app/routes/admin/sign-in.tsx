import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/sign-in';
import { translator } from '../../../common/i18n.ts';
import { staffCodeSchema, staffSignInSchema } from '../../../common/staff.ts';
import { HttpError } from '../../../server/http/errors.ts';
import { staffOfToken } from '../../../server/modules/staff/staff.tokens.ts';
import { checkStaffPassword, completeStaffSignIn } from '../../../server/modules/staff/staff.signin.ts';
import { clearStaffStepCookieHeader, staffSessionCookieHeader, staffStepCookieHeader, staffStepTokenOf } from '../../../server/modules/staff/staff.cookies.ts';
import { pageRequestOrigin, safeAdminNext, staffOfRequest } from '../../lib/admin.server.ts';
import { signInLocale } from '../../lib/admin-locale.server.ts';
import { refusal } from '../../lib/admin-forms.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { FormErrors, SubmitButton, TextField } from '../../components/admin/admin-form.tsx';

/** Which step to show: the code form while a live second-factor step is in the cookie. */
export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const next = safeAdminNext(new URL(request.url).searchParams.get('next'));
  if (await staffOfRequest(args)) throw redirect(next);
  const stepToken = staffStepTokenOf(request);
  const { db, now } = getDeps(context);
  const step = stepToken ? await staffOfToken(db, { token: stepToken, purpose: 'second_factor', now: now() }) : null;
  return { step: step ? ('code' as const) : ('password' as const), next };
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const deps = getDeps(context);
  const locale = signInLocale(request);
  const next = safeAdminNext(new URL(request.url).searchParams.get('next'));
  const formData = await request.formData();
  const origin = pageRequestOrigin(args);
  if (formData.get('step') === 'code') {
    const submission = parseWithZod(formData, { schema: staffCodeSchema });
    if (submission.status !== 'success') return data({ result: submission.reply(), step: 'code' as const }, { status: 422 });
    const stepToken = staffStepTokenOf(request);
    try {
      if (!stepToken) throw stepExpired(locale);
      const signedIn = await completeStaffSignIn(deps, { stepToken, code: submission.value.code, locale, origin });
      const headers = new Headers();
      headers.append('set-cookie', staffSessionCookieHeader(deps.config, signedIn.sessionToken));
      headers.append('set-cookie', clearStaffStepCookieHeader(deps.config));
      return redirect(next, { headers });
    } catch (error) {
      const refused = refusal(submission, error);
      // An expired step starts over with the password.
      const headers: HeadersInit = refused.status === 410 ? { 'set-cookie': clearStaffStepCookieHeader(deps.config) } : {};
      return data({ result: refused.result, step: refused.status === 410 ? ('password' as const) : ('code' as const) }, { status: refused.status, headers });
    }
  }
  const submission = parseWithZod(formData, { schema: staffSignInSchema });
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password'] }), step: 'password' as const }, { status: 422 });
  try {
    const step = await checkStaffPassword(deps, { ...submission.value, locale, origin });
    const headers = { 'set-cookie': staffStepCookieHeader(deps.config, step.stepToken, step.stepMinutes * 60) };
    if (step.next === 'enrol') return redirect(`/admin/enrol?lang=${locale}`, { headers });
    return redirect(`/admin/sign-in?lang=${locale}&next=${encodeURIComponent(next)}`, { headers });
  } catch (error) {
    const refused = refusal(submission, error);
    return data({ result: { ...refused.result, initialValue: { email: submission.value.email } }, step: 'password' as const }, { status: refused.status });
  }
}

function stepExpired(locale: 'uk' | 'en') {
  return new HttpError(410, translator(locale)('admin.signIn.stepExpired'));
}

function PasswordStep({ lastResult }: { lastResult: Route.ComponentProps['actionData'] extends infer A ? (A extends { result: infer R } ? R : undefined) : undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffSignInSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="step" value="password" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField field={fields.email} label={t('admin.signIn.email')} type="email" autoComplete="username" inputMode="email" />
      <TextField field={fields.password} label={t('admin.signIn.password')} type="password" autoComplete="current-password" />
      <SubmitButton busy={busy}>{t('admin.signIn.submit')}</SubmitButton>
    </Form>
  );
}

function CodeStep({ lastResult }: { lastResult: Parameters<typeof PasswordStep>[0]['lastResult'] }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffCodeSchema }),
    shouldValidate: 'onSubmit',
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="step" value="code" />
      <p className="mb-4">{t('admin.signIn.codeIntro')}</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField field={fields.code} label={t('admin.signIn.code')} autoComplete="one-time-code" />
      <SubmitButton busy={busy}>{t('admin.signIn.codeSubmit')}</SubmitButton>
    </Form>
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const step = actionData?.step ?? loaderData.step;
  const title = step === 'code' ? t('admin.signIn.codeTitle') : t('admin.signIn.title');
  return (
    <>
      <AdminHead title={title} />
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      {step === 'code' ? <CodeStep lastResult={actionData?.step === 'code' ? actionData.result : undefined} /> : <PasswordStep lastResult={actionData?.step === 'password' ? actionData.result : undefined} />}
    </>
  );
}
