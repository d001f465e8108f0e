import type { Texts } from '../types.ts';
import type { Pictogram } from '../images/pictograms.ts';
import { paragraphs } from './article-types.ts';

export interface BlockSeed {
  type: 'text' | 'image' | 'gallery' | 'button' | 'products';
  top: number;
  bottom: number;
  /** Picture of an image block. */
  picture?: Pictogram;
  /** A button's target, or for a products block the category whose products it shows. */
  link?: string;
  buttonType?: 'type_1' | 'type_2' | 'type_3';
  title: Texts;
  body: Texts;
  buttonText: Texts;
}

export interface LandingSeed {
  slug: string;
  date: string;
  color: string;
  /** The cover takes the first. */
  gallery: [Pictogram, ...Pictogram[]];
  title: Texts;
  excerpt: Texts;
  body: Texts;
  blocks: BlockSeed[];
}

const none: Texts = { uk: '', en: '' };

export const landingSeeds: LandingSeed[] = [
  {
    slug: 'sezon-kempinhu',
    date: '2026-04-15T10:00:00+03:00',
    color: '#2f6b3c',
    gallery: ['tent', 'sleeping-bag', 'mat', 'stove', 'chair', 'lantern'],
    title: { uk: 'Кемпінговий сезон: гід для початківців', en: 'Camping season: a beginner’s guide' },
    excerpt: {
      uk: 'Зібрали все, що потрібно для першої ночівлі в наметі, — від вибору місця до ранкової кави.',
      en: 'Everything you need for your first night in a tent, from picking a pitch to the morning coffee.',
    },
    body: {
      uk: paragraphs('Перша ночівля на природі запам’ятовується надовго — подбаймо, щоб у найкращому сенсі. Ось наш короткий гід по спорядженню та табору.'),
      en: paragraphs('Your first night outdoors stays with you for a long time — let us make sure it is for the right reasons. Here is our short guide to gear and camp.'),
    },
    blocks: [
      {
        type: 'text', top: 0, bottom: 40,
        title: { uk: 'Де ставити табір', en: 'Where to pitch' },
        body: {
          uk: paragraphs('Шукайте рівне місце трохи вище за навколишню місцевість, щоб уночі під намет не натекла вода. Не ставте намет під сухими деревами й надто близько до річки: вранці там найхолодніше й найвологіше.'),
          en: paragraphs('Look for level ground a little higher than its surroundings so rain does not run under the tent at night. Avoid dead trees and the river’s edge: that is where mornings are coldest and dampest.'),
        },
        buttonText: none,
      },
      {
        type: 'products', top: 20, bottom: 40, link: '/namety',
        title: { uk: 'Намети для першого походу', en: 'Tents for your first trip' },
        body: none,
        buttonText: { uk: 'Усі намети', en: 'All tents' },
      },
      {
        type: 'image', top: 40, bottom: 40, picture: 'sleeping-bag',
        title: { uk: 'Спальник + килимок = тепла ніч', en: 'Bag plus mat equals a warm night' },
        body: {
          uk: paragraphs('Земля забирає тепло швидше за повітря, тому килимок важить не менше, ніж спальник. Для літа вистачить R 2, для весни й осені беріть R 3 і вище.'),
          en: paragraphs('The ground draws heat away faster than the air, so your mat matters as much as your bag. R 2 is enough for summer; for spring and autumn choose R 3 or more.'),
        },
        buttonText: none,
      },
      {
        type: 'products', top: 20, bottom: 40, link: '/spalni-mishky',
        title: { uk: 'Спальники на весну й літо', en: 'Sleeping bags for spring and summer' },
        body: none,
        buttonText: { uk: 'Обрати спальник', en: 'Choose a sleeping bag' },
      },
      {
        type: 'gallery', top: 40, bottom: 40,
        title: { uk: 'Як це виглядає в таборі', en: 'What it looks like in camp' },
        body: none,
        buttonText: none,
      },
      {
        type: 'button', top: 20, bottom: 80, link: '/kemping', buttonType: 'type_1',
        title: { uk: 'Готові до сезону?', en: 'Ready for the season?' },
        body: none,
        buttonText: { uk: 'До кемпінгового каталогу', en: 'Browse camping gear' },
      },
    ],
  },
  {
    slug: 'komplekt-volontera',
    date: '2026-05-20T10:00:00+03:00',
    color: '#5b6330',
    gallery: ['vest', 'helmet', 'pouch', 'glove', 'goggles'],
    title: { uk: 'Захисний комплект волонтера', en: 'A protective kit for volunteers' },
    excerpt: {
      uk: 'Що потрібно волонтерові, який їздить у прифронтові громади: мінімальний набір захисту та аптечка.',
      en: 'What a volunteer travelling to front-line communities needs: a minimal protective kit and first aid.',
    },
    body: {
      uk: paragraphs('Волонтери щодня везуть гуманітарну допомогу туди, де небезпечно. Ми склали список спорядження, яке варто мати кожному, хто їде в прифронтову зону.'),
      en: paragraphs('Volunteers carry aid into dangerous places every day. Here is the gear everyone heading to a front-line area should have.'),
    },
    blocks: [
      {
        type: 'text', top: 0, bottom: 40,
        title: { uk: 'Основа: бронежилет і шолом', en: 'The basics: armour and a helmet' },
        body: {
          uk: paragraphs('Для поїздок на машині та роботи в населених пунктах достатньо плитоноски з плитами класу III+ і балістичного шолома IIIA. Обирайте легші моделі: носити їх доведеться годинами.'),
          en: paragraphs('For driving and working in towns, a carrier with level III+ plates and a level IIIA ballistic helmet is enough. Choose lighter models: you will wear them for hours.'),
        },
        buttonText: none,
      },
      {
        type: 'products', top: 20, bottom: 40, link: '/bronezhylety',
        title: { uk: 'Плитоноски та бронежилети', en: 'Plate carriers and body armour' },
        body: none,
        buttonText: { uk: 'Дивитися всі', en: 'See them all' },
      },
      {
        type: 'products', top: 20, bottom: 40, link: '/sholomy',
        title: { uk: 'Балістичні шоломи', en: 'Ballistic helmets' },
        body: none,
        buttonText: { uk: 'Усі шоломи', en: 'All helmets' },
      },
      {
        type: 'image', top: 40, bottom: 40, picture: 'pouch',
        title: { uk: 'Аптечка завжди на тілі', en: 'First aid always on you' },
        body: {
          uk: paragraphs('Турнікет, бандаж і ножиці для одягу мають бути на вас, а не в машині. Відривна аптечка-підсумок на плитоносці — найкраще рішення.'),
          en: paragraphs('A tourniquet, a bandage and trauma shears belong on you, not in the car. A rip-away first-aid pouch on your carrier is the best solution.'),
        },
        buttonText: none,
      },
      {
        type: 'button', top: 20, bottom: 60, link: '/dlia-pidrozdiliv', buttonType: 'type_2',
        title: { uk: 'Купуєте для команди чи фонду?', en: 'Buying for a team or a charity?' },
        body: {
          uk: paragraphs('Оптові ціни, оплата за рахунком і повний пакет документів.'),
          en: paragraphs('Bulk prices, payment by invoice and full paperwork.'),
        },
        buttonText: { uk: 'Умови для підрозділів', en: 'Terms for units and charities' },
      },
    ],
  },
  {
    slug: 'podarunky',
    date: '2026-11-10T10:00:00+02:00',
    color: '#e06a1e',
    gallery: ['knife', 'torch', 'pot', 'backpack'],
    title: { uk: 'Що подарувати туристу й захисникові', en: 'Gift ideas for hikers and defenders' },
    excerpt: {
      uk: 'Корисні подарунки до 1 000, 3 000 і 5 000 ₴, які точно не ляжуть на полицю.',
      en: 'Useful gifts under 1 000, 3 000 and 5 000 ₴ that will not end up gathering dust.',
    },
    body: {
      uk: paragraphs('Найкращий подарунок — той, яким користуються щодня. Ми відібрали речі, що стануть у пригоді і в поході, і на службі.'),
      en: paragraphs('The best gift is one that gets used every day. We picked items that earn their keep on the trail and on duty alike.'),
    },
    blocks: [
      {
        type: 'text', top: 0, bottom: 30,
        title: { uk: 'До 1 000 ₴', en: 'Under 1 000 ₴' },
        body: {
          uk: paragraphs('Налобний ліхтар, сталевий кухоль з подвійними стінками, ліхтар-брелок або титанова ложка-виделка — дрібниці, які цінують усі.'),
          en: paragraphs('A head torch, a double-walled steel mug, a keychain light or a titanium spork: small things everybody appreciates.'),
        },
        buttonText: none,
      },
      {
        type: 'products', top: 20, bottom: 40, link: '/likhtari',
        title: { uk: 'Ліхтарі', en: 'Lights' },
        body: none,
        buttonText: { uk: 'Усі ліхтарі', en: 'All lights' },
      },
      {
        type: 'text', top: 20, bottom: 30,
        title: { uk: 'До 3 000 ₴', en: 'Under 3 000 ₴' },
        body: {
          uk: paragraphs('Мультитул, бушкрафтовий ніж, термос на літр або тактичні рукавички з захистом кісточок.'),
          en: paragraphs('A multitool, a bushcraft knife, a one-litre flask or hard-knuckle tactical gloves.'),
        },
        buttonText: none,
      },
      {
        type: 'products', top: 20, bottom: 40, link: '/nozhi',
        title: { uk: 'Ножі та мультитули', en: 'Knives and multitools' },
        body: none,
        buttonText: { uk: 'Обрати ніж', en: 'Choose a knife' },
      },
      {
        type: 'image', top: 40, bottom: 40, picture: 'backpack',
        title: { uk: 'До 5 000 ₴', en: 'Under 5 000 ₴' },
        body: {
          uk: paragraphs('Рюкзак «Марш 45», активні навушники «Слух» або самонадувний килимок — подарунки, які служитимуть роками.'),
          en: paragraphs('The Marsh 45 backpack, Slukh active ear defenders or a self-inflating mat: gifts that last for years.'),
        },
        buttonText: none,
      },
      {
        type: 'button', top: 20, bottom: 80, link: '/taktychne-sporyadzhennya', buttonType: 'type_3',
        title: none,
        body: none,
        buttonText: { uk: 'Більше ідей у каталозі', en: 'More ideas in the catalogue' },
      },
    ],
  },
];
