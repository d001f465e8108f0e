import { Link } from 'react-router';
import { secondaryButtonClass } from './admin-format.ts';

/** Previous and next links around "page N of M" for a list of the back office; nothing for one page. */
export function AdminPager({ page, pages, hrefOf, labels }: { page: number; pages: number; hrefOf: (page: number) => string; labels: { nav: string; page: string; previous: string; next: string } }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Link className={secondaryButtonClass} to={hrefOf(page - 1)}>
          {labels.previous}
        </Link>
      )}
      <span>{labels.page}</span>
      {page < pages && (
        <Link className={secondaryButtonClass} to={hrefOf(page + 1)}>
          {labels.next}
        </Link>
      )}
    </nav>
  );
}
