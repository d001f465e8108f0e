import '../../locales/admin-settings/index.ts';
import { useTranslation } from 'react-i18next';
import { data, Form, NavLink, useNavigation } from 'react-router';
import type { Route } from './+types/settings';
import { settingsFieldKey, settingsInputSchema, type StaffSettingsView } from '../../../common/admin-settings.ts';
import { translator } from '../../../common/i18n.ts';
import { fieldErrors } from '../../../server/http/validation.ts';
import { getStaffSettings, saveSettings, settingsVersion } from '../../../server/modules/settings/settings.admin.ts';
import { can, type StaffCapability } from '../../../common/staff-roles.ts';
import { adminHeaders, pageRequestOrigin, requireStaffPage, type StaffActor } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { buttonClass } from '../../components/admin/admin-format.ts';
import { SettingsFieldRow } from '../../components/admin/settings/settings-field.tsx';
import { readSettingsForm, settingsSectionIds, settingsSections, type SettingsGroup, type SettingsSection } from '../../components/admin/settings/settings-form.ts';

/** The shop section holds bank details, order notifications, analytics and maintenance: owners only. */
const sectionCapability = (section: SettingsSection): StaffCapability => (section === 'shop' ? 'shop_settings' : 'settings');

/**
 * /admin/settings shows the storefront's texts; /admin/settings/:section the other parts (else
 * 404), each to the members whose role may change it (else 403).
 */
async function sectionOf(args: Route.LoaderArgs | Route.ActionArgs): Promise<{ actor: StaffActor; section: SettingsSection }> {
  const actor = await requireStaffPage(args, 'settings');
  const section = args.params.section ?? 'storefront';
  if (!(settingsSectionIds as string[]).includes(section)) throw data({ message: translator(actor.locale)('adminSettings.notFound') }, { status: 404, headers: adminHeaders });
  if (!can(actor.role, sectionCapability(section as SettingsSection))) throw data({ message: translator(actor.locale)('admin.errors.forbidden') }, { status: 403, headers: adminHeaders });
  return { actor, section: section as SettingsSection };
}

async function storedSettings(args: Route.LoaderArgs | Route.ActionArgs, actor: StaffActor): Promise<StaffSettingsView> {
  const settings = await getStaffSettings(getDeps(args.context).db);
  if (!settings) throw data({ message: translator(actor.locale)('adminSettings.missing') }, { status: 404, headers: adminHeaders });
  return settings;
}

export async function loader(args: Route.LoaderArgs) {
  const { actor, section } = await sectionOf(args);
  const settings = await storedSettings(args, actor);
  const sections = settingsSectionIds.filter((id) => can(actor.role, sectionCapability(id)));
  return { section, sections, settings, version: settingsVersion(settings) };
}

type ActionAnswer = { message: string; errors?: Record<string, string[]> };

export async function action(args: Route.ActionArgs) {
  const { actor, section } = await sectionOf(args);
  const t = translator(actor.locale);
  const stored = await storedSettings(args, actor);
  const form = await args.request.formData();
  const { input, aliases } = readSettingsForm(section, form, stored);
  const parsed = settingsInputSchema.safeParse(input);
  if (!parsed.success) {
    const byPath = fieldErrors(parsed.error.issues, actor.locale, (field) => ({ field: t(settingsFieldKey(field), { defaultValue: field }) }));
    const errors: Record<string, string[]> = {};
    for (const [path, messages] of Object.entries(byPath)) (errors[aliases[path] ?? path] ??= []).push(...messages);
    return data({ message: t('adminSettings.invalid'), errors } satisfies ActionAnswer, { status: 422, headers: adminHeaders });
  }
  const { db, now } = getDeps(args.context);
  const result = await saveSettings(db, {
    input: parsed.data,
    actor,
    ip: pageRequestOrigin(args).ip,
    now: now(),
    // The form's settings must still be the stored ones: another member's save is never undone.
    expectedVersion: String(form.get('version') ?? ''),
    mayChangeShop: can(actor.role, 'shop_settings'),
  });
  if (!result.ok) {
    if (result.reason === 'stale') return data({ message: t('adminSettings.stale'), errors: {} } satisfies ActionAnswer, { status: 409, headers: adminHeaders });
    if (result.reason === 'invalid') return data({ message: t('adminSettings.invalid'), errors: Object.fromEntries(Object.entries(result.errors).map(([field, keys]) => [field, keys.map((key) => t(key))])) } satisfies ActionAnswer, { status: 422, headers: adminHeaders });
    if (result.reason === 'ownerOnly') throw data({ message: t('adminSettings.ownerOnly') }, { status: 403, headers: adminHeaders });
    throw data({ message: t('adminSettings.missing') }, { status: 404, headers: adminHeaders });
  }
  return { message: t(result.changed.length > 0 ? 'adminSettings.saved' : 'adminSettings.unchanged') } satisfies ActionAnswer;
}

export function headers() {
  return adminHeaders;
}

const sectionPath = (section: SettingsSection) => (section === 'storefront' ? '/admin/settings' : `/admin/settings/${section}`);

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { section, sections, settings, version } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const busy = useNavigation().state === 'submitting';
  const title = t(`adminSettings.sections.${section}`);
  return (
    <div className="space-y-5">
      <AdminHead title={`${title} · ${t('adminSettings.title')}`} />
      <h1 className="text-2xl font-bold">{t('adminSettings.title')}</h1>
      <nav aria-label={t('adminSettings.sectionsLabel')}>
        <ul className="flex flex-wrap gap-2">
          {sections.map((id) => (
            <li key={id}>
              <NavLink
                to={sectionPath(id)}
                end
                className={({ isActive }) => `inline-flex min-h-11 items-center rounded border px-4 font-medium ${isActive ? 'border-stone-900 bg-stone-900 text-white' : 'border-stone-400 hover:bg-stone-100'}`}
              >
                {t(`adminSettings.sections.${id}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="text-xl font-semibold">{title}</h2>
      <p role="status">{answer && !answer.errors ? answer.message : ''}</p>
      {answer?.errors && (
        <div role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
          {answer.message}
        </div>
      )}
      {/* The key renders the form afresh on another section or after a save, so its fields start from what is stored. */}
      <Form method="post" key={`${section}:${version}`} noValidate className="max-w-5xl space-y-6">
        <input type="hidden" name="version" value={version} />
        {(settingsSections[section] as SettingsGroup[]).map((group) => (
          <fieldset key={group.id} className="space-y-4 rounded border border-stone-300 p-4">
            <legend className="px-1 text-lg font-semibold">{t(`adminSettings.groups.${group.id}`)}</legend>
            {group.fields.map((field) => (
              <SettingsFieldRow key={field.path} field={field} settings={settings} errors={answer?.errors} />
            ))}
          </fieldset>
        ))}
        <button type="submit" disabled={busy} className={buttonClass}>
          {t('adminSettings.save')}
        </button>
      </Form>
    </div>
  );
}
