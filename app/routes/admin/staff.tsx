import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, useNavigation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/staff';
import { translator } from '../../../common/i18n.ts';
import { locales } from '../../../common/locales.ts';
import { staffRoles } from '../../../common/staff-roles.ts';
import { staffInviteSchema, staffRoleSchema } from '../../../common/staff.ts';
import { HttpError } from '../../../server/http/errors.ts';
import { publicOrigin } from '../../../server/http/origin.ts';
import { listStaff } from '../../../server/modules/staff/staff.list.ts';
import { changeStaffRole, inviteStaff, resetStaffEnrolment, revokeMemberSessions, setStaffDisabled } from '../../../server/modules/staff/staff.manage.ts';
import { pageRequestOrigin, requireStaffPage } from '../../lib/admin.server.ts';
import { refusal } from '../../lib/admin-forms.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { FormErrors, SubmitButton, TextField } from '../../components/admin/admin-form.tsx';
import { AdminSelect } from '../../components/admin/admin-select.tsx';
import { StaffTable } from '../../components/admin/staff-table.tsx';

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'staff');
  return { members: await listStaff(getDeps(args.context).db), selfId: actor.id };
}

const memberAction = z.object({ intent: z.enum(['role', 'disable', 'enable', 'revoke', 'reset']), id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Invitations and the actions on a member; each calls the same service as /api/admin/staff. */
export async function action(args: Route.ActionArgs) {
  const actor = await requireStaffPage(args, 'staff');
  const deps = getDeps(args.context);
  const t = translator(actor.locale);
  const formData = await args.request.formData();
  const ip = pageRequestOrigin(args).ip;
  if (formData.get('intent') === 'invite') {
    const submission = parseWithZod(formData, { schema: staffInviteSchema });
    if (submission.status !== 'success') return data({ invite: submission.reply(), notice: null, error: null }, { status: 422 });
    try {
      await inviteStaff(deps, { actor, ip, ...submission.value, origin: publicOrigin(deps.config, args.request) });
      return { invite: submission.reply({ resetForm: true }), notice: t('admin.staff.invited', { email: submission.value.email }), error: null };
    } catch (error) {
      const refused = refusal(submission, error);
      return data({ invite: refused.result, notice: null, error: null }, { status: refused.status });
    }
  }
  const parsed = memberAction.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return data({ invite: null, notice: null, error: t('validations.invalid') }, { status: 422 });
  const { intent, id: staffId } = parsed.data;
  try {
    if (intent === 'role') {
      const role = staffRoleSchema.safeParse({ role: formData.get('role') });
      if (!role.success) return data({ invite: null, notice: null, error: t('validations.invalid') }, { status: 422 });
      await changeStaffRole(deps, { actor, ip, staffId, role: role.data.role });
      return { invite: null, notice: t('admin.staff.roleChanged'), error: null };
    }
    if (intent === 'disable' || intent === 'enable') {
      await setStaffDisabled(deps, { actor, ip, staffId, disabled: intent === 'disable' });
      return { invite: null, notice: t(intent === 'disable' ? 'admin.staff.disabled' : 'admin.staff.enabled'), error: null };
    }
    if (intent === 'revoke') {
      const { revoked } = await revokeMemberSessions(deps, { actor, ip, staffId });
      return { invite: null, notice: t('admin.staff.revoked', { count: revoked }), error: null };
    }
    await resetStaffEnrolment(deps, { actor, ip, staffId });
    return { invite: null, notice: t('admin.staff.enrolmentReset'), error: null };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data({ invite: null, notice: null, error: error.message }, { status: error.status });
  }
}

function InviteForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffInviteSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <section aria-labelledby="invite-title" className="mt-8 max-w-xl rounded border border-stone-300 bg-white p-4">
      <h2 id="invite-title" className="mb-4 text-xl font-bold">
        {t('admin.staff.inviteTitle')}
      </h2>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="invite" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField field={fields.email} label={t('admin.staff.email')} type="email" autoComplete="off" />
        <TextField field={fields.name} label={t('admin.staff.name')} autoComplete="off" />
        <AdminSelect label={t('admin.staff.role')} name="role" defaultValue="manager" options={staffRoles.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }))} />
        <AdminSelect label={t('admin.staff.inviteLocale')} name="locale" defaultValue="uk" options={locales.map((locale) => ({ value: locale, label: t(`admin.languageNames.${locale}`) }))} />
        <SubmitButton busy={busy}>{t('admin.staff.inviteSubmit')}</SubmitButton>
      </Form>
    </section>
  );
}

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <AdminHead title={t('admin.staff.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('admin.staff.title')}</h1>
      <p className="mb-4 text-stone-700">{t('admin.staff.intro')}</p>
      <div role="status" className="mb-4">
        {actionData?.notice && <p className="rounded border border-green-700 bg-green-50 p-3 text-green-900">{actionData.notice}</p>}
      </div>
      {actionData?.error && (
        <p role="alert" className="mb-4 rounded border border-red-700 bg-red-50 p-3 text-red-900">
          {actionData.error}
        </p>
      )}
      <StaffTable members={loaderData.members} selfId={loaderData.selfId} />
      <InviteForm lastResult={actionData?.invite ?? undefined} />
    </>
  );
}
