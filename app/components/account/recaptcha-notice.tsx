import { useTranslation } from 'react-i18next';

const policyLinks: Record<string, string> = {
  privacy: 'https://policies.google.com/privacy',
  terms: 'https://policies.google.com/terms',
};

/**
 * Google's required notice, since its badge is hidden (app.css); shown only when the shop uses
 * reCAPTCHA. The catalogue text marks the two links as <privacy>…</privacy> and <terms>…</terms>;
 * they are cut out here rather than with react-i18next's Trans, whose HTML parser would add
 * 5 KB to every page through the footer's newsletter form.
 */
export function RecaptchaNotice({ enabled, className = 'mt-4 text-xs text-muted' }: { enabled: boolean; className?: string }) {
  const { t } = useTranslation();
  if (!enabled) return null;
  const parts = t('account.recaptchaNotice').split(/<(privacy|terms)>(.*?)<\/\1>/);
  return (
    <p className={className}>
      {parts.map((part, index) => {
        // split() with two groups: text, tag name, link text, text, …
        if (index % 3 === 0) return part;
        if (index % 3 === 2) return null;
        return (
          <a key={index} href={policyLinks[part]} target="_blank" rel="noreferrer noopener" className="underline hover:no-underline">
            {parts[index + 1]}
          </a>
        );
      })}
    </p>
  );
}
