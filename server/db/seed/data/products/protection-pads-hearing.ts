import { defineRange } from './range.ts';

interface PadSpec {
  cap: 'hard' | 'soft' | 'gel';
  elbows: boolean;
}

const capNames = {
  hard: { uk: 'жорстка пластикова чашка', en: 'hard plastic cap' },
  soft: { uk: 'м’яка безшумна накладка', en: 'soft silent cap' },
  gel: { uk: 'гелева вставка', en: 'gel insert' },
};

export const kneePads = defineRange<PadSpec>({
  category: 'nakolinnyky',
  pictogram: 'kneepad',
  skuPrefix: 'NAK',
  story: (p) => ({
    uk: `${p.spec.cap === 'hard' ? 'Жорстка чашка дозволяє ковзати на коліно по бетону й щебеню, не пошкоджуючи тканину штанів.' : 'Накладка не стукає об підлогу, тож ви рухаєтеся тихо навіть у приміщенні.'} Еластичні стрічки з широкими липучками тримають захист на місці й не перетискають судини під коліном.`,
    en: `${p.spec.cap === 'hard' ? 'The hard cap lets you slide onto a knee on concrete or gravel without tearing your trousers.' : 'The cap does not knock on the floor, so you move quietly even indoors.'} Elastic straps with wide hook-and-loop hold the pads in place without pinching behind the knee.`,
  }),
  specs: (p) => [
    { uk: `Накладка: ${capNames[p.spec.cap].uk}`, en: `Cap: ${capNames[p.spec.cap].en}` },
    p.spec.elbows ? { uk: 'Налокітники в комплекті', en: 'Elbow pads included' } : { uk: 'Продаються парою', en: 'Sold as a pair' },
    { uk: 'Регулювання двома стрічками', en: 'Two adjustable straps' },
  ],
  products: [
    {
      uk: 'Наколінники тактичні «Опора»', en: 'Opora Tactical Knee Pads', brand: 'sokil-tactical', price: 890, weight: 420,
      colors: ['olive', 'coyote', 'black'], material: 'nylon-500d',
      spec: { cap: 'hard', elbows: false },
      pitch: {
        uk: 'Класичні наколінники з жорсткою чашкою, які витримують сотні падінь на коліно.',
        en: 'Classic hard-cap knee pads that survive hundreds of drops to the knee.',
      },
    },
    {
      uk: 'Наколінники з гелем «Укриття»', en: 'Ukryttia Gel Knee Pads', brand: 'oberih', price: 1290, weight: 480,
      colors: ['coyote', 'olive'], material: 'nylon-1000d',
      spec: { cap: 'gel', elbows: false },
      pitch: {
        uk: 'Гелева вставка розподіляє тиск — зручно, коли доводиться довго стояти на колінах в окопі чи на позиції.',
        en: 'A gel insert spreads the pressure, which helps when you kneel for hours in a trench or a firing position.',
      },
    },
    {
      uk: 'Налокітники «Кут»', en: 'Kut Elbow Pads', brand: 'sokil-tactical', price: 690, weight: 300,
      colors: ['olive', 'black'], material: 'nylon-500d',
      spec: { cap: 'hard', elbows: true },
      pitch: {
        uk: 'Налокітники, що не сповзають під час стрільби лежачи і переповзання.',
        en: 'Elbow pads that stay put when you shoot prone or crawl.',
      },
    },
    {
      uk: 'Комплект захисту «Пара»', en: 'Para Knee and Elbow Pad Set', brand: 'sokil-tactical', price: 1490, weight: 720,
      colors: ['olive', 'coyote', 'camouflage'], material: 'nylon-500d',
      spec: { cap: 'hard', elbows: true },
      pitch: {
        uk: 'Наколінники й налокітники одного кольору в комплекті — вигідніше, ніж купувати окремо.',
        en: 'Matching knee and elbow pads in one set, cheaper than buying them separately.',
      },
    },
    {
      uk: 'Вставні наколінники «Вкладиш»', en: 'Vkladysh Insert Knee Pads', brand: 'polissia-trail', price: 590, weight: 180,
      colors: ['black'], material: 'eva-foam',
      spec: { cap: 'soft', elbows: false },
      pitch: {
        uk: 'Тонкі вставки в кишені тактичних штанів: захищають коліна і зовсім не відчуваються під час ходьби.',
        en: 'Thin inserts for knee pockets in tactical trousers: they protect you and are not felt when walking.',
      },
    },
    {
      uk: 'Наколінники «Скеля»', en: 'Skelia Knee Pads', brand: 'oberih', price: 1190, weight: 520,
      colors: ['coyote', 'black'], material: 'nylon-1000d',
      spec: { cap: 'hard', elbows: false },
      pitch: {
        uk: 'Важчі й міцніші наколінники з подовженою чашкою, що закриває ще й верх гомілки.',
        en: 'Heavier, tougher pads with an extended cap that also covers the top of the shin.',
      },
    },
    {
      uk: 'Наколінники безшумні «Тиша»', en: 'Tysha Silent Knee Pads', brand: 'sokil-tactical', price: 790, weight: 350,
      colors: ['olive', 'black'], material: 'nylon-500d',
      spec: { cap: 'soft', elbows: false },
      pitch: {
        uk: 'М’які наколінники для руху в будівлях, де кожен стук чути на весь поверх.',
        en: 'Soft pads for moving inside buildings, where every knock carries across the floor.',
      },
    },
    {
      uk: 'Наколінники робочі «Майстерня»', en: 'Maisternia Work Knee Pads', brand: 'polissia-trail', price: 650, weight: 400,
      colors: ['grey', 'black'], material: 'eva-foam',
      spec: { cap: 'gel', elbows: false },
      pitch: {
        uk: 'Наколінники для будівельних робіт, відновлення дахів і укладання плитки.',
        en: 'Knee pads for construction, roof repairs and tiling.',
      },
    },
  ],
});

