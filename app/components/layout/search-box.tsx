import { useId, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizePath } from '../../lib/links.tsx';
import { SearchIcon } from '../ui/icons.tsx';

/**
 * The header's search form: Enter or the button opens /search/{query} in the page's language.
 * Before hydration it still works as a plain GET to /search. The live dropdown plugs in here.
 */
export function SearchBox({ className = '', inputRef }: { className?: string; inputRef?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const [query, setQuery] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = query.trim();
    if (!text) {
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    navigate(localize(`/search/${encodeURIComponent(text)}`));
  }

  return (
    <form role="search" action={localize('/search')} method="get" onSubmit={onSubmit} className={`relative flex w-full ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="query"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full min-w-0 rounded-l border border-r-0 border-line bg-sand/60 px-4 text-base text-ink placeholder:text-muted focus:border-olive-600 focus:bg-white focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-coyote"
      />
      <button
        type="submit"
        className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-r bg-olive-800 px-4 font-semibold text-white hover:bg-olive-700"
      >
        <SearchIcon size={20} />
        <span className="sr-only xl:not-sr-only">{t('search.submit')}</span>
      </button>
    </form>
  );
}
