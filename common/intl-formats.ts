/**
 * The shop's number and date formatters, the same on the server, in the browser and in mail. A page
 * render asks for many (every price, every rating, every date), so each language and set of options
 * is built once and kept. Numbers are written without Intl (see decimalFormat); dates need its
 * calendars and time zones.
 */

/** How a shop language writes numbers and dates: Ukrainian as Ukraine does, English as Britain does (day before month). */
const formattingLocale = (language: string) => (language === 'en' ? 'en-GB' : 'uk-UA');

/** What the shop's number formats answer: Intl.NumberFormat's `format`, or the same text without it. */
export interface NumberFormatter {
  format(value: number): string;
}

const numberFormats = new Map<string, NumberFormatter>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function kept<T>(store: Map<string, T>, key: string, build: () => T): T {
  let formatter = store.get(key);
  if (!formatter) {
    formatter = build();
    store.set(key, formatter);
  }
  return formatter;
}

/** Money's number: whole amounts without decimals, others with two. English money reads as in the US ("1,299.50"). */
export const moneyNumber = (language: string, whole: boolean): NumberFormatter =>
  kept(numberFormats, `${language}:money:${whole}`, () => decimalFormat(language === 'uk' ? 'uk-UA' : 'en-US', whole ? 0 : 2, 2));

/** Numbers with up to one decimal ("4,6" in Ukrainian): ratings and measurements. */
export const oneDecimal = (language: string): NumberFormatter =>
  kept(numberFormats, `${language}:one-decimal`, () => decimalFormat(formattingLocale(language), 0, 1));

/** The separators of the locales above: Ukrainian groups with a no-break space and writes a decimal comma. */
const separators: Record<string, { group: string; decimal: string }> = {
  'uk-UA': { group: '\u00a0', decimal: ',' },
  'en-US': { group: ',', decimal: '.' },
  'en-GB': { group: ',', decimal: '.' },
};

/**
 * Plain decimal numbers written as Intl.NumberFormat writes them in these locales, without building
 * one: the first Intl formatter a browser tab builds loads its locale data (25–35 ms measured in
 * Chromium), one long task in the hydration of every page that shows a price. Rounds half away
 * from zero on the number's shortest decimal form ("1.005" → "1.01"), as Intl does; a number
 * JavaScript writes with an exponent goes to Intl itself.
 */
function decimalFormat(locale: string, minimumFractionDigits: number, maximumFractionDigits: number): NumberFormatter {
  const { group, decimal } = separators[locale]!;
  let intl: Intl.NumberFormat | undefined;
  return {
    format(value: number): string {
      const digits = String(Math.abs(value));
      if (!/^\d+(\.\d+)?$/.test(digits)) {
        intl ??= new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits });
        return intl.format(value);
      }
      const [whole = '', fraction = ''] = digits.split('.');
      const truncated = BigInt(whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0'));
      const rounded = (truncated + ((fraction[maximumFractionDigits] ?? '0') >= '5' ? 1n : 0n)).toString().padStart(maximumFractionDigits + 1, '0');
      const integer = rounded.slice(0, rounded.length - maximumFractionDigits);
      let decimals = rounded.slice(integer.length);
      while (decimals.length > minimumFractionDigits && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
      const sign = value < 0 || Object.is(value, -0) ? '-' : '';
      return `${sign}${integer.replace(/\B(?=(\d{3})+$)/g, group)}${decimals ? decimal + decimals : ''}`;
    },
  };
}

type KyivStyle = Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>;

/** Dates (and times) as people in Kyiv read them, whatever the machine's time zone. */
export function kyivDateFormat(language: string, { dateStyle, timeStyle }: KyivStyle): Intl.DateTimeFormat {
  return kept(dateFormats, `${language}:${dateStyle ?? ''}:${timeStyle ?? ''}`, () =>
    new Intl.DateTimeFormat(formattingLocale(language), { ...(dateStyle ? { dateStyle } : {}), ...(timeStyle ? { timeStyle } : {}), timeZone: 'Europe/Kyiv' }),
  );
}

/** A moment (ISO text or Date) in Kyiv time, in the given styles. */
export const formatInKyiv = (moment: string | Date, language: string, style: KyivStyle): string => kyivDateFormat(language, style).format(new Date(moment));

/** How pages write a day: "28 листопада 2026 р.", "28 November 2026". */
export const longDateStyle: KyivStyle = { dateStyle: 'long' };

/** A calendar day ("2026-11-25") written out short ("25 лист."). */
export const formatDayShort = (day: string, language: string): string =>
  kept(dateFormats, `${language}:day-short`, () => new Intl.DateTimeFormat(formattingLocale(language), { day: 'numeric', month: 'short', timeZone: 'UTC' })).format(
    new Date(`${day}T00:00:00Z`),
  );