interface HearingSpec {
  active: boolean;
  nrr: number;
  helmetMount: boolean;
  radio: boolean;
  hours?: number;
}

export const hearingProtection = defineRange<HearingSpec>({
  category: 'navushnyky',
  pictogram: 'headphones',
  skuPrefix: 'NAV',
  story: (p) => ({
    uk: `${p.spec.active ? 'Мікрофони підсилюють тихі звуки й кроки, а постріл чи вибух миттєво приглушують до безпечних 82 дБ.' : 'Пасивна конструкція не потребує батарей і працює за будь-якої температури.'} ${p.spec.helmetMount ? 'Адаптери для рейок шолома входять у комплект.' : 'М’яке оголів’я не тисне навіть після кількох годин носіння.'}`,
    en: `${p.spec.active ? 'Microphones amplify quiet sounds and footsteps while a shot or blast is instantly limited to a safe 82 dB.' : 'The passive design needs no batteries and works in any temperature.'} ${p.spec.helmetMount ? 'Helmet rail adapters are included.' : 'The soft headband does not press even after hours of wear.'}`,
  }),
  specs: (p) => [
    { uk: `Зниження шуму: ${p.spec.nrr} дБ`, en: `Noise reduction: ${p.spec.nrr} dB` },
    p.spec.active ? { uk: 'Активне приглушення пострілів', en: 'Active impulse-noise suppression' } : { uk: 'Пасивний захист', en: 'Passive protection' },
    ...(p.spec.hours ? [{ uk: `До ${p.spec.hours} годин роботи від батарей`, en: `Up to ${p.spec.hours} hours on batteries` }] : []),
    ...(p.spec.radio ? [{ uk: 'Гарнітура для рації з кнопкою PTT', en: 'Radio headset with PTT button' }] : []),
  ],
  products: [
    {
      uk: 'Активні навушники «Слух»', en: 'Slukh Active Ear Defenders', brand: 'sokil-tactical', price: 4290, weight: 320,
      colors: ['olive', 'black', 'coyote'], material: 'abs-plastic',
      spec: { active: true, nrr: 22, helmetMount: false, radio: false, hours: 350 },
      pitch: {
        uk: 'Перші активні навушники для більшості стрільців: чутно команди, не чутно пострілів.',
        en: 'The first active ear defenders for most shooters: you hear commands, not gunshots.',
      },
    },
    {
      uk: 'Активні навушники «Слух Про»', en: 'Slukh Pro Helmet-Mount Ear Defenders', brand: 'sokil-tactical', price: 6890, weight: 360,
      colors: ['coyote', 'olive'], material: 'abs-plastic',
      spec: { active: true, nrr: 23, helmetMount: true, radio: false, hours: 300 },
      pitch: {
        uk: 'Версія «Слуху» з кріпленням на рейки шолома та гелевими амбушурами.',
        en: 'The Slukh with helmet rail mounts and gel ear cushions.',
      },
    },
    {
      uk: 'Пасивні навушники «Глушник»', en: 'Hlushnyk Passive Ear Defenders', brand: 'oberih', price: 990, weight: 250,
      colors: ['black', 'orange'], material: 'abs-plastic',
      spec: { active: false, nrr: 28, helmetMount: false, radio: false },
      pitch: {
        uk: 'Прості пасивні навушники для стрільбища, роботи з перфоратором чи генератором.',
        en: 'Simple passive ear defenders for the range, a hammer drill or a generator.',
      },
    },
    {
      uk: 'Активні навушники «Сова» з Bluetooth', en: 'Sova Bluetooth Active Ear Defenders', brand: 'sokil-tactical', price: 5490, weight: 340,
      colors: ['black', 'olive'], material: 'abs-plastic',
      spec: { active: true, nrr: 22, helmetMount: false, radio: false, hours: 120 },
      pitch: {
        uk: 'Навушники, через які можна приймати дзвінки з телефона, не знімаючи їх на полігоні.',
        en: 'Ear defenders that take phone calls over Bluetooth, so you keep them on at the range.',
      },
    },
    {
      uk: 'Навушники «Сова Мілітарі»', en: 'Sova Military Ear Defenders', brand: 'sokil-tactical', price: 7490, weight: 380,
      colors: ['coyote', 'olive'], material: 'abs-plastic',
      spec: { active: true, nrr: 23, helmetMount: true, radio: false, hours: 120 },
      pitch: {
        uk: 'Посилена «Сова» з кріпленням на шолом і захистом від вологи за класом IP54.',
        en: 'A tougher Sova with a helmet mount and IP54 moisture protection.',
      },
    },
    {
      uk: 'Активні беруші «Краплина»', en: 'Kraplyna Active Earplugs', brand: 'oberih', price: 2490, weight: 30,
      colors: ['black', 'olive'], material: 'abs-plastic',
      spec: { active: true, nrr: 25, helmetMount: false, radio: false, hours: 16 },
      pitch: {
        uk: 'Компактні активні беруші, з якими зручно лежати й носити шолом будь-якого крою.',
        en: 'Compact active earplugs that let you lie down and wear any helmet cut.',
      },
    },
    {
      uk: 'Гарнітура «Зв’язок»', en: 'Zviazok Tactical Headset', brand: 'oberih', price: 11490, weight: 420,
      colors: ['coyote', 'olive', 'black'], material: 'abs-plastic',
      spec: { active: true, nrr: 23, helmetMount: true, radio: true, hours: 250 },
      pitch: {
        uk: 'Активні навушники з мікрофоном на гнучкій штанзі та виносною кнопкою PTT для рації.',
        en: 'Active ear defenders with a boom microphone and a remote PTT button for your radio.',
      },
    },
    {
      uk: 'Активні навушники «Луна» компактні', en: 'Luna Compact Active Ear Defenders', brand: 'hoverla-outdoor', price: 3490, weight: 280,
      colors: ['black', 'grey'], material: 'abs-plastic',
      spec: { active: true, nrr: 21, helmetMount: false, radio: false, hours: 200 },
      pitch: {
        uk: 'Складні навушники з тонкими чашками, що поміщаються навіть у невеликий рюкзак.',
        en: 'Folding ear defenders with slim cups that fit even a small daypack.',
      },
    },
  ],
});
