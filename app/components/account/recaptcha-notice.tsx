import { Trans } from 'react-i18next';

/** Google's required notice, since its badge is hidden (app.css); shown only when the shop uses reCAPTCHA. */
export function RecaptchaNotice({ enabled, className = 'mt-4 text-xs text-muted' }: { enabled: boolean; className?: string }) {
  if (!enabled) return null;
  const link = 'underline hover:no-underline';
  return (
    <p className={className}>
      <Trans
        i18nKey="account.recaptchaNotice"
        components={{
          privacy: <a href="https://policies.google.com/privacy" target="_blank" rel="noreferrer noopener" className={link} />,
          terms: <a href="https://policies.google.com/terms" target="_blank" rel="noreferrer noopener" className={link} />,
        }}
      />
    </p>
  );
}
