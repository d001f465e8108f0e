import '../../locales/admin-content/index.ts';
import '../../locales/admin-products/index.ts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/content-editor';
import { articleInputSchema, contentIdSchema, pageInputSchema, type StaffArticleDetail, type StaffPageDetail } from '../../../common/admin-content.ts';
import { translator } from '../../../common/i18n.ts';
import { locales } from '../../../common/locales.ts';
import { fieldErrors } from '../../../server/http/validation.ts';
import { getStaffArticle, getStaffPage, saveArticle, savePage, type ContentSaveResult } from '../../../server/modules/content/content.admin.ts';
import { adminHeaders, pageRequestOrigin, requireStaffPage, type StaffActor } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { EditorHeader } from '../../components/admin/editor-header.tsx';
import { adminInputClass as inputClass, buttonClass, secondaryButtonClass } from '../../components/admin/admin-format.ts';
import { describedBy, FieldErrorText, fieldId, type FieldMessages } from '../../components/admin/field-messages.tsx';
import { BlockList } from '../../components/admin/content/block-list.tsx';
import { articleTextFields, pageTextFields, readContentForm, shownDay } from '../../components/admin/content/content-form.ts';
import { contentKindOfPath, contentListPath, type ContentKind } from '../../components/admin/content/content-kind.ts';
import { PictureField } from '../../components/admin/content/picture-field.tsx';
import { previewDraftAddress } from '../../components/admin/content/preview-draft.ts';
import { RichTextEditor } from '../../components/admin/content/rich-text-editor.tsx';

type Item = StaffPageDetail | StaffArticleDetail;

/** `{list}/new` has no id; `{list}/:id` names an existing page or article of the list's kind (else 404). */
async function itemOf(args: Route.LoaderArgs | Route.ActionArgs, actor: StaffActor, kind: ContentKind): Promise<Item | null> {
  if (args.params.id === undefined) return null;
  const { db } = getDeps(args.context);
  const parsed = contentIdSchema.safeParse({ id: args.params.id });
  const item = !parsed.success ? null : kind === 'page' ? await getStaffPage(db, parsed.data.id) : await getStaffArticle(db, { kind, id: parsed.data.id });
  if (!item) throw data({ message: translator(actor.locale)('adminContent.notFound') }, { status: 404, headers: adminHeaders });
  return item;
}

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'content');
  const url = new URL(args.request.url);
  const kind = contentKindOfPath(url.pathname);
  return { kind, item: await itemOf(args, actor, kind), created: url.searchParams.get('done') === 'created' };
}

type ActionAnswer = { message: string; errors?: Record<string, string[]> };

export async function action(args: Route.ActionArgs) {
  const actor = await requireStaffPage(args, 'content');
  const kind = contentKindOfPath(new URL(args.request.url).pathname);
  const existing = await itemOf(args, actor, kind);
  const t = translator(actor.locale);
  const { db, now } = getDeps(args.context);
  const change = { actor, ip: pageRequestOrigin(args).ip, now: now() };
  const refused = (errors: Record<string, string[]>) => data({ message: t('adminContent.invalid'), errors } satisfies ActionAnswer, { status: 422, headers: adminHeaders });
  const input = readContentForm(await args.request.formData(), kind);
  const label = (field: string) => ({ field: t(`adminContent.fields.${field.split('.').pop()}`) });
  let result: ContentSaveResult<Item>;
  if (kind === 'page') {
    const parsed = pageInputSchema.safeParse(input);
    if (!parsed.success) return refused(fieldErrors(parsed.error.issues, actor.locale, label));
    result = await savePage(db, { id: existing?.id, input: parsed.data, ...change });
  } else {
    const parsed = articleInputSchema.safeParse(input);
    if (!parsed.success) return refused(fieldErrors(parsed.error.issues, actor.locale, label));
    result = await saveArticle(db, { kind, id: existing?.id, input: parsed.data, ...change });
  }
  if (!result.ok) {
    if (result.reason === 'notFound') throw data({ message: t('adminContent.notFound') }, { status: 404, headers: adminHeaders });
    return refused(Object.fromEntries(Object.entries(result.errors).map(([field, keys]) => [field, keys.map((key) => t(key))])));
  }
  if (!existing) throw redirect(`${contentListPath[kind]}/${result.item.id}?done=created`, { headers: adminHeaders });
  return { message: t(result.changed ? 'adminContent.saved' : 'adminContent.unchanged') } satisfies ActionAnswer;
}

export function headers() {
  return adminHeaders;
}

