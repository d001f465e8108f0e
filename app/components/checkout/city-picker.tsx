import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cityQueryMinLetters, countLetters, type DeliveryCityView } from '../../../common/delivery.ts';
import { ApiError, api, callApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/root-data.ts';
import { Combobox } from './combobox.tsx';
import type { CheckoutForm } from './use-checkout-form.ts';

/** The spec's fetch delay: the lookup waits this long after the last key. */
const searchDelayMs = 200;

type Lookup = { state: 'idle' } | { state: 'loading' } | { state: 'done'; query: string; cities: DeliveryCityView[] } | { state: 'failed'; message: string };

/**
 * The Ukrainian city, from Nova Poshta's list: typing 3 letters or more looks it up, and picking
 * one keeps both its Refs and its name. Typing again forgets the pick (and the branch with it).
 */
export function CityPicker({ id, form }: { id: string; form: CheckoutForm }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const picked = form.values.city_name;
  const [text, setText] = useState(picked);
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const query = text.trim();
  const enough = countLetters(query) >= cityQueryMinLetters;

  useEffect(() => {
    if (!enough || (picked && query === picked)) {
      setLookup({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLookup({ state: 'loading' });
      callApi(api.delivery.cities.$post, { json: { lang, query } }, { signal: controller.signal })
        .then((cities) => setLookup({ state: 'done', query, cities }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setLookup({ state: 'failed', message: (error instanceof ApiError && error.status === 503 && error.message) || t('checkout.citySearchFailed') });
        });
    }, searchDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, enough, picked, lang, t]);

  const options = useMemo(() => (lookup.state === 'done' ? lookup.cities.map((city) => ({ key: city.ref, label: city.label, city })) : []), [lookup]);

  const status =
    lookup.state === 'loading'
      ? t('checkout.citySearching')
      : lookup.state === 'failed'
        ? lookup.message
        : lookup.state === 'done'
          ? lookup.cities.length === 0
            ? t('checkout.cityNotFound')
            : t('checkout.cityFound', { count: lookup.cities.length })
          : null;

  return (
    <Combobox
      id={id}
      label={t('checkout.city')}
      text={text}
      onTextChange={(typed) => {
        setText(typed);
        if (picked && typed.trim() !== picked) {
          form.setMany({ settlement_ref: '', city_ref: '', city_name: '', warehouse_ref: '', warehouse_name: '' });
        }
      }}
      options={options}
      onPick={({ city }) => {
        setText(city.label);
        if (city.ref !== form.values.settlement_ref) {
          form.setMany({ settlement_ref: city.ref, city_ref: city.city_ref, city_name: city.label, warehouse_ref: '', warehouse_name: '' });
        }
      }}
      hint={!picked && !enough ? t('delivery.validation.cityQuery', { min: cityQueryMinLetters }) : null}
      status={status}
      errors={form.errors.city_name}
      inputRef={form.target('city_name')}
    />
  );
}
