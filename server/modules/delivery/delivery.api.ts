import { Hono } from 'hono';
import { citySearchSchema, deliveryLimits, deliveryMessageVars, deliveryPriceSchema, lockerLimits, warehouseListSchema } from '../../../common/delivery.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { fieldError, HttpError } from '../../http/errors.ts';
import { jsonBody } from '../../http/validation.ts';
import { whileCarrierAnswers } from './delivery.http.ts';
import { deliveryPrice, listWarehouses, searchCities } from './delivery.service.ts';

/** A 422 on one field for a rule the schema cannot know (a locker's limits); {max} in the locale's digits. */
function limitError(locale: Locale, field: string, key: string, max: number): HttpError {
  return fieldError(field, translator(locale)(key, { max: new Intl.NumberFormat(locale).format(max) }));
}

export const deliveryApi = new Hono<AppEnv>()
  .post('/cities', jsonBody(citySearchSchema, { messageVars: deliveryMessageVars('cities') }), async (c) => {
    const { lang, query, limit = deliveryLimits.cityResults.default } = c.req.valid('json');
    const cities = await whileCarrierAnswers(lang, () => searchCities(c.var.deps, { query, locale: lang, limit }));
    return c.json({ data: cities }, 200);
  })
  .post('/warehouses', jsonBody(warehouseListSchema, { messageVars: deliveryMessageVars('warehouses') }), async (c) => {
    const input = c.req.valid('json');
    const { lang, settlement_ref, kind, query, limit = deliveryLimits.warehouseResults.default } = input;
    const warehouses = await whileCarrierAnswers(lang, () => listWarehouses(c.var.deps, { settlementRef: settlement_ref, kind, query, locale: lang, limit }));
    if (!warehouses) throw new HttpError(404, translator(lang)('delivery.unknownCity'));
    return c.json({ data: warehouses }, 200);
  })
  .post('/price', jsonBody(deliveryPriceSchema, { messageVars: deliveryMessageVars('price') }), async (c) => {
    const { lang, city_ref, kind, weight, declared_value } = c.req.valid('json');
    const result = await deliveryPrice(c.var.deps, { cityRef: city_ref, kind, weightKg: weight, declaredValue: declared_value, locale: lang });
    if (result.ok) return c.json({ data: result.price }, 200);
    if (result.problem === 'unknownCity') throw new HttpError(404, translator(lang)('delivery.unknownCity'));
    if (result.problem === 'lockerWeight') throw limitError(lang, 'weight', 'delivery.validation.lockerWeight', lockerLimits.weightKg);
    throw limitError(lang, 'declared_value', 'delivery.validation.lockerValue', lockerLimits.declaredValueUah);
  });
