import { defineRange, formatNumber } from './range.ts';

interface CookwareSpec {
  volume: number;
  pieces: number;
  nesting: boolean;
}

export const cookware = defineRange<CookwareSpec>({
  category: 'posud',
  pictogram: 'pot',
  skuPrefix: 'POS',
  story: (p) => ({
    uk: `${p.spec.nesting ? 'Усі предмети складаються один в одного разом із газовим картриджем 230 г, тож набір займає в рюкзаку мінімум місця.' : 'Гладка поверхня легко відмивається навіть холодною водою з річки.'} Метал не вбирає запахів, тож учорашня юшка не нагадає про себе в ранковій каві.`,
    en: `${p.spec.nesting ? 'Every piece nests inside the next together with a 230 g gas canister, so the set takes minimal room in your pack.' : 'The smooth surface cleans easily, even with cold river water.'} The metal does not hold on to smells, so last night’s soup will not flavour your morning coffee.`,
  }),
  specs: (p) => [
    ...(p.spec.volume > 0 ? [{ uk: `Об’єм: ${formatNumber(p.spec.volume, 'uk', 2)} л`, en: `Capacity: ${formatNumber(p.spec.volume, 'en', 2)} L` }] : []),
    { uk: `Предметів у комплекті: ${p.spec.pieces}`, en: `Pieces: ${p.spec.pieces}` },
    ...(p.spec.nesting ? [{ uk: 'Складається один в одного', en: 'Nesting design' }] : []),
  ],
  products: [
    {
      uk: 'Набір казанків «Кухня на двох»', en: 'Kukhnia na Dvokh Pot Set for Two', brand: 'vatra-camp', price: 1490, weight: 520,
      colors: ['grey'], material: 'aluminium',
      spec: { volume: 1.8, pieces: 4, nesting: true },
      pitch: {
        uk: 'Два казанки, сковорідка-кришка і чохол — усе, щоб приготувати вечерю на двох.',
        en: 'Two pots, a lid that doubles as a pan and a bag: everything to cook dinner for two.',
      },
    },
    {
      uk: 'Казанок титановий «Легкий 750»', en: 'Lehkyi 750 Titanium Pot', brand: 'hoverla-outdoor', price: 1890, weight: 105,
      colors: ['grey'], material: 'titanium',
      spec: { volume: 0.75, pieces: 2, nesting: true },
      pitch: {
        uk: 'Титановий казанок на 750 мл, який важить менше за яблуко.',
        en: 'A 750 ml titanium pot that weighs less than an apple.',
      },
    },
    {
      uk: 'Кухоль сталевий «Ранок»', en: 'Ranok Steel Mug', brand: 'vatra-camp', price: 390, weight: 140,
      colors: ['grey', 'olive', 'orange'], material: 'stainless-steel',
      spec: { volume: 0.4, pieces: 1, nesting: false },
      pitch: {
        uk: 'Кухоль з подвійними стінками: чай довго не холоне, а пальці не обпікаються.',
        en: 'A double-walled mug: tea stays hot and your fingers do not get burnt.',
      },
    },
    {
      uk: 'Чайник «Привал 1 л»', en: 'Pryval 1 L Kettle', brand: 'vatra-camp', price: 990, weight: 230,
      colors: ['grey'], material: 'aluminium',
      spec: { volume: 1, pieces: 1, nesting: false },
      pitch: {
        uk: 'Похідний чайник з широким дном, що швидко закипає на пальнику та вогнищі.',
        en: 'A camp kettle with a wide base that boils fast on a stove or a fire.',
      },
    },
    {
      uk: 'Набір посуду «Родинний»', en: 'Rodynnyi Family Cook Set', brand: 'vatra-camp', price: 2490, weight: 1450,
      colors: ['grey'], material: 'stainless-steel',
      spec: { volume: 3.5, pieces: 11, nesting: true },
      pitch: {
        uk: 'Набір на чотирьох: два казани, сковорідка, чотири миски й чотири кухлі.',
        en: 'A set for four: two pots, a frying pan, four bowls and four mugs.',
      },
    },
    {
      uk: 'Сковорідка «Омлет»', en: 'Omlet Camp Frying Pan', brand: 'vatra-camp', price: 790, weight: 310,
      colors: ['black'], material: 'aluminium',
      spec: { volume: 0.9, pieces: 1, nesting: false },
      pitch: {
        uk: 'Антипригарна сковорідка зі складаною ручкою для сніданків у таборі.',
        en: 'A non-stick pan with a folding handle for camp breakfasts.',
      },
    },
    {
      uk: 'Термос «Гаряче 1 л»', en: 'Hariache 1 L Vacuum Flask', brand: 'hoverla-outdoor', price: 1290, weight: 560,
      colors: ['olive', 'black', 'orange', 'grey'], material: 'stainless-steel',
      spec: { volume: 1, pieces: 2, nesting: false },
      pitch: {
        uk: 'Термос, що тримає чай гарячим 24 години, з кришкою-чашкою.',
        en: 'A flask that keeps tea hot for 24 hours, with a cup lid.',
      },
    },
    {
      uk: 'Ложка-виделка «Спорк» титанова', en: 'Titanium Spork', brand: 'hoverla-outdoor', price: 290, weight: 18,
      colors: ['grey'], material: 'titanium',
      spec: { volume: 0, pieces: 1, nesting: false },
      pitch: {
        uk: 'Ложка й виделка в одному предметі, яку ви не помітите в кишені.',
        en: 'A spoon and fork in one that you will not notice in your pocket.',
      },
    },
    {
      uk: 'Фляга «Криниця» 1 л', en: 'Krynytsia 1 L Bottle', brand: 'vatra-camp', price: 590, weight: 190,
      colors: ['olive', 'blue', 'orange'], material: 'aluminium',
      spec: { volume: 1, pieces: 1, nesting: false },
      pitch: {
        uk: 'Алюмінієва фляга з карабіном, яку можна поставити на вогонь, щоб закип’ятити воду.',
        en: 'An aluminium bottle with a carabiner that you can put on the fire to boil water.',
      },
    },
  ],
});

