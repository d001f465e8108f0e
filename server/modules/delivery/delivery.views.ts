import type { DeliveryCityView, DeliveryWarehouseView } from '../../../common/delivery.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { romanize } from '../../../common/translit.ts';
import type { DirectoryCity, Settlement, Warehouse } from '../../integrations/nova-poshta/nova-poshta.types.ts';
import { oblastInEnglish, settlementType } from '../../integrations/nova-poshta/place-names.ts';
import { searchKey } from '../../integrations/nova-poshta/name-search.ts';

// Nova Poshta names places in Ukrainian only; English shoppers read the official romanisation.
const inLocale = (text: string, locale: Locale) => (locale === 'en' ? romanize(text) : text);

/** How a city reads in the shopper's language: its type, name, district and oblast. */
function cityParts(city: DirectoryCity, locale: Locale) {
  const t = translator(locale);
  const name = inLocale(city.name, locale);
  const type = t(`delivery.settlementTypes.${settlementType(city.typeCode)}`);
  const area = city.area ? t('delivery.area', { name: locale === 'en' ? oblastInEnglish(city.area) : city.area }) : '';
  const region = city.region ? t('delivery.district', { name: inLocale(city.region, locale) }) : null;
  return { name, type, area, region, label: [t('delivery.cityLabel', { type, name }), region, area].filter(Boolean).join(', ') };
}

export function cityView(settlement: Settlement, locale: Locale): DeliveryCityView {
  return { ref: settlement.ref, city_ref: settlement.cityRef, ...cityParts(settlement, locale), warehouses: settlement.warehouses };
}

/** The one line an order keeps for its city ("м. Львів, Львівська область"), as the city list labels it. */
export function cityLabel(city: DirectoryCity, locale: Locale): string {
  return cityParts(city, locale).label;
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
