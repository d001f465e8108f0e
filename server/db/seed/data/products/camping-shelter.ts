import { defineRange, formatNumber } from './range.ts';

interface TentSpec {
  persons: number;
  hydrostatic: number;
  vestibules: number;
  /** A tarp pitched on guy lines and trekking poles, without poles of its own. */
  tarp?: boolean;
}

export const tents = defineRange<TentSpec>({
  category: 'namety',
  pictogram: 'tent',
  skuPrefix: 'NAM',
  story: (p) => ({
    uk: `Тент з водостійкістю ${p.spec.hydrostatic} мм і проклеєними швами витримує нічну зливу, ${p.spec.tarp ? 'а посилені точки кріплення не рвуться від поривів вітру.' : 'а дуги з алюмінієвого сплаву не ламаються від поривів вітру.'} ${p.spec.vestibules === 0 ? 'Без внутрішнього намету конструкція ставиться за кілька хвилин і дає тінь та сухе місце для всієї компанії.' : p.spec.vestibules > 1 ? 'Два тамбури дають місце для рюкзаків і взуття, тож у спальному відділенні лишається просторо.' : 'У тамбурі вміщаються рюкзаки та взуття, а вхід з москітною сіткою рятує від комарів.'}`,
    en: `Fabric rated to ${p.spec.hydrostatic} mm with taped seams sees off a night-long downpour, ${p.spec.tarp ? 'and reinforced tie-outs do not tear in gusts.' : 'and alloy poles do not snap in gusts.'} ${p.spec.vestibules === 0 ? 'With no inner tent it goes up in minutes and gives shade and a dry spot for the whole group.' : p.spec.vestibules > 1 ? 'Two vestibules give room for packs and boots, leaving the inner tent uncluttered.' : 'The vestibule takes packs and boots, and a mesh door keeps the mosquitoes out.'}`,
  }),
  specs: (p) => [
    { uk: `Місткість: ${p.spec.persons} ${p.spec.persons === 1 ? 'особа' : p.spec.persons < 5 ? 'особи' : 'осіб'}`, en: `Sleeps: ${p.spec.persons}` },
    { uk: `Водостійкість тенту: ${p.spec.hydrostatic} мм`, en: `Flysheet rating: ${p.spec.hydrostatic} mm` },
    ...(p.spec.vestibules > 0 ? [{ uk: `Тамбурів: ${p.spec.vestibules}`, en: `Vestibules: ${p.spec.vestibules}` }] : []),
    p.spec.tarp ? { uk: '16 точок кріплення', en: '16 tie-out points' } : { uk: 'Дуги з алюмінієвого сплаву', en: 'Alloy poles' },
  ],
  products: [
    {
      uk: 'Намет «Трамп 2»', en: 'Tramp 2 Tent', brand: 'hoverla-outdoor', price: 5490, weight: 2650,
      colors: ['green', 'orange', 'sand'], material: 'ripstop', season: 'three-season',
      spec: { persons: 2, hydrostatic: 4000, vestibules: 2 },
      pitch: {
        uk: 'Двомісний трисезонний намет, з яким легко впорається навіть новачок: встановлення займає п’ять хвилин.',
        en: 'A two-person three-season tent that even a beginner can handle: it pitches in five minutes.',
      },
    },
    {
      uk: 'Намет «Трамп 3»', en: 'Tramp 3 Tent', brand: 'hoverla-outdoor', price: 7490, weight: 3400,
      colors: ['green', 'orange'], material: 'ripstop', season: 'three-season',
      spec: { persons: 3, hydrostatic: 4000, vestibules: 2 },
      pitch: {
        uk: 'Тримісна версія «Трампа» для пари з дитиною або трьох друзів з великими рюкзаками.',
        en: 'The three-person Tramp for a couple with a child or three friends with big packs.',
      },
    },
    {
      uk: 'Намет ультралегкий «Пір’їна 1»', en: 'Pirina 1 Ultralight Tent', brand: 'hoverla-outdoor', price: 6890, weight: 1100,
      colors: ['grey', 'green'], material: 'ripstop', season: 'three-season',
      spec: { persons: 1, hydrostatic: 3000, vestibules: 1 },
      pitch: {
        uk: 'Одномісний намет вагою 1,1 кг для довгих переходів, де рахується кожен грам.',
        en: 'A 1.1 kg solo tent for long treks where every gram counts.',
      },
    },
    {
      uk: 'Намет зимовий «Піп Іван 2»', en: 'Pip Ivan 2 Winter Tent', brand: 'hoverla-outdoor', price: 14990, weight: 4200,
      colors: ['orange', 'red'], material: 'ripstop', season: 'winter',
      spec: { persons: 2, hydrostatic: 8000, vestibules: 2 },
      pitch: {
        uk: 'Штормовий чотирисезонний намет з юбкою від снігу для зимових сходжень у Карпатах.',
        en: 'A storm-proof four-season tent with snow skirts for winter climbs in the Carpathians.',
      },
    },
    {
      uk: 'Намет «Чорногора 3»', en: 'Chornohora 3 Tent', brand: 'hoverla-outdoor', price: 8990, weight: 3600,
      colors: ['green', 'sand', 'orange'], material: 'ripstop', season: 'three-season',
      spec: { persons: 3, hydrostatic: 5000, vestibules: 2 },
      pitch: {
        uk: 'Намет для гірських походів з посиленим каркасом і додатковими відтяжками.',
        en: 'A mountain tent with a reinforced frame and extra guy lines.',
      },
    },
    {
      uk: 'Намет сімейний «Галявина 4»', en: 'Haliavyna 4 Family Tent', brand: 'vatra-camp', price: 9890, weight: 7800,
      colors: ['green', 'blue'], material: 'polyester', season: 'summer',
      spec: { persons: 4, hydrostatic: 3000, vestibules: 1 },
      pitch: {
        uk: 'Сімейний намет з двома спальнями та великим тамбуром, де можна сховатися від дощу за столом.',
        en: 'A family tent with two bedrooms and a large porch where you can sit at a table out of the rain.',
      },
    },
    {
      uk: 'Намет кемпінговий «Родина 6»', en: 'Rodyna 6 Camping Tent', brand: 'vatra-camp', price: 17490, weight: 14500,
      colors: ['green', 'sand'], material: 'polyester', season: 'summer',
      spec: { persons: 6, hydrostatic: 4000, vestibules: 2 },
      pitch: {
        uk: 'Шестимісний намет з повним зростом усередині для довгого відпочинку біля машини.',
        en: 'A six-person tent with standing height inside for long stays by the car.',
      },
    },
    {
      uk: 'Шатро «Альтанка»', en: 'Altanka Camp Shelter', brand: 'vatra-camp', price: 4490, weight: 6200,
      colors: ['green', 'grey'], material: 'polyester', season: 'summer',
      spec: { persons: 8, hydrostatic: 3000, vestibules: 0 },
      pitch: {
        uk: 'Шатро з москітними стінками — кухня й вітальня табору, де не дістають ні сонце, ні комарі.',
        en: 'A shelter with mosquito-net walls: the camp kitchen and lounge, safe from sun and bugs.',
      },
    },
    {
      uk: 'Тент «Навіс 3×3»', en: 'Navis 3×3 Tarp', brand: 'vatra-camp', price: 1890, weight: 950, pictogram: 'tent',
      colors: ['olive', 'coyote', 'grey'], material: 'ripstop', season: 'three-season',
      spec: { persons: 2, hydrostatic: 3000, vestibules: 0, tarp: true },
      pitch: {
        uk: 'Легкий тент з 16 точками кріплення, з якого можна зібрати навіс, укриття чи намет для двох.',
        en: 'A light tarp with 16 tie-outs that makes an awning, a shelter or a tent for two.',
      },
    },
  ],
});