interface StoveSpec {
  power: number;
  fuel: 'gas' | 'multi' | 'wood';
  piezo: boolean;
  canister?: boolean;
}

const fuelNames = {
  gas: { uk: 'газовий картридж', en: 'gas canister' },
  multi: { uk: 'газ, бензин, гас', en: 'gas, petrol, kerosene' },
  wood: { uk: 'тріски, шишки, сухий спирт', en: 'twigs, pine cones, fuel tablets' },
};

export const stoves = defineRange<StoveSpec>({
  category: 'palnyky',
  pictogram: 'stove',
  skuPrefix: 'PAL',
  story: (p) => (p.spec.canister ? {
    uk: 'Різьбовий клапан підходить до більшості туристичних пальників, а ізобутан у складі суміші тримає тиск на морозі. Не залишайте картридж на сонці й у машині в спеку.',
    en: 'The threaded valve fits most camping stoves, and the isobutane in the mix keeps the pressure up in frost. Do not leave the canister in the sun or in a hot car.',
  } : {
    uk: `${p.spec.fuel === 'wood' ? 'Пальне під ногами: пальник працює на тому, що можна зібрати в лісі, тому не треба нести запас газу.' : 'Літр води закипає приблизно за три з половиною хвилини, а регулятор дозволяє варити на мінімальному вогні.'} ${p.spec.piezo ? 'П’єзопідпал спрацьовує з першого натискання, але сірники все одно варто мати з собою.' : 'Стійкі ніжки тримають навіть великий казан.'}`,
    en: `${p.spec.fuel === 'wood' ? 'Fuel at your feet: the stove burns what you gather in the woods, so there is no gas to carry.' : 'A litre of water boils in about three and a half minutes, and the valve lets you simmer on a low flame.'} ${p.spec.piezo ? 'The piezo igniter lights first time, though it is still wise to carry matches.' : 'Sturdy legs hold even a large pot.'}`,
  }),
  specs: (p) => p.spec.canister ? [
    { uk: 'Маса газу: 450 г', en: 'Gas weight: 450 g' },
    { uk: 'Суміш пропану, бутану та ізобутану', en: 'Propane, butane and isobutane mix' },
    { uk: 'Різьбовий клапан EN 417', en: 'EN 417 threaded valve' },
  ] : [
    ...(p.spec.power > 0 ? [{ uk: `Потужність: ${p.spec.power} Вт`, en: `Output: ${p.spec.power} W` }] : []),
    { uk: `Паливо: ${fuelNames[p.spec.fuel].uk}`, en: `Fuel: ${fuelNames[p.spec.fuel].en}` },
    p.spec.piezo ? { uk: 'П’єзопідпал', en: 'Piezo ignition' } : { uk: 'Без п’єзопідпалу', en: 'No piezo igniter' },
  ],
  products: [
    {
      uk: 'Газовий пальник «Іскорка»', en: 'Iskorka Gas Stove', brand: 'vatra-camp', price: 690, weight: 95,
      colors: [], material: 'aluminium',
      spec: { power: 2600, fuel: 'gas', piezo: false },
      pitch: {
        uk: 'Мініатюрний пальник, що накручується на картридж і поміщається в кулак.',
        en: 'A tiny stove that screws onto a canister and fits in your fist.',
      },
    },
    {
      uk: 'Пальник «Полум’я» з п’єзопідпалом', en: 'Polumia Piezo Gas Stove', brand: 'vatra-camp', price: 890, weight: 120,
      colors: [], material: 'aluminium',
      spec: { power: 3000, fuel: 'gas', piezo: true },
      pitch: {
        uk: 'Надійний газовий пальник з п’єзопідпалом для походів вихідного дня.',
        en: 'A reliable gas stove with piezo ignition for weekend trips.',
      },
    },
    {
      uk: 'Пальник вітрозахищений «Буревій»', en: 'Burevii Windproof Stove', brand: 'hoverla-outdoor', price: 1490, weight: 210,
      colors: [], material: 'stainless-steel',
      spec: { power: 3200, fuel: 'gas', piezo: true },
      pitch: {
        uk: 'Пальник з утопленим полум’ям і вітрозахистом для гір і степу.',
        en: 'A stove with a recessed burner and wind shield for the mountains and the steppe.',
      },
    },
    {
      uk: 'Система приготування «Швидкий чай»', en: 'Shvydkyi Chai Cooking System', brand: 'hoverla-outdoor', price: 3490, weight: 480,
      colors: ['black', 'orange'], material: 'aluminium',
      spec: { power: 1500, fuel: 'gas', piezo: true },
      pitch: {
        uk: 'Пальник і кухоль з радіатором, що закип’ятять пів літра води за дві хвилини.',
        en: 'A burner and heat-exchanger mug that boil half a litre in two minutes.',
      },
    },
    {
      uk: 'Мультипаливний пальник «Всеїдний»', en: 'Vseidnyi Multi-Fuel Stove', brand: 'hoverla-outdoor', price: 4290, weight: 390,
      colors: [], material: 'stainless-steel',
      spec: { power: 2800, fuel: 'multi', piezo: false },
      pitch: {
        uk: 'Пальник, що працює на газі, бензині й гасі, — для експедицій і місць, де картриджів не купиш.',
        en: 'A stove that runs on gas, petrol or kerosene, for expeditions and places with no canisters for sale.',
      },
    },
    {
      uk: 'Газовий картридж 450 г', en: '450 g Gas Canister', brand: 'vatra-camp', price: 249, weight: 680,
      colors: [], material: 'aluminium',
      spec: { power: 0, fuel: 'gas', piezo: false, canister: true },
      pitch: {
        uk: 'Суміш пропану й бутану для походів у холодну пору: працює до −15 °C.',
        en: 'A propane-butane mix for cold-weather trips that works down to −15 °C.',
      },
    },
    {
      uk: 'Тріскова піч «Трісочка»', en: 'Trisochka Wood Stove', brand: 'vatra-camp', price: 1890, weight: 450,
      colors: [], material: 'stainless-steel',
      spec: { power: 0, fuel: 'wood', piezo: false },
      pitch: {
        uk: 'Складна тріскова піч, яка перетворює жменю гілок на гарячу вечерю.',
        en: 'A folding wood stove that turns a handful of twigs into a hot dinner.',
      },
    },
    {
      uk: 'Плита кемпінгова «Кухар»', en: 'Kukhar Camping Stove', brand: 'vatra-camp', price: 1990, weight: 1900,
      colors: ['black'], material: 'stainless-steel',
      spec: { power: 2200, fuel: 'gas', piezo: true },
      pitch: {
        uk: 'Настільна плита у валізі, що працює від цангових балонів, — для кемпінгу та блекаутів удома.',
        en: 'A tabletop stove in a carry case for cartridge canisters, for camping and blackouts at home.',
      },
    },
  ],
});
