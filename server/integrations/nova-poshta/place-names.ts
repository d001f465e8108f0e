import { romanize } from '../../../common/translit.ts';

// The English names of the oblasts (and Crimea) by the adjectives Nova Poshta's `Area` carries.
const oblastsInEnglish: Record<string, string> = {
  Вінницька: 'Vinnytsia', Волинська: 'Volyn', Дніпропетровська: 'Dnipropetrovsk', Донецька: 'Donetsk',
  Житомирська: 'Zhytomyr', Закарпатська: 'Zakarpattia', Запорізька: 'Zaporizhzhia', 'Івано-Франківська': 'Ivano-Frankivsk',
  Київська: 'Kyiv', Кіровоградська: 'Kirovohrad', Луганська: 'Luhansk', Львівська: 'Lviv', Миколаївська: 'Mykolaiv',
  Одеська: 'Odesa', Полтавська: 'Poltava', Рівненська: 'Rivne', Сумська: 'Sumy', Тернопільська: 'Ternopil',
  Харківська: 'Kharkiv', Херсонська: 'Kherson', Хмельницька: 'Khmelnytskyi', Черкаська: 'Cherkasy',
  Чернівецька: 'Chernivtsi', Чернігівська: 'Chernihiv', 'АР Крим': 'Crimea',
};

/** An oblast's English name ("Київська" → "Kyiv"); unknown ones are romanised. */
export function oblastInEnglish(area: string): string {
  return oblastsInEnglish[area] ?? romanize(area);
}

export type SettlementType = 'city' | 'urbanSettlement' | 'settlement' | 'village';

/** Nova Poshta's type codes ("м.", "смт", "с.", "с-ще", "селище") by kind; villages are the rest. */
export function settlementType(typeCode: string): SettlementType {
  const code = typeCode.toLowerCase().replace(/\s+/g, '');
  if (code.startsWith('смт')) return 'urbanSettlement';
  if (code.startsWith('м')) return 'city';
  if (code.startsWith('с-ще') || code.startsWith('сщ') || code.startsWith('селище')) return 'settlement';
  return 'village';
}
