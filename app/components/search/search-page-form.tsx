import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizePath } from '../../lib/links.tsx';
import { searchMaxLength } from '../../../common/search.ts';
import { SearchIcon } from '../ui/icons.tsx';
import { searchPath } from './search-path.ts';

/** The results page's own search form; without JavaScript it sends ?query= to /search. */
export function SearchPageForm({ query }: { query: string }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const localize = useLocalizePath();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('query') ?? '');
    navigate(localize(searchPath(text)));
  }

  return (
    <form role="search" aria-label={t('searchPage.formLabel')} action={localize('/search')} method="get" onSubmit={onSubmit} className="mt-6 max-w-2xl">
      <label htmlFor={id} className="mb-2 block font-semibold">
        {t('searchPage.inputLabel')}
      </label>
      <div className="flex">
        <input
          // A new query from the header resets the field to it.
          key={query}
          id={id}
          name="query"
          type="search"
          defaultValue={query}
          maxLength={searchMaxLength}
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 w-full min-w-0 rounded-l border border-r-0 border-line bg-white px-4 text-base text-ink focus:border-olive-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-coyote"
        />
        <button type="submit" className="inline-flex h-12 shrink-0 items-center gap-2 rounded-r bg-olive-800 px-5 font-semibold text-white hover:bg-olive-700">
          <SearchIcon size={20} />
          {t('searchPage.submit')}
        </button>
      </div>
    </form>
  );
}
