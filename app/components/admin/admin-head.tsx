import { useTranslation } from 'react-i18next';
import { useNonce } from '../../lib/nonce.ts';

/**
 * The head of every admin page: never indexed (rendered as elements React hoists into <head>, so
 * a page's own `meta` cannot drop it), a title when the page gives one, and the response's
 * Content-Security-Policy nonce where React Aria looks for it (the <style> it adds for touch
 * handling carries it).
 */
export function AdminHead({ title }: { title?: string }) {
  const { t } = useTranslation();
  const nonce = useNonce();
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <meta property="csp-nonce" nonce={nonce} />
      {title !== undefined && <title>{`${title} · ${t('admin.title')}`}</title>}
    </>
  );
}
