import type { DeliveryCityView, DeliveryWarehouseView } from '../../../common/delivery.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { romanize } from '../../../common/translit.ts';
import type { Settlement, Warehouse } from '../../integrations/nova-poshta/nova-poshta.types.ts';
import { oblastInEnglish, settlementType } from '../../integrations/nova-poshta/place-names.ts';
import { searchKey } from '../../integrations/nova-poshta/name-search.ts';

// Nova Poshta names places in Ukrainian only; English shoppers read the official romanisation.
const inLocale = (text: string, locale: Locale) => (locale === 'en' ? romanize(text) : text);

export function cityView(settlement: Settlement, locale: Locale): DeliveryCityView {
  const t = translator(locale);
  const name = inLocale(settlement.name, locale);
  const type = t(`delivery.settlementTypes.${settlementType(settlement.typeCode)}`);
  const area = settlement.area ? t('delivery.area', { name: locale === 'en' ? oblastInEnglish(settlement.area) : settlement.area }) : '';
  const region = settlement.region ? t('delivery.district', { name: inLocale(settlement.region, locale) }) : null;
  return {
    ref: settlement.ref,
    city_ref: settlement.cityRef,
    name,
    type,
    area,
    region,
    label: [t('delivery.cityLabel', { type, name }), region, area].filter(Boolean).join(', '),
    warehouses: settlement.warehouses,
  };
}

export function warehouseView(warehouse: Warehouse, locale: Locale): DeliveryWarehouseView {
  return {
    ref: warehouse.ref,
    number: warehouse.number,
    name: translator(locale)(warehouse.kind === 'locker' ? 'delivery.lockerName' : 'delivery.branchName', { number: warehouse.number }),
    address: inLocale(warehouse.address, locale),
    kind: warehouse.kind,
    max_weight_kg: warehouse.maxWeightKg,
  };
}

/**
 * Whether a warehouse fits what the shopper typed: its number ("25", "№25") or words of its
 * address in either language ("хрещ 22", "khreshch").
 */
export function warehouseMatches(warehouse: Warehouse, query: string): boolean {
  const typed = searchKey(query).replace(/^(№|#|no\.?)\s*/, '');
  if (!typed) return true;
  // Digits alone are a number being typed, not a house number.
  if (/^\d+$/.test(typed)) return warehouse.number.startsWith(typed);
  const address = `${searchKey(warehouse.address)} ${searchKey(romanize(warehouse.address))}`;
  return typed.split(' ').every((word) => address.includes(word));
}
