import { useTranslation } from 'react-i18next';
import { kyivDateFormat } from '../../common/intl-formats.ts';

/** Dates in the page's language and the shop's time zone, the same on server and browser. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  return kyivDateFormat(i18n.language, { dateStyle: 'long' });
}
