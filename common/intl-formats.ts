/**
 * The shop's number and date formatters. Building an Intl formatter costs tens of microseconds and
 * a page render asks for many (every rating, every date), so each language and set of options is
 * built once and kept; the same on the server, in the browser and in mail.
 */

/** How a shop language writes numbers and dates: Ukrainian as Ukraine does, English as Britain does (day before month). */
const formattingLocale = (language: string) => (language === 'en' ? 'en-GB' : 'uk-UA');

const numberFormats = new Map<string, Intl.NumberFormat>();
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
export const moneyNumber = (language: string, whole: boolean): Intl.NumberFormat =>
  kept(numberFormats, `${language}:money:${whole}`, () =>
    new Intl.NumberFormat(language === 'uk' ? 'uk-UA' : 'en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }),
  );

/** Numbers with up to one decimal ("4,6" in Ukrainian): ratings and measurements. */
export const oneDecimal = (language: string): Intl.NumberFormat =>
  kept(numberFormats, `${language}:one-decimal`, () => new Intl.NumberFormat(formattingLocale(language), { maximumFractionDigits: 1 }));

type KyivStyle = Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>;

/** Dates (and times) as people in Kyiv read them, whatever the machine's time zone. */
export function kyivDateFormat(language: string, { dateStyle, timeStyle }: KyivStyle): Intl.DateTimeFormat {
  return kept(dateFormats, `${language}:${dateStyle ?? ''}:${timeStyle ?? ''}`, () =>
    new Intl.DateTimeFormat(formattingLocale(language), { ...(dateStyle ? { dateStyle } : {}), ...(timeStyle ? { timeStyle } : {}), timeZone: 'Europe/Kyiv' }),
  );
}

/** A moment (ISO text or Date) in Kyiv time, in the given styles. */
export const formatInKyiv = (moment: string | Date, language: string, style: KyivStyle): string => kyivDateFormat(language, style).format(new Date(moment));

/** A calendar day ("2026-11-25") written out short ("25 лист."). */
export const formatDayShort = (day: string, language: string): string =>
  kept(dateFormats, `${language}:day-short`, () => new Intl.DateTimeFormat(formattingLocale(language), { day: 'numeric', month: 'short', timeZone: 'UTC' })).format(
    new Date(`${day}T00:00:00Z`),
  );
