import { defineRange, formatNumber } from './range.ts';

interface MatSpec {
  length: number;
  thickness: number;
  rValue: number;
}

export const sleepingMats = defineRange<MatSpec>({
  category: 'karematy',
  pictogram: 'mat',
  skuPrefix: 'KAR',
  story: (p) => ({
    uk: p.spec.length < 100 ? 'Пінка не вбирає вологи й відділяє вас від холодного каменю чи мокрої колоди. Важить менше за плитку шоколаду й кріпиться до рюкзака.' : `Теплоізоляція R ${formatNumber(p.spec.rValue, 'uk')} ${p.spec.rValue >= 4 ? 'розрахована на сніг і мерзлу землю.' : p.spec.rValue >= 2.5 ? 'вистачає для весни, літа й осені.' : 'підходить для теплих ночей або як додатковий шар під інший килимок.'} Поверхня не ковзає, тож спальник не з’їжджає вночі навіть на схилі.`,
    en: p.spec.length < 100 ? 'The foam does not soak up water and keeps you off cold rock or a wet log. It weighs less than a chocolate bar and clips to your pack.' : `An R-value of ${formatNumber(p.spec.rValue, 'en')} ${p.spec.rValue >= 4 ? 'is made for snow and frozen ground.' : p.spec.rValue >= 2.5 ? 'is enough for spring, summer and autumn.' : 'suits warm nights or works as an extra layer under another mat.'} The surface does not slip, so your sleeping bag stays put even on a slope.`,
  }),
  specs: (p) => [
    { uk: `Довжина: ${p.spec.length} см`, en: `Length: ${p.spec.length} cm` },
    { uk: `Товщина: ${formatNumber(p.spec.thickness, 'uk')} см`, en: `Thickness: ${formatNumber(p.spec.thickness, 'en')} cm` },
    { uk: `Теплоізоляція: R ${formatNumber(p.spec.rValue, 'uk')}`, en: `R-value: ${formatNumber(p.spec.rValue, 'en')}` },
  ],
  products: [
    {
      uk: 'Каремат пінний «Пінка»', en: 'Pinka Foam Mat', brand: 'vatra-camp', price: 490, weight: 300,
      colors: ['blue', 'green', 'olive'], material: 'eva-foam',
      spec: { length: 180, thickness: 1, rValue: 1.5 },
      pitch: {
        uk: 'Класичний пінний каремат, який не проколеш і не зіпсуєш.',
        en: 'A classic foam mat that cannot be punctured or ruined.',
      },
    },
    {
      uk: 'Сидушка «Пінка Міні»', en: 'Pinka Mini Sit Pad', brand: 'vatra-camp', price: 190, weight: 40,
      colors: ['blue', 'olive', 'orange'], material: 'eva-foam',
      spec: { length: 40, thickness: 1, rValue: 1.5 },
      pitch: {
        uk: 'Сидушка з гумкою на пояс: присісти на холодний камінь чи мокру колоду тепер не проблема.',
        en: 'A sit pad on an elastic waistband, so a cold rock or wet log is no problem.',
      },
    },
    {
      uk: 'Каремат фольгований «Відбиток»', en: 'Vidbytok Foil Foam Mat', brand: 'vatra-camp', price: 690, weight: 380,
      colors: ['green', 'grey'], material: 'eva-foam',
      spec: { length: 185, thickness: 1.2, rValue: 2 },
      pitch: {
        uk: 'Пінний каремат з фольгованим шаром, що відбиває тепло тіла назад.',
        en: 'A foam mat with a foil layer that reflects body heat back to you.',
      },
    },
    {
      uk: 'Каремат складаний «Гармошка»', en: 'Harmoshka Folding Foam Mat', brand: 'hoverla-outdoor', price: 890, weight: 410,
      colors: ['orange', 'olive'], material: 'eva-foam',
      spec: { length: 183, thickness: 2, rValue: 2 },
      pitch: {
        uk: 'Каремат, що складається гармошкою в пласку пачку і кріпиться зовні рюкзака.',
        en: 'A mat that folds accordion-style into a flat pack to strap outside your backpack.',
      },
    },
    {
      uk: 'Килимок самонадувний «Хмаринка»', en: 'Khmarynka Self-Inflating Mat', brand: 'hoverla-outdoor', price: 2490, weight: 950,
      colors: ['green', 'orange', 'blue'], material: 'tpu-nylon',
      spec: { length: 183, thickness: 3.8, rValue: 3.2 },
      pitch: {
        uk: 'Самонадувний килимок: відкрили клапан — за кілька хвилин він набрав повітря сам.',
        en: 'A self-inflating mat: open the valve and it fills itself in a few minutes.',
      },
    },
    {
      uk: 'Килимок самонадувний «Дует»', en: 'Duet Double Self-Inflating Mat', brand: 'vatra-camp', price: 4490, weight: 2600,
      colors: ['blue', 'green'], material: 'tpu-nylon',
      spec: { length: 190, thickness: 5, rValue: 3.5 },
      pitch: {
        uk: 'Двомісний килимок шириною 130 см для сімейного намету та кемпінгу біля авто.',
        en: 'A 130 cm wide double mat for family tents and car camping.',
      },
    },
    {
      uk: 'Килимок надувний «Легкість»', en: 'Lehkist Air Mat', brand: 'hoverla-outdoor', price: 2990, weight: 480,
      colors: ['orange', 'grey'], material: 'tpu-nylon',
      spec: { length: 183, thickness: 7, rValue: 2.8 },
      pitch: {
        uk: 'Надувний килимок товщиною 7 см, що важить менше пів кілограма й надувається мішком-насосом.',
        en: 'A 7 cm air mat under half a kilo that inflates with its pump sack.',
      },
    },
    {
      uk: 'Килимок зимовий «Північ»', en: 'Pivnich Winter Air Mat', brand: 'hoverla-outdoor', price: 4990, weight: 680,
      colors: ['red', 'orange'], material: 'tpu-nylon',
      spec: { length: 183, thickness: 7.5, rValue: 5.4 },
      pitch: {
        uk: 'Зимовий надувний килимок з відбивними шарами для ночівель на снігу.',
        en: 'A winter air mat with reflective layers for nights on snow.',
      },
    },
  ],
});

