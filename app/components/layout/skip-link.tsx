import { useTranslation } from 'react-i18next';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-[90] rounded bg-olive-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
    >
      {t('layout.skipToContent')}
    </a>
  );
}
