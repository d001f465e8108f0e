import { useTranslation } from 'react-i18next';
import { kyivDateFormat, longDateStyle } from '../../common/intl-formats.ts';

/**
 * Dates in the page's language and the shop's time zone, the same on server and browser. The first
 * Intl formatter a browser tab builds loads its locale data (tens of milliseconds): what a page
 * shows as it loads comes formatted in its data instead (an article's `publishedOn`, the days of
 * a product's first reviews).
 */
export function useDateFormat() {
  const { i18n } = useTranslation();
  return kyivDateFormat(i18n.language, longDateStyle);
}