interface FurnitureSpec {
  load: number;
  packed: string;
  frameless?: boolean;
}

export const campFurniture = defineRange<FurnitureSpec>({
  category: 'mebli',
  pictogram: 'chair',
  skuPrefix: 'MEB',
  story: (p) => ({
    uk: `${p.spec.frameless ? `Стропи й карабіни витримують до ${p.spec.load} кг, а тканина швидко висихає після ночі під росою.` : `Каркас з анодованого алюмінію витримує до ${p.spec.load} кг і не іржавіє після ночі під росою.`} Усе складається за хвилину й ховається в чохол, що легко вміщується в багажник.`,
    en: `${p.spec.frameless ? `Straps and carabiners hold up to ${p.spec.load} kg, and the fabric dries fast after a night in the dew.` : `The anodised aluminium frame takes up to ${p.spec.load} kg and does not rust after a night in the dew.`} It folds in a minute into a bag that slips easily into the boot.`,
  }),
  specs: (p) => [
    { uk: `Максимальне навантаження: ${p.spec.load} кг`, en: `Maximum load: ${p.spec.load} kg` },
    { uk: `Розмір у складеному вигляді: ${p.spec.packed} см`, en: `Packed size: ${p.spec.packed} cm` },
    { uk: 'Чохол для перенесення в комплекті', en: 'Carry bag included' },
  ],
  products: [
    {
      uk: 'Крісло розкладне «Відпочинок»', en: 'Vidpochynok Folding Chair', brand: 'vatra-camp', price: 1290, weight: 3200,
      colors: ['green', 'blue', 'grey'], material: 'polyester',
      spec: { load: 120, packed: '85×20×20' },
      pitch: {
        uk: 'Зручне крісло з підлокітниками та підсклянником для табору біля вогнища.',
        en: 'A comfy chair with armrests and a cup holder for sitting around the campfire.',
      },
    },
    {
      uk: 'Стілець-тринога «Рибалка»', en: 'Rybalka Tripod Stool', brand: 'vatra-camp', price: 390, weight: 600,
      colors: ['olive', 'black'], material: 'polyester',
      spec: { load: 90, packed: '50×8×8' },
      pitch: {
        uk: 'Легкий стільчик на трьох ніжках для риболовлі, полювання й черги на заправці.',
        en: 'A light three-legged stool for fishing, hunting and queues at the petrol station.',
      },
    },
    {
      uk: 'Крісло ультралегке «Пір’їнка»', en: 'Piriinka Ultralight Chair', brand: 'hoverla-outdoor', price: 2890, weight: 900,
      colors: ['black', 'orange', 'olive'], material: 'ripstop',
      spec: { load: 110, packed: '35×12×10' },
      pitch: {
        uk: 'Крісло вагою 900 г, яке можна взяти в піший похід.',
        en: 'A 900 g chair you can take on a backpacking trip.',
      },
    },
    {
      uk: 'Крісло рибальське «Берег»', en: 'Bereh Fishing Chair', brand: 'vatra-camp', price: 1990, weight: 4100,
      colors: ['olive', 'camouflage'], material: 'polyester',
      spec: { load: 130, packed: '90×22×20' },
      pitch: {
        uk: 'Крісло з регульованими ніжками, що стоїть рівно навіть на схилі біля води.',
        en: 'A chair with adjustable legs that stands level even on a bank.',
      },
    },
    {
      uk: 'Стіл розкладний «Пікнік»', en: 'Piknik Folding Table', brand: 'vatra-camp', price: 1890, weight: 4600,
      colors: ['grey'], material: 'aluminium',
      spec: { load: 30, packed: '70×12×12' },
      pitch: {
        uk: 'Стіл 70×70 см з рулонною стільницею, що складається в компактний чохол.',
        en: 'A 70×70 cm roll-top table that packs into a compact bag.',
      },
    },
    {
      uk: 'Стіл «Похідна кухня»', en: 'Pokhidna Kukhnia Camp Kitchen Table', brand: 'vatra-camp', price: 3490, weight: 7200,
      colors: ['grey', 'black'], material: 'aluminium',
      spec: { load: 40, packed: '90×45×10' },
      pitch: {
        uk: 'Кухонний стіл з вітрозахистом для плити, полицею та гачками для посуду.',
        en: 'A kitchen table with a stove windscreen, a shelf and utensil hooks.',
      },
    },
    {
      uk: 'Гамак «Колиска»', en: 'Kolyska Hammock', brand: 'hoverla-outdoor', price: 1190, weight: 520,
      colors: ['green', 'orange', 'blue', 'olive'], material: 'ripstop',
      spec: { load: 150, packed: '15×15×10', frameless: true },
      pitch: {
        uk: 'Гамак з парашутного ріпстопу зі стропами для кріплення до дерев без шкоди корі.',
        en: 'A parachute-ripstop hammock with tree straps that do not damage the bark.',
      },
    },
    {
      uk: 'Розкладачка «Лежак»', en: 'Lezhak Camp Cot', brand: 'vatra-camp', price: 2990, weight: 5400,
      colors: ['olive', 'black'], material: 'polyester',
      spec: { load: 150, packed: '95×18×16' },
      pitch: {
        uk: 'Розкладачка для намету, бліндажа чи гостей: спите над холодною підлогою.',
        en: 'A cot for a tent, a dugout or guests: you sleep above the cold floor.',
      },
    },
  ],
});
