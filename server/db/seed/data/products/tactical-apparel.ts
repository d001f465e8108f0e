import { defineRange } from './range.ts';
import type { SizeSlug } from '../attributes.ts';

interface ClothingSpec {
  layer: 'base' | 'mid' | 'outer';
  waterproof: boolean;
  pockets: number;
}

const layerNames = {
  base: { uk: 'перший (термобілизна)', en: 'base layer' },
  mid: { uk: 'другий (утеплювальний)', en: 'mid layer' },
  outer: { uk: 'зовнішній', en: 'outer layer' },
};

const clothingSizes: SizeSlug[] = ['xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl'];

export const tacticalClothing = defineRange<ClothingSpec>({
  category: 'taktychnyi-odiah',
  pictogram: 'jacket',
  skuPrefix: 'ODG',
  sizes: clothingSizes,
  story: (p) => ({
    uk: `${p.spec.waterproof ? 'Тканина з мембраною не пропускає дощ і вітер, але виводить пару, тож під одягом не стає мокро.' : 'Тканина швидко сохне і не шурхотить під час руху.'} Шви в місцях найбільшого навантаження прострочені двічі, а крій не сковує рухів, коли ви присідаєте чи тягнетеся вгору.`,
    en: `${p.spec.waterproof ? 'The membrane fabric keeps out rain and wind yet lets vapour escape, so you stay dry underneath.' : 'The fabric dries fast and does not rustle as you move.'} High-stress seams are double-stitched, and the cut stays out of your way when you crouch or reach up.`,
  }),
  specs: (p) => [
    { uk: `Шар: ${layerNames[p.spec.layer].uk}`, en: `Layer: ${layerNames[p.spec.layer].en}` },
    { uk: `Кишень: ${p.spec.pockets}`, en: `Pockets: ${p.spec.pockets}` },
    ...(p.spec.waterproof ? [{ uk: 'Водостійка мембрана 10 000 мм', en: '10,000 mm waterproof membrane' }] : []),
  ],
  products: [
    {
      uk: 'Куртка софтшел «Вітрило»', en: 'Vitrylo Softshell Jacket', brand: 'polissia-trail', price: 3490, weight: 780,
      colors: ['olive', 'black', 'coyote'], material: 'softshell',
      spec: { layer: 'outer', waterproof: false, pockets: 6 },
      pitch: {
        uk: 'Софтшелова куртка з флісовою підкладкою для вітряної погоди від +15 до −5 °C.',
        en: 'A fleece-lined softshell for windy weather from +15 to −5 °C.',
      },
    },
    {
      uk: 'Куртка утеплена «Хуртовина»', en: 'Khurtovyna Insulated Jacket', brand: 'polissia-trail', price: 5490, weight: 1150,
      colors: ['olive', 'black', 'camouflage'], material: 'ripstop',
      spec: { layer: 'outer', waterproof: true, pockets: 7 },
      pitch: {
        uk: 'Зимова куртка з синтетичним утеплювачем і капюшоном, що вміщує шолом.',
        en: 'A winter jacket with synthetic insulation and a hood that fits over a helmet.',
      },
    },
    {
      uk: 'Штани тактичні «Крок»', en: 'Krok Tactical Trousers', brand: 'sokil-tactical', price: 1890, weight: 620, pictogram: 'trousers',
      colors: ['olive', 'coyote', 'black', 'camouflage'], material: 'ripstop',
      spec: { layer: 'outer', waterproof: false, pockets: 8 },
      pitch: {
        uk: 'Штани з ріпстопу з кишенями під наколінники та розтяжною вставкою в кроку.',
        en: 'Ripstop trousers with knee-pad pockets and a stretch gusset.',
      },
    },
    {
      uk: 'Штани утеплені «Стужа»', en: 'Stuzha Insulated Trousers', brand: 'polissia-trail', price: 3290, weight: 890, pictogram: 'trousers',
      colors: ['olive', 'black'], material: 'softshell',
      spec: { layer: 'outer', waterproof: true, pockets: 6 },
      pitch: {
        uk: 'Зимові штани на флісі з високим поясом і блискавками для вентиляції на стегнах.',
        en: 'Fleece-lined winter trousers with a high waist and thigh vent zips.',
      },
    },
    {
      uk: 'Бойова сорочка «Зміна»', en: 'Zmina Combat Shirt', brand: 'sokil-tactical', price: 1690, weight: 380,
      colors: ['olive', 'coyote', 'camouflage'], material: 'poly-cotton',
      spec: { layer: 'base', waterproof: false, pockets: 2 },
      pitch: {
        uk: 'Сорочка під бронежилет: дихаючий торс і міцні рукави з кишенями на плечах.',
        en: 'A shirt for wearing under armour: a breathable torso and tough sleeves with shoulder pockets.',
      },
    },
    {
      uk: 'Флісова кофта «Тепло»', en: 'Teplo Fleece Jacket', brand: 'hoverla-outdoor', price: 1290, weight: 420,
      colors: ['olive', 'black', 'grey', 'coyote'], material: 'fleece',
      spec: { layer: 'mid', waterproof: false, pockets: 3 },
      pitch: {
        uk: 'Тепла флісова кофта, що стискається в рюкзаку до розміру пляшки води.',
        en: 'A warm fleece that packs down to the size of a water bottle.',
      },
    },
    {
      uk: 'Футболка тактична «Основа»', en: 'Osnova Tactical T-Shirt', brand: 'sokil-tactical', price: 590, weight: 180,
      colors: ['olive', 'coyote', 'black', 'grey'], material: 'poly-cotton',
      spec: { layer: 'base', waterproof: false, pockets: 0 },
      pitch: {
        uk: 'Футболка з вологовідвідної тканини без швів на плечах, які натирали б під лямками.',
        en: 'A moisture-wicking T-shirt with no shoulder seams to chafe under straps.',
      },
    },
    {
      uk: 'Пончо-дощовик «Злива»', en: 'Zlyva Rain Poncho', brand: 'hoverla-outdoor', price: 990, weight: 450,
      colors: ['olive', 'camouflage', 'coyote'], material: 'ripstop', sizes: ['one-size'],
      spec: { layer: 'outer', waterproof: true, pockets: 0 },
      pitch: {
        uk: 'Пончо, що накриває і вас, і рюкзак, а в таборі стає тентом.',
        en: 'A poncho that covers you and your pack and becomes a tarp in camp.',
      },
    },
    {
      uk: 'Термобілизна «Перший шар»', en: 'Pershyi Shar Base Layer Set', brand: 'polissia-trail', price: 1490, weight: 320,
      colors: ['black', 'olive'], material: 'polyester',
      spec: { layer: 'base', waterproof: false, pockets: 0 },
      pitch: {
        uk: 'Комплект термобілизни з кофти й штанів, що тримає тепло й сухість на тілі.',
        en: 'A base-layer top and bottoms that keep you warm and dry.',
      },
    },
  ],
});