export default function ContentEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { kind, item, created } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const errors = answer?.errors;
  const busy = useNavigation().state === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  const article = item && 'kind' in item ? item : null;
  const title = item ? item.translations.uk.title || item.slug : t(`adminContent.kinds.${kind}.new`);
  const status = answer && !answer.errors ? answer.message : created ? t('adminContent.created') : '';
  const field = (name: string) => ({ id: fieldId(name, 'content'), name, ...describedBy(fieldId(name, 'content'), errors?.[name]) });
  /** The unsaved form, shown in a new tab by the storefront's template (see content-preview.tsx). */
  const preview = (locale: string) => {
    if (!form.current) return;
    const fields = [...new FormData(form.current).entries()].map(([name, value]) => [name, String(value)]);
    fields.push(['preview_kind', kind], ['preview_locale', locale], ['preview_id', String(item?.id ?? '')]);
    window.open(previewDraftAddress(fields), '_blank');
  };
  return (
    <div className="space-y-5">
      <EditorHeader
        title={title}
        back={{ to: contentListPath[kind], label: t(`adminContent.kinds.${kind}.back`) }}
        sitePath={item?.published ? item.path : null}
        onSiteLabel={(locale) => t(`adminContent.onSite.${locale}`)}
        status={status}
        refusal={errors ? (answer?.message ?? '') : null}
      />
      {/* Keyed by the saved version: after a save every field starts again from what is stored. */}
      <Form method="post" noValidate ref={form} key={item?.updated_at ?? 'new'} className="max-w-6xl space-y-6">
        <fieldset className="space-y-4 rounded border border-stone-300 p-4">
          <legend className="px-1 text-lg font-semibold">{t('adminContent.groups.texts')}</legend>
          {(kind === 'page' ? pageTextFields : articleTextFields).map((name) => (
            <TranslationRow key={name} name={name} item={item} errors={errors} />
          ))}
        </fieldset>

        <fieldset className="grid gap-4 rounded border border-stone-300 p-4 md:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t('adminContent.groups.main')}</legend>
          <div>
            <label htmlFor={fieldId('slug', 'content')} className="mb-1 block font-medium">
              {t('adminContent.fields.slug')}
            </label>
            <p id="content-slug-hint" className="mb-1 text-sm text-stone-700">
              {t('adminContent.hints.slug')}
            </p>
            <input type="text" defaultValue={item?.slug ?? ''} autoComplete="off" className={inputClass} {...field('slug')} {...describedBy(fieldId('slug', 'content'), errors?.slug, 'content-slug-hint')} />
            <FieldErrorText id={fieldId('slug', 'content')} errors={errors?.slug} />
          </div>
          {kind !== 'page' && (
            <div>
              <label htmlFor={fieldId('published_at', 'content')} className="mb-1 block font-medium">
                {t('adminContent.fields.published_at')}
              </label>
              <input type="date" defaultValue={shownDay(article?.published_at ?? new Date().toISOString())} className={inputClass} {...field('published_at')} />
              {article && <input type="hidden" name="published_at_stored" value={article.published_at} />}
              <FieldErrorText id={fieldId('published_at', 'content')} errors={errors?.published_at} />
            </div>
          )}
          {kind !== 'page' && <PictureField name="cover" label={t('adminContent.fields.cover')} defaultValue={article?.cover ?? ''} errors={errors?.cover} />}
          <label className="inline-flex min-h-11 items-center gap-2 font-medium">
            <input type="checkbox" name="published" defaultChecked={item?.published ?? false} className="size-5" />
            {t('adminContent.fields.published')}
          </label>
        </fieldset>

        {kind === 'landing' && <BlockList blocks={article?.blocks ?? []} errors={errors} />}

        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={buttonClass}>
            {item ? t('adminContent.save') : t('adminContent.create')}
          </button>
          {locales.map((locale) => (
            <button key={locale} type="button" className={secondaryButtonClass} onClick={() => preview(locale)}>
              {t('adminContent.inLanguage', { label: t('adminContent.preview'), language: t(`adminContent.languages.${locale}`) })}
            </button>
          ))}
        </div>
      </Form>
    </div>
  );
}

/** One text in both languages side by side; the body in the rich-text editor. */
function TranslationRow({ name, item, errors }: { name: (typeof articleTextFields)[number]; item: Item | null; errors: FieldMessages }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {locales.map((locale) => {
        const inputName = `translations.${locale}.${name}`;
        const id = fieldId(inputName, 'content');
        const label = t('adminContent.inLanguage', { label: t(`adminContent.fields.${name}`), language: t(`adminContent.languages.${locale}`) });
        const stored = item ? ((item.translations[locale] as Record<string, string>)[name] ?? '') : '';
        const fieldErrorsOf = errors?.[inputName];
        return (
          <div key={locale}>
            {name === 'body' ? (
              <RichTextEditor id={id} name={inputName} label={label} defaultValue={stored} invalid={Boolean(fieldErrorsOf?.length)} describedBy={fieldErrorsOf?.length ? `${id}-error` : undefined} />
            ) : (
              <>
                <label htmlFor={id} className="mb-1 block font-medium">
                  {label}
                </label>
                {name === 'meta_description' || name === 'excerpt' ? (
                  <textarea rows={3} id={id} name={inputName} defaultValue={stored} className={inputClass} {...describedBy(id, fieldErrorsOf)} />
                ) : (
                  <input type="text" id={id} name={inputName} defaultValue={stored} className={inputClass} {...describedBy(id, fieldErrorsOf)} />
                )}
              </>
            )}
            <FieldErrorText id={id} errors={fieldErrorsOf} />
          </div>
        );
      })}
    </div>
  );
}
