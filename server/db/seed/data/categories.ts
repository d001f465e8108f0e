import type { Texts } from '../types.ts';
import type { Pictogram } from '../images/pictograms.ts';
import { lowerFirst } from '../text.ts';
import { textBefore } from '../../../../common/text-before.ts';

export interface CategorySeed {
  slug: string;
  /** Slug of the parent group; absent for the three top-level groups. */
  parent?: string;
  pictogram: Pictogram;
  name: Texts;
  description: Texts;
}

export const groupSlugs = ['zakhyst', 'taktychne-sporyadzhennya', 'kemping'] as const;
export type GroupSlug = (typeof groupSlugs)[number];

export const categorySeeds: readonly CategorySeed[] = [
  {
    slug: 'zakhyst', pictogram: 'helmet',
    name: { uk: 'Захист', en: 'Protective gear' },
    description: {
      uk: 'Бронежилети, плити, шоломи та інше захисне спорядження для військових, рятувальників і волонтерів. Усі моделі мають сертифікати відповідності, а консультанти допоможуть підібрати розмір і клас захисту.',
      en: 'Body armour, plates, helmets and other protective gear for soldiers, rescuers and volunteers. Every model comes with conformity certificates, and our staff will help you choose the right size and protection level.',
    },
  },
  {
    slug: 'bronezhylety', parent: 'zakhyst', pictogram: 'vest',
    name: { uk: 'Бронежилети', en: 'Body armour' },
    description: {
      uk: 'Плитоноски та бронежилети з м’якою балістикою для щоденного носіння і виїздів. Підберемо модель під ваш зріст, комплекцію та тип плит.',
      en: 'Plate carriers and vests with soft ballistic panels for daily wear and field trips. We will match a model to your height, build and plate type.',
    },
  },
  {
    slug: 'broneplyty', parent: 'zakhyst', pictogram: 'plate',
    name: { uk: 'Бронеплити', en: 'Armour plates' },
    description: {
      uk: 'Сталеві, керамічні та поліетиленові плити класів III–IV. Кожна плита має маркування виробника і паспорт з датою випуску.',
      en: 'Steel, ceramic and polyethylene plates rated III to IV. Each plate carries the maker’s marking and a passport with its production date.',
    },
  },
  {
    slug: 'sholomy', parent: 'zakhyst', pictogram: 'helmet',
    name: { uk: 'Шоломи', en: 'Helmets' },
    description: {
      uk: 'Балістичні шоломи класу IIIA з рейками, кріпленням для приладів нічного бачення та зручною підвіскою. Допоможемо визначити розмір за обхватом голови.',
      en: 'Level IIIA ballistic helmets with rails, a night-vision mount and a comfortable suspension. We will help you find your size from your head circumference.',
    },
  },
  {
    slug: 'rukavychky', parent: 'zakhyst', pictogram: 'glove',
    name: { uk: 'Рукавички', en: 'Gloves' },
    description: {
      uk: 'Тактичні, стрілецькі, утеплені та вогнестійкі рукавички. Більшість моделей працюють із сенсорними екранами.',
      en: 'Tactical, shooting, insulated and flame-resistant gloves. Most models work with touchscreens.',
    },
  },
  {
    slug: 'okulyary', parent: 'zakhyst', pictogram: 'goggles',
    name: { uk: 'Окуляри', en: 'Eyewear' },
    description: {
      uk: 'Балістичні окуляри та маски, що захищають від уламків, пилу й вітру. Є моделі зі змінними лінзами та під діоптричну вставку.',
      en: 'Ballistic glasses and goggles that protect against fragments, dust and wind. Some models have interchangeable lenses or take a prescription insert.',
    },
  },
  {
    slug: 'nakolinnyky', parent: 'zakhyst', pictogram: 'kneepad',
    name: { uk: 'Наколінники', en: 'Knee and elbow pads' },
    description: {
      uk: 'Наколінники й налокітники для роботи на бетоні, щебені та в окопі. Надійно тримаються і не натирають навіть після довгого дня.',
      en: 'Knee and elbow pads for work on concrete, gravel and in trenches. They stay in place and do not chafe even after a long day.',
    },
  },
  {
    slug: 'navushnyky', parent: 'zakhyst', pictogram: 'headphones',
    name: { uk: 'Навушники', en: 'Hearing protection' },
    description: {
      uk: 'Активні та пасивні навушники, що глушать постріли й вибухи, але підсилюють тиху мову. Є моделі з кріпленням на шолом і гарнітурою для рації.',
      en: 'Active and passive ear protection that cuts gunshots and blasts while amplifying quiet speech. Some models mount on a helmet or come with a radio headset.',
    },
  },
  {
    slug: 'taktychne-sporyadzhennya', pictogram: 'backpack',
    name: { uk: 'Тактичне спорядження', en: 'Tactical equipment' },
    description: {
      uk: 'Рюкзаки, підсумки, ремені, ліхтарі, ножі, одяг і взуття, перевірені на службі та в польових умовах. Зібрали те, що справді витримує щоденне навантаження.',
      en: 'Backpacks, pouches, belts, lights, knives, clothing and boots proven in service and in the field. We picked gear that really stands up to daily use.',
    },
  },
  {
    slug: 'riukzaky', parent: 'taktychne-sporyadzhennya', pictogram: 'backpack',
    name: { uk: 'Рюкзаки', en: 'Backpacks' },
    description: {
      uk: 'Штурмові, рейдові та щоденні рюкзаки від 8 до 80 літрів. Стропи MOLLE, відсіки для гідратора та рами, які розвантажують спину.',
      en: 'Assault, patrol and everyday packs from 8 to 80 litres. MOLLE webbing, hydration sleeves and frames that take the load off your back.',
    },
  },
  {
    slug: 'pidsumky', parent: 'taktychne-sporyadzhennya', pictogram: 'pouch',
    name: { uk: 'Підсумки', en: 'Pouches' },
    description: {
      uk: 'Підсумки для магазинів, аптечок, рацій та дрібниць, які кріпляться на будь-яку платформу MOLLE. Зберіть розвантаження під свої задачі.',
      en: 'Pouches for magazines, first-aid kits, radios and small items that fit any MOLLE platform. Build a loadout around your own tasks.',
    },
  },
  {
    slug: 'remeni', parent: 'taktychne-sporyadzhennya', pictogram: 'belt',
    name: { uk: 'Ремені', en: 'Belts' },
    description: {
      uk: 'Тактичні та бойові пояси, ремені для зброї й підтяжки. Металеві пряжки, жорсткі вкладки й стропи, що не розтягуються.',
      en: 'Tactical and battle belts, weapon slings and harnesses. Metal buckles, stiff inserts and webbing that does not stretch.',
    },
  },
  {
    slug: 'likhtari', parent: 'taktychne-sporyadzhennya', pictogram: 'torch',
    name: { uk: 'Ліхтарі', en: 'Lights' },
    description: {
      uk: 'Ручні, налобні, збройові та кемпінгові ліхтарі з акумуляторами і зарядкою через USB-C. Для багатьох моделей є режим червоного світла.',
      en: 'Handheld, head, weapon and camping lights with rechargeable batteries and USB-C charging. Many models have a red-light mode.',
    },
  },
  {
    slug: 'nozhi', parent: 'taktychne-sporyadzhennya', pictogram: 'knife',
    name: { uk: 'Ножі', en: 'Knives and tools' },
    description: {
      uk: 'Фіксовані та складані ножі, мультитули, стропорізи й мачете. Сталі, що тримають заточку, і піхви, які не загубляться.',
      en: 'Fixed and folding knives, multitools, strap cutters and machetes. Steels that hold an edge and sheaths you will not lose.',
    },
  },
  {
    slug: 'taktychnyi-odiah', parent: 'taktychne-sporyadzhennya', pictogram: 'jacket',
    name: { uk: 'Тактичний одяг', en: 'Tactical clothing' },
    description: {
      uk: 'Куртки, штани, бойові сорочки та термобілизна від XS до XXXL. Посилені коліна й лікті, зручні кишені та тканини, що швидко сохнуть.',
      en: 'Jackets, trousers, combat shirts and base layers from XS to XXXL. Reinforced knees and elbows, practical pockets and quick-drying fabrics.',
    },
  },
  {
    slug: 'cherevyky', parent: 'taktychne-sporyadzhennya', pictogram: 'boot',
    name: { uk: 'Черевики', en: 'Boots' },
    description: {
      uk: 'Тактичне взуття на літо й зиму: мембранні черевики, шкіряні берці та легкі кросівки. Розміри з 39 по 46.',
      en: 'Tactical footwear for summer and winter: waterproof membrane boots, leather combat boots and light trainers. Sizes 39 to 46.',
    },
  },
  {
    slug: 'kemping', pictogram: 'tent',
    name: { uk: 'Кемпінг', en: 'Camping gear' },
    description: {
      uk: 'Намети, спальники, каремати, посуд, пальники та меблі для походів і відпочинку на природі. Усе, щоб ночівля під зорями була теплою й затишною.',
      en: 'Tents, sleeping bags, mats, cookware, stoves and furniture for hiking and outdoor holidays. Everything to make a night under the stars warm and cosy.',
    },
  },
  {
    slug: 'namety', parent: 'kemping', pictogram: 'tent',
    name: { uk: 'Намети', en: 'Tents' },
    description: {
      uk: 'Ультралегкі, трисезонні, зимові та сімейні намети. Усі моделі мають проклеєні шви й тент з водостійкістю від 3000 мм.',
      en: 'Ultralight, three-season, winter and family tents. All models have taped seams and a flysheet rated from 3000 mm.',
    },
  },
  {
    slug: 'spalni-mishky', parent: 'kemping', pictogram: 'sleeping-bag',
    name: { uk: 'Спальні мішки', en: 'Sleeping bags' },
    description: {
      uk: 'Пухові та синтетичні спальники для літа, міжсезоння і зими. Обирайте за температурою комфорту — ми вказуємо її чесно.',
      en: 'Down and synthetic sleeping bags for summer, the shoulder seasons and winter. Choose by comfort temperature — we state it honestly.',
    },
  },
  {
    slug: 'karematy', parent: 'kemping', pictogram: 'mat',
    name: { uk: 'Каремати', en: 'Sleeping mats' },
    description: {
      uk: 'Пінні каремати, самонадувні та надувні килимки. Гарний килимок важить для тепла не менше, ніж спальник.',
      en: 'Foam pads, self-inflating and air mats. A good mat matters for warmth as much as your sleeping bag does.',
    },
  },
  {
    slug: 'posud', parent: 'kemping', pictogram: 'pot',
    name: { uk: 'Посуд', en: 'Cookware' },
    description: {
      uk: 'Казанки, чайники, кухлі, термоси та фляги з титану, алюмінію й нержавної сталі. Легкі набори, що складаються один в одного.',
      en: 'Pots, kettles, mugs, flasks and bottles in titanium, aluminium and stainless steel. Light sets that nest inside each other.',
    },
  },
  {
    slug: 'palnyky', parent: 'kemping', pictogram: 'stove',
    name: { uk: 'Пальники', en: 'Stoves' },
    description: {
      uk: 'Газові, мультипаливні та тріскові пальники, системи приготування й картриджі. Гаряча їжа за кілька хвилин навіть на вітрі.',
      en: 'Gas, multi-fuel and wood stoves, cooking systems and canisters. A hot meal in minutes, even in the wind.',
    },
  },
  {
    slug: 'mebli', parent: 'kemping', pictogram: 'chair',
    name: { uk: 'Кемпінгові меблі', en: 'Camp furniture' },
    description: {
      uk: 'Розкладні крісла, столи, гамаки й розкладачки для табору біля машини чи на березі. Легко складаються і займають мало місця в багажнику.',
      en: 'Folding chairs, tables, hammocks and cots for a camp by the car or on the shore. They fold quickly and take little room in the boot.',
    },
  },
];

const firstSentence = (text: string) => textBefore(text, '. ').replace(/\.$/, '');

export function metaOf(category: CategorySeed): { title: Texts; description: Texts } {
  return {
    title: {
      uk: `${category.name.uk} — купити в Україні | Табір`,
      en: `${category.name.en} — buy online in Ukraine | Tabir`,
    },
    description: {
      uk: `${category.name.uk} в інтернет-магазині Табір: ${lowerFirst(firstSentence(category.description.uk))}. Доставка по всій Україні.`,
      en: `${category.name.en} at Tabir: ${lowerFirst(firstSentence(category.description.en))}. Delivery across Ukraine.`,
    },
  };
}
