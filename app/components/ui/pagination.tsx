import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Page numbers to show: the first, the last, and two around the current one, with gaps. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1]! > 1 ? ['gap' as const, n] : [n]));
}

/**
 * Previous, numbers and next; `hrefFor` builds each page's link (keeping filters or a query).
 * Renders nothing for a single page.
 */
export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded border px-3 text-sm font-semibold';
  return (
    <nav aria-label={t('pager.label')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev" className={`${item} border-line hover:border-olive-600`}>
              {t('pager.previous')}
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={hrefFor(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('pager.page', { page: entry })}
                className={`${item} ${entry === page ? 'border-olive-800 bg-olive-800 text-white' : 'border-line hover:border-olive-600'}`}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={hrefFor(page + 1)} rel="next" className={`${item} border-line hover:border-olive-600`}>
              {t('pager.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
