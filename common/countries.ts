/**
 * Countries the shop ships to from Ukraine, with the tariff zone of each. Names come from
 * `Intl.DisplayNames` in the shopper's language, so no catalogue of 200 names is shipped.
 * Ukraine itself is served by the Ukrainian checkout; Russia and Belarus are not served.
 */

/** 1: neighbours and the Baltics, 2: the rest of Europe, 3: North America, 4: the rest of the world. */
export type TariffZone = 1 | 2 | 3 | 4;

const zoneOne = 'PL MD RO SK HU CZ LT LV EE';
const zoneTwo = 'DE AT CH LI NL BE LU FR MC IT SM VA MT ES AD PT IE GB DK SE NO FI IS BG GR CY SI HR BA RS ME MK AL XK TR GE AM AZ';
const zoneThree = 'US CA';
const zoneFour =
  'MX BR AR CL CO PE UY PY BO EC VE CR PA GT HN SV NI DO JM TT BS BB CU ' +
  'AU NZ JP KR CN HK MO TW SG MY TH VN PH ID IN PK BD LK NP KH LA MN KZ UZ KG TJ TM ' +
  'IL JO LB AE SA QA KW BH OM EG MA TN DZ ZA NG KE GH ET TZ UG RW SN CI CM NA BW MU';

function zoneMap(): Record<string, TariffZone> {
  const zones: Record<string, TariffZone> = {};
  ([zoneOne, zoneTwo, zoneThree, zoneFour] as const).forEach((codes, index) => {
    for (const code of codes.split(' ')) zones[code] = (index + 1) as TariffZone;
  });
  return zones;
}

export const countryZones: Readonly<Record<string, TariffZone>> = zoneMap();

export const isShippableCountry = (code: string): boolean => Object.hasOwn(countryZones, code);

/** Where an address needs a state, province or county to arrive. */
const regionCountries = new Set(['US', 'CA', 'AU', 'BR', 'MX', 'AR', 'IN', 'CN', 'JP', 'IT', 'ES', 'IE', 'MY', 'ID', 'TH', 'PH', 'KR', 'NG', 'AE']);
/** Where the post has no postal codes. */
const noPostcodeCountries = new Set(['AE', 'HK', 'MO', 'QA', 'BS', 'JM', 'TT', 'BO', 'PA', 'GH', 'UG', 'RW', 'CI', 'CM', 'NA', 'BW', 'MU', 'BB']);

export const countryNeedsRegion = (code: string): boolean => regionCountries.has(code);
export const countryUsesPostcode = (code: string): boolean => isShippableCountry(code) && !noPostcodeCountries.has(code);

/** Postcode shapes where the post is strict about them; elsewhere 2 to 10 letters, digits, spaces or dashes. */
const postcodePatterns: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
  PL: /^\d{2}-\d{3}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  CZ: /^\d{3} ?\d{2}$/,
  SK: /^\d{3} ?\d{2}$/,
  NL: /^\d{4} ?[A-Za-z]{2}$/,
  MD: /^(MD-?)?\d{4}$/i,
  RO: /^\d{6}$/,
  LT: /^(LT-?)?\d{5}$/i,
  AT: /^\d{4}$/,
  HU: /^\d{4}$/,
};
const genericPostcode = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

export function postcodeFits(country: string, postcode: string): boolean {
  return (postcodePatterns[country] ?? genericPostcode).test(postcode.trim());
}

export interface CountryOption {
  code: string;
  name: string;
}

/** Every shippable country named in the language, sorted by that language's alphabet. */
export function countryOptions(locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return Object.keys(countryZones)
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export function countryName(locale: string, code: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}
