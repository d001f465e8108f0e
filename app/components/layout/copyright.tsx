import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/root-data.ts';

/** The shop's copyright line with "{year}" filled in; a default line when settings are missing. */
export function Copyright({ className }: { className?: string }) {
  const { t } = useTranslation();
  const data = useRootData();
  const year = data?.year ?? new Date().getFullYear();
  const text = data?.settings?.copyright
    ? data.settings.copyright.replaceAll('{year}', String(year))
    : t('footer.copyright', { year });
  return <p className={className}>{text}</p>;
}
