import { defineRange } from './range.ts';

interface GloveSpec {
  touch: boolean;
  knuckles: 'hard' | 'soft' | 'none';
  fingerless?: boolean;
  insulated?: boolean;
}

export const gloves = defineRange<GloveSpec>({
  category: 'rukavychky',
  pictogram: 'glove',
  skuPrefix: 'RUK',
  sizes: ['s', 'm', 'l', 'xl', 'xxl'],
  story: (p) => ({
    uk: `${p.spec.insulated ? 'Тонкий утеплювач зберігає тепло, але не робить пальці неповороткими.' : 'Посилена долоня добре тримає цівку, кермо й мотузку навіть мокрими руками.'} ${p.spec.touch ? 'Вказівний і великий пальці працюють із сенсорним екраном, тож телефон і планшет не доведеться діставати голими руками.' : 'Манжет на липучці щільно фіксує рукавичку на зап’ясті.'}`,
    en: `${p.spec.insulated ? 'Thin insulation keeps the warmth in without making your fingers clumsy.' : 'The reinforced palm grips a handguard, a steering wheel or a rope even with wet hands.'} ${p.spec.touch ? 'The index finger and thumb work on touchscreens, so you need not bare your hands to use a phone or tablet.' : 'A hook-and-loop cuff holds the glove snugly at the wrist.'}`,
  }),
  specs: (p) => [
    p.spec.knuckles === 'hard'
      ? { uk: 'Жорсткий захист кісточок', en: 'Hard knuckle protection' }
      : p.spec.knuckles === 'soft'
        ? { uk: 'М’які накладки на кісточки', en: 'Padded knuckles' }
        : { uk: 'Без накладок — максимальна чутливість', en: 'No padding for maximum dexterity' },
    ...(p.spec.touch ? [{ uk: 'Сенсорні кінчики пальців', en: 'Touchscreen fingertips' }] : []),
    ...(p.spec.fingerless ? [{ uk: 'Відкриті кінчики пальців', en: 'Open fingertips' }] : []),
    ...(p.spec.insulated ? [{ uk: 'Утеплення до −15 °C', en: 'Insulated down to −15 °C' }] : []),
  ],
  products: [
    {
      uk: 'Рукавички тактичні «Хват»', en: 'Khvat Tactical Gloves', brand: 'sokil-tactical', price: 890, weight: 90,
      colors: ['olive', 'coyote', 'black'], material: 'synthetic-leather',
      spec: { touch: true, knuckles: 'soft' },
      pitch: {
        uk: 'Універсальні рукавички на кожен день: від стрільби до роботи з інструментом.',
        en: 'Everyday all-rounders, from the range to working with tools.',
      },
    },
    {
      uk: 'Рукавички «Кулак» із захистом кісточок', en: 'Kulak Hard Knuckle Gloves', brand: 'oberih', price: 1290, weight: 120,
      colors: ['black', 'coyote'], material: 'synthetic-leather',
      spec: { touch: true, knuckles: 'hard' },
      pitch: {
        uk: 'Рукавички з литою накладкою на кісточки для штурмових дій і роботи серед уламків.',
        en: 'Gloves with a moulded knuckle guard for assault work and clearing debris.',
      },
    },
    {
      uk: 'Рукавички безпалі «Стрілець»', en: 'Strilets Fingerless Gloves', brand: 'sokil-tactical', price: 690, weight: 70,
      colors: ['olive', 'black'], material: 'synthetic-leather',
      spec: { touch: false, knuckles: 'soft', fingerless: true },
      pitch: {
        uk: 'Безпалі рукавички для тих, кому потрібне точне відчуття спуску й дрібних деталей.',
        en: 'Fingerless gloves for those who need a precise feel of the trigger and small parts.',
      },
    },
    {
      uk: 'Рукавички утеплені «Зимник»', en: 'Zymnyk Insulated Gloves', brand: 'hoverla-outdoor', price: 1690, weight: 160,
      colors: ['black', 'olive'], material: 'softshell',
      spec: { touch: true, knuckles: 'none', insulated: true },
      pitch: {
        uk: 'Теплі софтшелові рукавички для зимових чергувань і походів, у яких усе ще можна зарядити магазин.',
        en: 'Warm softshell gloves for winter shifts and hikes, still nimble enough to load a magazine.',
      },
    },
    {
      uk: 'Рукавички механіка «Механік»', en: 'Mekhanik Mechanic Gloves', brand: 'sokil-tactical', price: 790, weight: 100,
      colors: ['black', 'grey'], material: 'synthetic-leather',
      spec: { touch: true, knuckles: 'soft' },
      pitch: {
        uk: 'Зносостійкі рукавички для техніків, водіїв і всіх, хто часто лізе під капот.',
        en: 'Hard-wearing gloves for technicians, drivers and anyone who spends time under a bonnet.',
      },
    },
    {
      uk: 'Рукавички вогнестійкі «Жар»', en: 'Zhar Flame-Resistant Gloves', brand: 'oberih', price: 1590, weight: 110,
      colors: ['coyote', 'olive'], material: 'aramid',
      spec: { touch: true, knuckles: 'soft' },
      pitch: {
        uk: 'Рукавички з арамідної тканини, що не плавиться й не горить, — для екіпажів техніки та пілотів дронів.',
        en: 'Aramid gloves that neither melt nor burn, made for vehicle crews and drone pilots.',
      },
    },
    {
      uk: 'Рукавички стрілецькі «Мушка»', en: 'Mushka Shooting Gloves', brand: 'sokil-tactical', price: 990, weight: 60,
      colors: ['black', 'coyote', 'olive'], material: 'synthetic-leather',
      spec: { touch: true, knuckles: 'none' },
      pitch: {
        uk: 'Тонкі рукавички з чутливою долонею, які відчуваються майже як друга шкіра.',
        en: 'Thin gloves with a sensitive palm that feel almost like a second skin.',
      },
    },
    {
      uk: 'Рукавички для спуску «Карабін»', en: 'Karabin Rappelling Gloves', brand: 'hoverla-outdoor', price: 1390, weight: 140,
      colors: ['coyote', 'black'], material: 'leather',
      spec: { touch: false, knuckles: 'soft' },
      pitch: {
        uk: 'Шкіряні рукавички з подвійною долонею для спуску мотузкою, роботи з лебідкою та колючим дротом.',
        en: 'Leather gloves with a double palm for rope descents, winch work and barbed wire.',
      },
    },
  ],
});

