import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizePath } from '../../lib/links.tsx';
import { isChunkLoadError, reloadForChunkError } from '../../lib/chunk-reload.ts';
import { useLocale } from '../../lib/root-data.ts';
import { searchOptions, type SearchOption } from '../search/search-options.ts';
import type { SearchPanelProps } from '../search/search-panel.tsx';
import { searchPath } from '../search/search-path.ts';
import { searchMaxLength, searchMinLength } from '../../../common/search.ts';
import { useSearchSuggestions } from '../search/use-search-suggestions.ts';
import { useDismiss } from '../ui/use-dismiss.ts';
import { SearchIcon } from '../ui/icons.tsx';

// The dropdown (images, prices, groups) is fetched on the first focus, not with the header.
const loadPanel = (): Promise<{ default: ComponentType<SearchPanelProps> }> =>
  import('../search/search-panel.tsx')
    .then((module) => ({ default: module.SearchPanel }))
    .catch((error: unknown) => {
      console.warn('search dropdown failed to load', error);
      if (isChunkLoadError(error)) reloadForChunkError();
      return { default: () => null };
    });
const SearchPanel = lazy(loadPanel);

/**
 * The header's search: an ARIA 1.2 combobox whose listbox suggests products, categories and news
 * as the shopper types. Enter on a suggestion opens it; Enter otherwise (or the button) opens
 * /search/{query} in the page's language. Before hydration it is a plain GET form to /search.
 * `id` names the input (and its listbox): not from useId, since the header's boxes are rendered apart
 * and kept (app/lib/shared-markup.tsx); each box on a page has its own.
 */
export function SearchBox({ id, className = '', inputRef }: { id: string; className?: string; inputRef?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const listboxId = `${id}-listbox`;
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [panelWanted, setPanelWanted] = useState(false);
  const container = useRef<HTMLFormElement>(null);
  const { suggestions, pending } = useSearchSuggestions(query, locale);

  const typed = query.trim();
  const options = useMemo(() => (suggestions ? searchOptions(suggestions.results, suggestions.query, listboxId) : []), [suggestions, listboxId]);
  const showPanel = open && panelWanted && typed.length >= searchMinLength && (suggestions !== null || pending);
  const expanded = showPanel && options.length > 0;
  const active: SearchOption | undefined = expanded ? options[activeIndex] : undefined;

  const close = useCallback(() => {
    setOpen(false);
    setActiveIndex(-1);
  }, []);
  useDismiss(open, container, close);
  useEffect(() => setActiveIndex(-1), [options]);

  function go(path: string) {
    close();
    navigate(localize(path));
  }

  function wake() {
    setPanelWanted(true);
    setOpen(true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return wake();
      const last = options.length - 1;
      if (event.key === 'ArrowDown') setActiveIndex((index) => (index >= last ? 0 : index + 1));
      else setActiveIndex((index) => (index <= 0 ? last : index - 1));
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      go(active.href);
    } else if (event.key === 'Escape' && showPanel) {
      // Only the dropdown closes; a second Escape reaches the mobile search panel around it.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!typed) {
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    go(searchPath(typed));
  }

  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      if (typeof inputRef === 'function') inputRef(element);
      else if (inputRef) inputRef.current = element;
    },
    [inputRef],
  );

  return (
    <form ref={container} role="search" action={localize('/search')} method="get" onSubmit={onSubmit} className={`relative flex w-full ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        ref={setInput}
        id={id}
        name="query"
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={active?.id}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          wake();
        }}
        onFocus={wake}
        onPointerEnter={() => void loadPanel()}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!container.current?.contains(event.relatedTarget)) close();
        }}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={searchMaxLength}
        className="h-11 w-full min-w-0 rounded-l border border-r-0 border-line bg-sand/60 px-4 text-base text-ink placeholder:text-muted focus:border-olive-600 focus:bg-white focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-coyote"
      />
      <button
        type="submit"
        className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-r bg-olive-800 px-4 font-semibold text-white hover:bg-olive-700"
      >
        <SearchIcon size={20} />
        <span className="sr-only xl:not-sr-only">{t('search.submit')}</span>
      </button>
      {panelWanted && (
        <Suspense fallback={null}>
          {showPanel && (
            <SearchPanel
              listboxId={listboxId}
              query={suggestions?.query ?? typed}
              options={options}
              activeId={active?.id ?? null}
              pending={pending}
              onChoose={(option) => go(option.href)}
            />
          )}
        </Suspense>
      )}
    </form>
  );
}
