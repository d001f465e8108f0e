import type { Texts } from '../types.ts';

/**
 * What a generated product is called in each demo category ("Намет" / "Tent"); the model and
 * series words follow it. A category missing here is named by its own name.
 */
export const scaleNouns: Record<string, readonly Texts[]> = {
  bronezhylety: [
    { uk: 'Плитоноска', en: 'Plate Carrier' },
    { uk: 'Бронежилет', en: 'Body Armour Vest' },
    { uk: 'Плитоноска швидкоскидна', en: 'Quick-Release Plate Carrier' },
  ],
  broneplyty: [
    { uk: 'Бронеплита', en: 'Armour Plate' },
    { uk: 'Бронеплита керамічна', en: 'Ceramic Armour Plate' },
    { uk: 'Бронеплита сталева', en: 'Steel Armour Plate' },
  ],
  sholomy: [
    { uk: 'Шолом балістичний', en: 'Ballistic Helmet' },
    { uk: 'Шолом', en: 'Helmet' },
    { uk: 'Шолом штурмовий', en: 'Assault Helmet' },
  ],
  rukavychky: [
    { uk: 'Рукавички тактичні', en: 'Tactical Gloves' },
    { uk: 'Рукавички утеплені', en: 'Insulated Gloves' },
    { uk: 'Рукавички стрілецькі', en: 'Shooting Gloves' },
  ],
  okulyary: [
    { uk: 'Балістичні окуляри', en: 'Ballistic Glasses' },
    { uk: 'Окуляри-маска', en: 'Tactical Goggles' },
    { uk: 'Окуляри захисні', en: 'Safety Glasses' },
  ],
  nakolinnyky: [
    { uk: 'Наколінники тактичні', en: 'Tactical Knee Pads' },
    { uk: 'Налокітники', en: 'Elbow Pads' },
    { uk: 'Наколінники', en: 'Knee Pads' },
  ],
  navushnyky: [
    { uk: 'Активні навушники', en: 'Active Ear Defenders' },
    { uk: 'Пасивні навушники', en: 'Passive Ear Defenders' },
    { uk: 'Гарнітура', en: 'Tactical Headset' },
  ],
  riukzaky: [
    { uk: 'Рюкзак тактичний', en: 'Tactical Backpack' },
    { uk: 'Рюкзак штурмовий', en: 'Assault Pack' },
    { uk: 'Рюкзак', en: 'Backpack' },
  ],
  pidsumky: [
    { uk: 'Підсумок', en: 'Pouch' },
    { uk: 'Підсумок утилітарний', en: 'Utility Pouch' },
    { uk: 'Підсумок подвійний', en: 'Double Magazine Pouch' },
  ],
  remeni: [
    { uk: 'Ремінь тактичний', en: 'Tactical Belt' },
    { uk: 'Ремінь бойовий', en: 'Battle Belt' },
    { uk: 'Ремінь для зброї', en: 'Rifle Sling' },
  ],
  likhtari: [
    { uk: 'Ліхтар ручний', en: 'Handheld Torch' },
    { uk: 'Налобний ліхтар', en: 'Head Torch' },
    { uk: 'Ліхтар кемпінговий', en: 'Camp Lantern' },
  ],
  nozhi: [
    { uk: 'Ніж складаний', en: 'Folding Knife' },
    { uk: 'Ніж фіксований', en: 'Fixed-Blade Knife' },
    { uk: 'Мультитул', en: 'Multitool' },
  ],
  'taktychnyi-odiah': [
    { uk: 'Куртка софтшел', en: 'Softshell Jacket' },
    { uk: 'Штани тактичні', en: 'Tactical Trousers' },
    { uk: 'Бойова сорочка', en: 'Combat Shirt' },
    { uk: 'Флісова кофта', en: 'Fleece Jacket' },
  ],
  cherevyky: [
    { uk: 'Черевики тактичні', en: 'Tactical Boots' },
    { uk: 'Черевики трекінгові', en: 'Hiking Boots' },
    { uk: 'Берці', en: 'Combat Boots' },
  ],
  namety: [
    { uk: 'Намет', en: 'Tent' },
    { uk: 'Намет туристичний', en: 'Trekking Tent' },
    { uk: 'Намет кемпінговий', en: 'Camping Tent' },
  ],
  'spalni-mishky': [
    { uk: 'Спальний мішок', en: 'Sleeping Bag' },
    { uk: 'Спальник', en: 'Sleeping Bag' },
    { uk: 'Спальник-ковдра', en: 'Quilt Sleeping Bag' },
  ],
  karematy: [
    { uk: 'Каремат', en: 'Foam Mat' },
    { uk: 'Килимок самонадувний', en: 'Self-Inflating Mat' },
    { uk: 'Килимок надувний', en: 'Air Mat' },
  ],
  posud: [
    { uk: 'Казанок', en: 'Camping Pot' },
    { uk: 'Набір посуду', en: 'Cook Set' },
    { uk: 'Кухоль', en: 'Camp Mug' },
    { uk: 'Термос', en: 'Vacuum Flask' },
  ],
  palnyky: [
    { uk: 'Газовий пальник', en: 'Gas Stove' },
    { uk: 'Пальник', en: 'Camping Stove' },
    { uk: 'Мультипаливний пальник', en: 'Multi-Fuel Stove' },
  ],
  mebli: [
    { uk: 'Крісло розкладне', en: 'Folding Chair' },
    { uk: 'Стіл розкладний', en: 'Folding Table' },
    { uk: 'Стілець-тринога', en: 'Tripod Stool' },
  ],
};

