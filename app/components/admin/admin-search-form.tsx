import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { buttonClass, secondaryButtonClass } from './admin-format.ts';

/**
 * The search box above a list of the back office: a GET form (the query stays in the address), with
 * a way back to the whole list once something was searched. `children` carry hidden fields to keep.
 */
export function AdminSearchForm({
  id,
  query,
  labels,
  resetTo,
  children,
}: {
  id: string;
  query: string;
  labels: { field: string; submit: string; reset: string };
  resetTo: string;
  children?: ReactNode;
}) {
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-64 flex-1 flex-col gap-1">
        <label htmlFor={id} className="font-medium">
          {labels.field}
        </label>
        <input id={id} name="query" type="search" defaultValue={query} maxLength={100} className="min-h-11 rounded border border-stone-400 px-3 md:min-h-9" />
      </div>
      {children}
      <button type="submit" className={buttonClass}>
        {labels.submit}
      </button>
      {query && (
        <Link to={resetTo} className={secondaryButtonClass}>
          {labels.reset}
        </Link>
      )}
    </Form>
  );
}