interface EyewearSpec {
  goggles: boolean;
  lenses: number;
  antifog: boolean;
  insert: boolean;
  /** Everyday glasses without a ballistic rating. */
  casual?: boolean;
}

export const eyewear = defineRange<EyewearSpec>({
  category: 'okulyary',
  pictogram: 'goggles',
  skuPrefix: 'OKL',
  story: (p) => ({
    uk: `${p.spec.casual ? 'Легкі полікарбонатні лінзи' : 'Полікарбонатні лінзи витримують удар дрібного уламка й'} блокують 99,9 % ультрафіолету. ${p.spec.antifog ? 'Покриття проти запотівання працює навіть тоді, коли ви дихаєте в балаклаву.' : 'У комплекті мікрофібровий чохол, що водночас слугує серветкою для лінз.'}`,
    en: `${p.spec.casual ? 'Light polycarbonate lenses' : 'Polycarbonate lenses withstand a small fragment impact and'} block 99.9% of UV. ${p.spec.antifog ? 'The anti-fog coating keeps working even when you breathe into a balaclava.' : 'A microfibre pouch is included that doubles as a lens cloth.'}`,
  }),
  specs: (p) => [
    {
      uk: `${p.spec.goggles ? 'Маска' : 'Окуляри'}, лінз у комплекті: ${p.spec.lenses}`,
      en: `${p.spec.goggles ? 'Goggles' : 'Glasses'}, lenses included: ${p.spec.lenses}`,
    },
    p.spec.casual ? { uk: 'Поляризаційний фільтр', en: 'Polarising filter' } : { uk: 'Балістичний захист за EN 166', en: 'Ballistic protection to EN 166' },
    ...(p.spec.antifog ? [{ uk: 'Покриття проти запотівання', en: 'Anti-fog coating' }] : []),
    ...(p.spec.insert ? [{ uk: 'Рамка під діоптричні лінзи', en: 'Prescription insert frame' }] : []),
  ],
  products: [
    {
      uk: 'Балістичні окуляри «Зір»', en: 'Zir Ballistic Glasses', brand: 'sokil-tactical', price: 1490, weight: 45,
      colors: ['black', 'olive'], material: 'polycarbonate',
      spec: { goggles: false, lenses: 3, antifog: true, insert: false },
      pitch: {
        uk: 'Окуляри з трьома лінзами — димчастою, прозорою й жовтою — на будь-яке освітлення.',
        en: 'Glasses with three lenses — smoke, clear and yellow — for any light.',
      },
    },
    {
      uk: 'Окуляри-маска «Заметіль»', en: 'Zametil Tactical Goggles', brand: 'sokil-tactical', price: 2290, weight: 110,
      colors: ['black', 'coyote', 'olive'], material: 'polycarbonate',
      spec: { goggles: true, lenses: 2, antifog: true, insert: false },
      pitch: {
        uk: 'Маска, що щільно прилягає до обличчя й захищає від пилу, снігу та вітру на швидкості.',
        en: 'Goggles that seal to the face and keep out dust, snow and wind at speed.',
      },
    },
    {
      uk: 'Балістичні окуляри «Сутінки»', en: 'Sutinky Low-Light Glasses', brand: 'oberih', price: 990, weight: 40,
      colors: ['black'], material: 'polycarbonate',
      spec: { goggles: false, lenses: 1, antifog: false, insert: false },
      pitch: {
        uk: 'Окуляри з жовтою лінзою, що підвищує контраст у сутінках, тумані та під час снігопаду.',
        en: 'Glasses with a yellow lens that lifts contrast at dusk, in fog and in snowfall.',
      },
    },
    {
      uk: 'Окуляри «Оптик» з діоптричною рамкою', en: 'Optyk Glasses with Prescription Insert', brand: 'sokil-tactical', price: 1890, weight: 50,
      colors: ['black', 'olive'], material: 'polycarbonate',
      spec: { goggles: false, lenses: 2, antifog: true, insert: true },
      pitch: {
        uk: 'Для тих, хто носить окуляри для зору: оптик вставить ваші лінзи в рамку, що кріпиться за переніссям.',
        en: 'For people who need corrective lenses: an optician fits them into an insert that sits behind the nose bridge.',
      },
    },
    {
      uk: 'Маска «Вітер» з подвійною лінзою', en: 'Viter Double-Lens Goggles', brand: 'oberih', price: 2690, weight: 130,
      colors: ['coyote', 'black'], material: 'polycarbonate',
      spec: { goggles: true, lenses: 2, antifog: true, insert: true },
      pitch: {
        uk: 'Подвійна лінза з повітряним прошарком майже не запотіває навіть у мороз.',
        en: 'A double lens with an air gap that barely fogs, even in frost.',
      },
    },
    {
      uk: 'Окуляри поляризаційні «Плесо»', en: 'Pleso Polarised Glasses', brand: 'hoverla-outdoor', price: 890, weight: 35,
      colors: ['black', 'blue'], material: 'polycarbonate',
      spec: { goggles: false, lenses: 1, antifog: false, insert: false, casual: true },
      pitch: {
        uk: 'Поляризаційні окуляри для риболовлі, сплавів і походів біля води — прибирають відблиски.',
        en: 'Polarised glasses for fishing, rafting and hikes by the water: they cut the glare.',
      },
    },
    {
      uk: 'Окуляри захисні «Зір Лайт»', en: 'Zir Lite Safety Glasses', brand: 'sokil-tactical', price: 590, weight: 30,
      colors: ['black'], material: 'polycarbonate',
      spec: { goggles: false, lenses: 1, antifog: false, insert: false },
      pitch: {
        uk: 'Легкі прозорі окуляри для стрільбища, майстерні та роботи з бензопилою.',
        en: 'Light clear glasses for the range, the workshop and chainsaw work.',
      },
    },
    {
      uk: 'Маска «Туман» проти запотівання', en: 'Tuman Anti-Fog Goggles', brand: 'oberih', price: 3290, weight: 150,
      colors: ['olive', 'black'], material: 'polycarbonate',
      spec: { goggles: true, lenses: 3, antifog: true, insert: true },
      pitch: {
        uk: 'Найзахищеніша маска в каталозі з трьома змінними лінзами та системою вентиляції по периметру.',
        en: 'The most protective goggles we stock, with three swappable lenses and venting all round the frame.',
      },
    },
  ],
});
