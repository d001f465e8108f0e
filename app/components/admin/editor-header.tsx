import { Link } from 'react-router';
import { locales, type Locale } from '../../../common/locales.ts';
import { localizePath } from '../../../common/paths.ts';
import { AdminHead } from './admin-head.tsx';

/**
 * The top of an editor of the back office: the way back to its list, the title, links to the
 * storefront's address in each language when it is published (`sitePath` without the language
 * prefix, null when not shown), the save's status, and the refusal's message as an alert.
 */
export function EditorHeader({
  title,
  back,
  sitePath,
  onSiteLabel,
  status,
  refusal,
}: {
  title: string;
  back: { to: string; label: string };
  sitePath: string | null;
  onSiteLabel: (locale: Locale) => string;
  status: string;
  refusal: string | null;
}) {
  return (
    <>
      <AdminHead title={title} />
      <Link to={back.to} className="underline">
        ← {back.label}
      </Link>
      <h1 className="text-2xl font-bold break-words">{title}</h1>
      {sitePath && (
        <p className="flex flex-wrap gap-4">
          {locales.map((locale) => (
            <a key={locale} href={localizePath(`/${sitePath}`, locale)} className="underline" target="_blank" rel="noreferrer">
              {onSiteLabel(locale)}
            </a>
          ))}
        </p>
      )}
      <p role="status">{status}</p>
      {refusal !== null && (
        <div role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
          {refusal}
        </div>
      )}
    </>
  );
}
