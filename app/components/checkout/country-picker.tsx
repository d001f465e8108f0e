import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName, countryOptions, type CountryOption } from '../../../common/countries.ts';
import { useLocale } from '../../lib/root-data.ts';
import { Combobox } from './combobox.tsx';
import type { CheckoutForm } from './use-checkout-form.ts';

const fold = (text: string, locale: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale).trim();

/** Countries whose name (or a later word of it) starts with the text first, then those that contain it; a code finds its country. */
export function filterCountries(options: readonly CountryOption[], typed: string, locale: string): CountryOption[] {
  const text = fold(typed, locale);
  if (!text) return [...options];
  const starts: CountryOption[] = [];
  const contains: CountryOption[] = [];
  for (const option of options) {
    const name = fold(option.name, locale);
    if (name.startsWith(text) || option.code.toLowerCase() === text || name.split(/[\s-]+/).some((word) => word.startsWith(text))) starts.push(option);
    else if (name.includes(text)) contains.push(option);
  }
  return [...starts, ...contains];
}

/** The country of delivery: a searchable list of the countries the shop ships to, named in the page's language. */
export function CountryPicker({ id, form }: { id: string; form: CheckoutForm }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const all = useMemo(() => countryOptions(locale), [locale]);
  const picked = form.values.country;
  const [text, setText] = useState(() => (picked ? countryName(locale, picked) : ''));
  const options = useMemo(() => filterCountries(all, text, locale).map((country) => ({ key: country.code, label: country.name, country })), [all, text, locale]);

  function pick(country: CountryOption) {
    setText(country.name);
    if (country.code !== picked) form.set('country', country.code);
  }

  return (
    <Combobox
      id={id}
      label={t('checkout.country')}
      text={text}
      onTextChange={(typed) => {
        setText(typed);
        if (picked && typed !== countryName(locale, picked)) form.set('country', '');
      }}
      options={options}
      onPick={({ country }) => pick(country)}
      onLeave={() => {
        const exact = all.find((country) => fold(country.name, locale) === fold(text, locale));
        if (exact && exact.code !== picked) pick(exact);
      }}
      status={text.trim() && options.length === 0 ? t('checkout.countryNotFound') : null}
      errors={form.errors.country}
      inputRef={form.target('country')}
      autoComplete="off"
    />
  );
}
