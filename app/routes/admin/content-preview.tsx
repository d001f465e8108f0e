import '../../locales/admin-content/index.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { data, useNavigation, useSubmit } from 'react-router';
import type { Route } from './+types/content-preview';
import { articleInputSchema, contentIdSchema, pageInputSchema } from '../../../common/admin-content.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { fieldErrors } from '../../../server/http/validation.ts';
import { getStaffArticle, getStaffPage } from '../../../server/modules/content/content.admin.ts';
import { articleInputOf, pageInputOf, previewArticle, previewPage, type ContentPreview } from '../../../server/modules/content/content.preview.ts';
import { adminHeaders, requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { ArticlePage } from '../../components/content/article-page.tsx';
import { TextPage } from '../../components/content/text-page.tsx';
import { readContentForm } from '../../components/admin/content/content-form.ts';
import type { ContentKind } from '../../components/admin/content/content-kind.ts';
import { takePreviewDraft } from '../../components/admin/content/preview-draft.ts';

/**
 * /admin/preview: the storefront's template with content that is not (or not yet) published, for
 * the staff who edit content only. POST the editor's form (unsaved: the editor opens
 * `?draft=<id>` and this page posts the stored draft itself), or GET `?kind=&id=&locale=` for what
 * is stored (a draft too). Never cached, never indexed: the back office's headers.
 */
type PreviewAnswer = { preview: ContentPreview | null; problems: string[] };

const kindOf = (value: unknown): ContentKind | null => (value === 'page' || value === 'news' || value === 'landing' ? value : null);
const localeOf = (value: unknown): Locale => (value === 'en' ? 'en' : 'uk');

export async function loader(args: Route.LoaderArgs): Promise<PreviewAnswer> {
  const actor = await requireStaffPage(args, 'content');
  const search = new URL(args.request.url).searchParams;
  const kind = kindOf(search.get('kind'));
  const id = contentIdSchema.safeParse({ id: search.get('id') });
  // A POST's own answer is its action's; the loader that runs after it has nothing to add.
  if (!kind || !id.success) return { preview: null, problems: [] };
  const { db } = getDeps(args.context);
  const locale = localeOf(search.get('locale'));
  const notFound = () => data({ message: translator(actor.locale)('adminContent.notFound') }, { status: 404, headers: adminHeaders });
  if (kind === 'page') {
    const page = await getStaffPage(db, id.data.id);
    if (!page) throw notFound();
    return { preview: previewPage({ id: page.id, input: pageInputOf(page), locale }), problems: [] };
  }
  const article = await getStaffArticle(db, { kind, id: id.data.id });
  if (!article) throw notFound();
  return { preview: await previewArticle(db, { kind, id: article.id, input: articleInputOf(article), locale }), problems: [] };
}

export async function action(args: Route.ActionArgs) {
  const actor = await requireStaffPage(args, 'content');
  const form = await args.request.formData();
  const kind = kindOf(form.get('preview_kind')) ?? 'page';
  const locale = localeOf(form.get('preview_locale'));
  const id = contentIdSchema.safeParse({ id: form.get('preview_id') });
  const input = readContentForm(form, kind);
  const refused = (issues: Parameters<typeof fieldErrors>[0]) =>
    data({ preview: null, problems: Object.values(fieldErrors(issues, actor.locale)).flat() } satisfies PreviewAnswer, { status: 422, headers: adminHeaders });
  if (kind === 'page') {
    const parsed = pageInputSchema.safeParse(input);
    if (!parsed.success) return refused(parsed.error.issues);
    return data({ preview: previewPage({ id: null, input: parsed.data, locale }), problems: [] } satisfies PreviewAnswer, { headers: adminHeaders });
  }
  const parsed = articleInputSchema.safeParse(input);
  if (!parsed.success) return refused(parsed.error.issues);
  const preview = await previewArticle(getDeps(args.context).db, { kind, id: id.success ? id.data.id : null, input: parsed.data, locale });
  return data({ preview, problems: [] } satisfies PreviewAnswer, { headers: adminHeaders });
}

export function headers() {
  return adminHeaders;
}

export const meta: Route.MetaFunction = () => [{ title: translator('uk')('adminContent.previewTitle') }, { name: 'robots', content: 'noindex, nofollow' }];

export default function ContentPreviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { preview, problems } = (actionData as PreviewAnswer | undefined) ?? loaderData;
  const submit = useSubmit();
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    const draft = takePreviewDraft(window.location.search);
    if (draft) void submit(draft, { method: 'post', replace: true });
  }, [submit]);
  return (
    <>
      <p role="note" aria-busy={busy} className="bg-amber-100 px-4 py-3 text-center font-semibold text-amber-950">
        {t('adminContent.previewBanner')}
      </p>
      {problems.length > 0 && (
        <ul role="alert" className="container-page list-disc py-4 pl-8 text-red-900">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {preview?.kind === 'page' && <TextPage page={preview.page} />}
      {preview && preview.kind !== 'page' && <ArticlePage article={preview.article} />}
    </>
  );
}