interface BootSpec {
  membrane: boolean;
  height: number;
  season: 'summer' | 'winter' | 'all';
}

export const boots = defineRange<BootSpec>({
  category: 'cherevyky',
  pictogram: 'boot',
  skuPrefix: 'CHR',
  sizes: ['39', '40', '41', '42', '43', '44', '45', '46'],
  story: (p) => ({
    uk: `${p.spec.membrane ? 'Мембрана не пропускає воду з калюж і мокрої трави, але дає нозі дихати.' : 'Сітчасті вставки добре вентилюються, тож ноги не пріють навіть у спеку.'} Гумова підошва з глибоким протектором тримає на мокрому камені й глині, а посилений носок захищає пальці.`,
    en: `${p.spec.membrane ? 'A membrane keeps out puddles and wet grass while letting your feet breathe.' : 'Mesh panels ventilate well, so your feet stay cool even in the heat.'} A deep-lug rubber sole grips wet rock and clay, and a reinforced toe protects your toes.`,
  }),
  specs: (p) => [
    { uk: `Висота халяви: ${p.spec.height} см`, en: `Shaft height: ${p.spec.height} cm` },
    p.spec.membrane ? { uk: 'Водонепроникна мембрана', en: 'Waterproof membrane' } : { uk: 'Вентиляційні вставки', en: 'Ventilated panels' },
    {
      uk: p.spec.season === 'winter' ? 'Утеплення до −25 °C' : p.spec.season === 'summer' ? 'Для теплої погоди' : 'Всесезонні',
      en: p.spec.season === 'winter' ? 'Insulated to −25 °C' : p.spec.season === 'summer' ? 'For warm weather' : 'All-season',
    },
  ],
  products: [
    {
      uk: 'Черевики тактичні «Марш»', en: 'Marsh Tactical Boots', brand: 'polissia-trail', price: 3890, weight: 1450,
      colors: ['coyote', 'black', 'olive'], material: 'leather',
      spec: { membrane: true, height: 20, season: 'all' },
      pitch: {
        uk: 'Всесезонні тактичні черевики, які не потребують розношування.',
        en: 'All-season tactical boots that need no breaking in.',
      },
    },
    {
      uk: 'Черевики зимові «Полярник»', en: 'Poliarnyk Winter Boots', brand: 'polissia-trail', price: 5490, weight: 1800,
      colors: ['black', 'olive'], material: 'leather',
      spec: { membrane: true, height: 23, season: 'winter' },
      pitch: {
        uk: 'Утеплені черевики для зимових чергувань, коли доводиться годинами стояти на морозі.',
        en: 'Insulated boots for winter shifts spent standing in the frost for hours.',
      },
    },
    {
      uk: 'Черевики літні «Степ»', en: 'Step Summer Boots', brand: 'polissia-trail', price: 3290, weight: 1100,
      colors: ['coyote', 'sand'], material: 'synthetic-leather',
      spec: { membrane: false, height: 18, season: 'summer' },
      pitch: {
        uk: 'Легкі літні черевики з сітчастими вставками для спекотного півдня.',
        en: 'Light summer boots with mesh panels for the hot south.',
      },
    },
    {
      uk: 'Берці шкіряні «Класика»', en: 'Klasyka Leather Combat Boots', brand: 'oberih', price: 4290, weight: 1700,
      colors: ['black'], material: 'leather',
      spec: { membrane: false, height: 22, season: 'all' },
      pitch: {
        uk: 'Класичні шкіряні берці з прошитою підошвою, яку можна перешити в майстерні.',
        en: 'Classic leather combat boots with a stitched sole that a cobbler can resole.',
      },
    },
    {
      uk: 'Кросівки тактичні «Спринт»', en: 'Sprynt Tactical Trainers', brand: 'polissia-trail', price: 2490, weight: 820,
      colors: ['black', 'coyote', 'olive'], material: 'synthetic-leather',
      spec: { membrane: false, height: 10, season: 'summer' },
      pitch: {
        uk: 'Тактичні кросівки для міста, полігону й тренувань.',
        en: 'Tactical trainers for the city, the range and workouts.',
      },
    },
    {
      uk: 'Черевики мембранні «Брід»', en: 'Brid Waterproof Boots', brand: 'hoverla-outdoor', price: 4990, weight: 1350,
      colors: ['coyote', 'olive'], material: 'leather',
      spec: { membrane: true, height: 19, season: 'all' },
      pitch: {
        uk: 'Черевики для болотистої місцевості та осінніх походів: сухо навіть після перетину струмка.',
        en: 'Boots for wetlands and autumn hikes: still dry after crossing a stream.',
      },
    },
    {
      uk: 'Черевики штурмові «Штурм»', en: 'Shturm Assault Boots', brand: 'oberih', price: 5990, weight: 1600,
      colors: ['coyote', 'black'], material: 'leather',
      spec: { membrane: true, height: 21, season: 'all' },
      pitch: {
        uk: 'Черевики з захистом щиколотки та підошвою, стійкою до проколів.',
        en: 'Boots with ankle protection and a puncture-resistant sole.',
      },
    },
    {
      uk: 'Черевики трекінгові «Стежка»', en: 'Stezhka Hiking Boots', brand: 'hoverla-outdoor', price: 3690, weight: 1200,
      colors: ['grey', 'olive', 'coyote'], material: 'synthetic-leather',
      spec: { membrane: true, height: 16, season: 'all' },
      pitch: {
        uk: 'Трекінгові черевики для гірських маршрутів вихідного дня.',
        en: 'Hiking boots for weekend mountain trails.',
      },
    },
  ],
});
