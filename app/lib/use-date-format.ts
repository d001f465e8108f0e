import { useTranslation } from 'react-i18next';

/** Dates in the page's language and the shop's time zone, the same on server and browser. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  return new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'uk-UA', { dateStyle: 'long', timeZone: 'Europe/Kyiv' });
}