interface SleepingBagSpec {
  comfort: number;
  limit: number;
  shape: 'mummy' | 'rectangle' | 'quilt';
  packed: number;
}

const shapeNames = {
  mummy: { uk: 'кокон', en: 'mummy' },
  rectangle: { uk: 'ковдра з капюшоном', en: 'rectangular with hood' },
  quilt: { uk: 'квілт без капюшона', en: 'quilt, no hood' },
};

const celsius = (t: number) => `${t > 0 ? '+' : t < 0 ? '−' : ''}${Math.abs(t)} °C`;

export const sleepingBags = defineRange<SleepingBagSpec>({
  category: 'spalni-mishky',
  pictogram: 'sleeping-bag',
  skuPrefix: 'SPM',
  story: (p) => ({
    uk: `Температура комфорту ${celsius(p.spec.comfort)} — це температура, за якої ви спокійно проспите всю ніч у легкому одязі; межа ${celsius(p.spec.limit)} означає, що спати буде прохолодно, але безпечно. ${p.spec.shape === 'mummy' ? 'Капюшон з кулісою та утеплена планка блискавки не випускають тепло.' : 'Блискавка по всьому периметру дозволяє розкрити спальник у ковдру.'}`,
    en: `A comfort rating of ${celsius(p.spec.comfort)} is the temperature at which you sleep soundly all night in light clothing; the limit of ${celsius(p.spec.limit)} means a chilly but safe night. ${p.spec.shape === 'mummy' ? 'A drawcord hood and an insulated zip baffle keep the warmth in.' : 'A full-length zip opens the bag out into a blanket.'}`,
  }),
  specs: (p) => [
    { uk: `Температура комфорту: ${celsius(p.spec.comfort)}`, en: `Comfort: ${celsius(p.spec.comfort)}` },
    { uk: `Температура межі: ${celsius(p.spec.limit)}`, en: `Limit: ${celsius(p.spec.limit)}` },
    { uk: `Форма: ${shapeNames[p.spec.shape].uk}`, en: `Shape: ${shapeNames[p.spec.shape].en}` },
    { uk: `У компресійному мішку: ${formatNumber(p.spec.packed, 'uk')} л`, en: `Packed volume: ${formatNumber(p.spec.packed, 'en')} L` },
  ],
  products: [
    {
      uk: 'Спальник «Затишок +5»', en: 'Zatyshok +5 Sleeping Bag', brand: 'vatra-camp', price: 2590, weight: 1300,
      colors: ['green', 'blue'], material: 'synthetic-fill', season: 'summer',
      spec: { comfort: 5, limit: 0, shape: 'rectangle', packed: 9 },
      pitch: {
        uk: 'Літній спальник-ковдра для кемпінгу, дачі та гостей, що залишилися ночувати.',
        en: 'A summer blanket bag for camping, the cottage and guests who stay the night.',
      },
    },
    {
      uk: 'Спальник-квілт «Ковдра +10»', en: 'Kovdra +10 Quilt', brand: 'hoverla-outdoor', price: 2490, weight: 650,
      colors: ['grey', 'olive'], material: 'synthetic-fill', season: 'summer',
      spec: { comfort: 10, limit: 5, shape: 'quilt', packed: 4.5 },
      pitch: {
        uk: 'Легкий квілт на літні ночі, який у рюкзаку займає місце буханця хліба.',
        en: 'A light quilt for summer nights that takes the space of a loaf of bread in your pack.',
      },
    },
    {
      uk: 'Спальник «Нічліг 0»', en: 'Nichlih 0 Sleeping Bag', brand: 'hoverla-outdoor', price: 3490, weight: 1550,
      colors: ['olive', 'orange', 'blue'], material: 'synthetic-fill', season: 'three-season',
      spec: { comfort: 0, limit: -6, shape: 'mummy', packed: 8 },
      pitch: {
        uk: 'Трисезонний синтетичний кокон, що не боїться вологи й конденсату в наметі.',
        en: 'A three-season synthetic mummy that shrugs off damp and tent condensation.',
      },
    },
    {
      uk: 'Спальник подвійний «Нічліг Дует»', en: 'Nichlih Duet Double Sleeping Bag', brand: 'vatra-camp', price: 4890, weight: 2900,
      colors: ['green', 'blue'], material: 'synthetic-fill', season: 'three-season',
      spec: { comfort: 3, limit: -3, shape: 'rectangle', packed: 16 },
      pitch: {
        uk: 'Двомісний спальник для пар, що розстібається у два окремі.',
        en: 'A double bag for couples that unzips into two singles.',
      },
    },
    {
      uk: 'Спальник пуховий «Пух −5»', en: 'Pukh −5 Down Sleeping Bag', brand: 'hoverla-outdoor', price: 7890, weight: 980,
      colors: ['orange', 'red'], material: 'down', season: 'three-season',
      spec: { comfort: -5, limit: -11, shape: 'mummy', packed: 5 },
      pitch: {
        uk: 'Пуховий спальник з гусячим пухом 90/10: тепло як у зимового, вага як у літнього.',
        en: 'A 90/10 goose-down bag as warm as a winter one and as light as a summer one.',
      },
    },
    {
      uk: 'Спальник зимовий «Полярна ніч −15»', en: 'Poliarna Nich −15 Winter Sleeping Bag', brand: 'hoverla-outdoor', price: 8990, weight: 2300,
      colors: ['olive', 'black'], material: 'synthetic-fill', season: 'winter',
      spec: { comfort: -15, limit: -24, shape: 'mummy', packed: 14 },
      pitch: {
        uk: 'Теплий зимовий кокон з подвійним шаром утеплювача для ночівель у мороз.',
        en: 'A warm winter mummy with a double layer of insulation for freezing nights.',
      },
    },
    {
      uk: 'Спальник армійський «Бліндаж −10»', en: 'Blindazh −10 Field Sleeping Bag', brand: 'oberih', price: 5490, weight: 2100,
      colors: ['olive', 'coyote'], material: 'synthetic-fill', season: 'winter',
      spec: { comfort: -10, limit: -18, shape: 'mummy', packed: 12 },
      pitch: {
        uk: 'Спальник для бліндажів і підвалів: тканина з водовідштовхувальним просоченням, тихі блискавки.',
        en: 'A bag for dugouts and basements with a water-repellent shell and quiet zips.',
      },
    },
    {
      uk: 'Спальник дитячий «Малюк»', en: 'Maliuk Kids Sleeping Bag', brand: 'vatra-camp', price: 2690, weight: 900,
      colors: ['orange', 'blue', 'green'], material: 'synthetic-fill', season: 'summer',
      spec: { comfort: 7, limit: 2, shape: 'mummy', packed: 6 },
      pitch: {
        uk: 'Спальник на зріст до 150 см: дитині не холодно, бо всередині немає зайвого простору.',
        en: 'A bag for children up to 150 cm tall, warm because there is no spare space inside.',
      },
    },
    {
      uk: 'Вкладиш у спальник «Лайнер»', en: 'Lainer Sleeping Bag Liner', brand: 'polissia-trail', price: 890, weight: 280,
      colors: ['grey', 'blue'], material: 'fleece', season: 'three-season',
      spec: { comfort: 15, limit: 10, shape: 'mummy', packed: 1.5 },
      pitch: {
        uk: 'Флісовий вкладиш додає спальнику кілька градусів і береже його від бруду.',
        en: 'A fleece liner that adds a few degrees to your bag and keeps it clean.',
      },
    },
  ],
});
