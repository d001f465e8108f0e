import { useTranslation } from 'react-i18next';

/**
 * The head of every admin page: never indexed (rendered as elements React hoists into <head>, so
 * a page's own `meta` cannot drop it), and a title when the page gives none.
 */
export function AdminHead({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      {title !== undefined && <title>{`${title} · ${t('admin.title')}`}</title>}
    </>
  );
}
