import { useEffect, useState } from 'react';
import type { Locale } from '../../../common/locales.ts';
import { searchMinLength, type SearchResults } from '../../../common/search.ts';
import { api, callApi } from '../../lib/api-client.ts';

/** The spec's fetch delay: typing faster than this sends no request. */
export const searchDelayMs = 200;

export interface Suggestions {
  /** The query the results answer (trimmed). */
  query: string;
  results: SearchResults;
}

/**
 * The dropdown's answers for `query`: asked 200 ms after the last keystroke, never for fewer than
 * 2 characters. A newer query aborts the request of the older one, and an answer that arrives
 * for a query no longer current is dropped, so stale results never replace newer ones. Failures
 * are only logged (the spec shows no search errors).
 */
export function useSearchSuggestions(query: string, locale: Locale): { suggestions: Suggestions | null; pending: boolean } {
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [pending, setPending] = useState(false);
  const text = query.trim();

  useEffect(() => {
    if (text.length < searchMinLength) {
      setSuggestions(null);
      setPending(false);
      return;
    }
    const controller = new AbortController();
    setPending(true);
    const timer = setTimeout(async () => {
      try {
        const results = await callApi(api.search.$post, { json: { lang: locale, string: text } }, { signal: controller.signal });
        if (controller.signal.aborted) return;
        setSuggestions({ query: text, results });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('search failed', error);
      }
      setPending(false);
    }, searchDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, locale]);

  return { suggestions, pending };
}