/** Model names, the same in both languages as makers write them; none is a word of a demo name. */
export const scaleModels = [
  'Ranger', 'Kodiak', 'Taiga', 'Hutsul', 'Borsuk', 'Dnister', 'Bizon', 'Lynx', 'Otaman', 'Kozak', 'Smereka', 'Yavir',
  'Hrim', 'Strila', 'Nomad', 'Scout', 'Patrol', 'Tracker', 'Falcon', 'Raven', 'Bastion', 'Citadel', 'Frontier', 'Summit',
  'Ridge', 'Canyon', 'Delta', 'Sigma', 'Orion', 'Vega', 'Polaris', 'Atlas', 'Titan', 'Argon', 'Kobalt', 'Sirius',
  'Boreas', 'Zenit', 'Vulkan', 'Tundra', 'Marshal', 'Varyag', 'Hetman', 'Bukovel', 'Svitiaz', 'Synevyr', 'Pikui', 'Hoverun',
] as const;

export interface ScaleSeries {
  name: string;
  /** A sentence of the description that fits the series. */
  pitch: Texts;
}

export const scaleSeries: readonly ScaleSeries[] = [
  { name: 'Lite', pitch: { uk: 'Полегшена версія для тих, хто рахує кожен грам.', en: 'A lighter version for those who count every gram.' } },
  { name: 'Pro', pitch: { uk: 'Посилена модель для щоденної роботи в польових умовах.', en: 'A reinforced model for daily work in the field.' } },
  { name: 'Plus', pitch: { uk: 'Розширена комплектація з додатковими кріпленнями та регулюваннями.', en: 'An extended kit with extra attachment points and adjustments.' } },
  { name: 'Air', pitch: { uk: 'Добре вентилюється й швидко сохне навіть після зливи.', en: 'Breathes well and dries quickly even after a downpour.' } },
  { name: 'Trek', pitch: { uk: 'Створено для довгих переходів і багатоденних походів.', en: 'Made for long treks and multi-day hikes.' } },
  { name: 'Max', pitch: { uk: 'Максимальний запас міцності для найважчих умов.', en: 'The largest strength margin for the toughest conditions.' } },
  { name: 'Ultra', pitch: { uk: 'Ультралегка модель із сучасних матеріалів.', en: 'An ultralight model made of modern materials.' } },
  { name: 'Compact', pitch: { uk: 'Компактно пакується і майже не займає місця в рюкзаку.', en: 'Packs small and takes almost no room in a pack.' } },
  { name: 'Expedition', pitch: { uk: 'Розраховано на тривалі експедиції та сувору погоду.', en: 'Built for long expeditions and harsh weather.' } },
  { name: 'Urban', pitch: { uk: 'Стримана модель для щоденного носіння в місті.', en: 'A low-key model for everyday carry in town.' } },
  { name: 'Storm', pitch: { uk: 'Не боїться вітру, дощу та мокрого снігу.', en: 'Shrugs off wind, rain and sleet.' } },
  { name: 'Base', pitch: { uk: 'Надійна базова модель за чесну ціну.', en: 'A dependable entry model at a fair price.' } },
];
