import { defineRange } from './range.ts';

interface BeltSpec {
  width: number;
  buckle: 'metal' | 'polymer' | 'none';
  kind: 'belt' | 'battle' | 'sling' | 'harness';
}

export const belts = defineRange<BeltSpec>({
  category: 'remeni',
  pictogram: 'belt',
  skuPrefix: 'REM',
  sizes: ['m', 'l', 'xl'],
  story: (p) => ({
    uk: `${p.spec.kind === 'sling' ? 'Швидке регулювання довжини дозволяє перекинути зброю з грудей за спину одним рухом.' : p.spec.kind === 'harness' ? 'Підтяжки знімають частину ваги з пояса та рівномірно розподіляють її по плечах.' : 'Щільна стрічка не скручується й не провисає під вагою кобури та підсумків.'} ${p.spec.buckle === 'metal' ? 'Металева пряжка витримує навантаження понад 1000 кг, тож ремінь годиться і для евакуації.' : p.spec.buckle === 'none' ? 'Фурнітура не бряжчить і не відблискує.' : 'Пряжка легко розстібається навіть у рукавичках.'}`,
    en: `${p.spec.kind === 'sling' ? 'A quick length adjuster moves the weapon from chest to back in one motion.' : p.spec.kind === 'harness' ? 'The harness takes part of the weight off the belt and spreads it over your shoulders.' : 'Stiff webbing does not twist or sag under a holster and pouches.'} ${p.spec.buckle === 'metal' ? 'The metal buckle is rated above 1000 kg, so the belt also works for evacuation.' : p.spec.buckle === 'none' ? 'The hardware neither rattles nor glints.' : 'The buckle opens easily even with gloves on.'}`,
  }),
  specs: (p) => [
    { uk: `Ширина: ${p.spec.width} мм`, en: `Width: ${p.spec.width} mm` },
    p.spec.buckle === 'metal'
      ? { uk: 'Металева пряжка', en: 'Metal buckle' }
      : p.spec.buckle === 'polymer'
        ? { uk: 'Полімерна пряжка', en: 'Polymer buckle' }
        : { uk: 'Регулювання фастексами', en: 'Side-release adjusters' },
    ...(p.spec.kind === 'battle' ? [{ uk: 'Стропи MOLLE по всій довжині', en: 'MOLLE webbing all the way round' }] : []),
  ],
  products: [
    {
      uk: 'Ремінь тактичний «Пряжка»', en: 'Priazhka Tactical Belt', brand: 'sokil-tactical', price: 690, weight: 180,
      colors: ['black', 'olive', 'coyote'], material: 'nylon-1000d',
      spec: { width: 38, buckle: 'polymer', kind: 'belt' },
      pitch: {
        uk: 'Тактичний ремінь під штани, що тримає кобуру й пару підсумків.',
        en: 'A trouser belt stiff enough for a holster and a couple of pouches.',
      },
    },
    {
      uk: 'Ремінь бойовий «Варта РПС»', en: 'Varta Battle Belt', brand: 'sokil-tactical', price: 2490, weight: 620,
      colors: ['olive', 'coyote', 'black', 'camouflage'], material: 'nylon-1000d',
      spec: { width: 50, buckle: 'metal', kind: 'battle' },
      pitch: {
        uk: 'Двошаровий бойовий пояс з внутрішнім ременем і м’якою підкладкою для повного розвантаження.',
        en: 'A two-layer battle belt with an inner belt and padding for a full loadout.',
      },
    },
    {
      uk: 'Ремінь брючний «Щоденний»', en: 'Shchodennyi Everyday Belt', brand: 'polissia-trail', price: 590, weight: 150,
      colors: ['black', 'coyote', 'grey'], material: 'nylon-500d',
      spec: { width: 38, buckle: 'metal', kind: 'belt' },
      pitch: {
        uk: 'Ремінь для джинсів і трекінгових штанів, який не боїться дощу і прання.',
        en: 'A belt for jeans and hiking trousers that does not mind rain or the washing machine.',
      },
    },
    {
      uk: 'Ремінь для зброї «Антабка»', en: 'Antabka Two-Point Sling', brand: 'sokil-tactical', price: 650, weight: 160,
      colors: ['black', 'olive', 'coyote'], material: 'nylon-500d', sizes: ['one-size'],
      spec: { width: 32, buckle: 'none', kind: 'sling' },
      pitch: {
        uk: 'Двоточковий ремінь зі швидким регулюванням довжини та м’якою плечовою накладкою.',
        en: 'A two-point sling with a quick length adjuster and a padded shoulder section.',
      },
    },
    {
      uk: 'Ремінь для зброї «Триточка»', en: 'Trytochka Three-Point Sling', brand: 'oberih', price: 890, weight: 210,
      colors: ['black', 'coyote'], material: 'nylon-500d', sizes: ['one-size'],
      spec: { width: 32, buckle: 'polymer', kind: 'sling' },
      pitch: {
        uk: 'Триточковий ремінь для тих, хто часто працює з автомобіля й потребує фіксації зброї.',
        en: 'A three-point sling for those who often work from a vehicle and need the weapon secured.',
      },
    },
    {
      uk: 'Пояс «Бойовий» двошаровий', en: 'Boiovyi Two-Layer War Belt', brand: 'oberih', price: 2890, weight: 700,
      colors: ['coyote', 'olive', 'black'], material: 'nylon-1000d',
      spec: { width: 50, buckle: 'metal', kind: 'battle' },
      pitch: {
        uk: 'Жорсткий пояс з лазерно вирізаними слотами MOLLE — легший за класичний на 120 г.',
        en: 'A stiff belt with laser-cut MOLLE slots, 120 g lighter than a classic one.',
      },
    },
    {
      uk: 'Підтяжки РПС «Плечі»', en: 'Plechi H-Harness', brand: 'sokil-tactical', price: 1490, weight: 350,
      colors: ['olive', 'coyote', 'black'], material: 'nylon-500d', sizes: ['one-size'],
      spec: { width: 45, buckle: 'polymer', kind: 'harness' },
      pitch: {
        uk: 'H-подібні підтяжки для бойового пояса, які знімають навантаження з попереку.',
        en: 'An H-harness for a battle belt that takes the load off your lower back.',
      },
    },
    {
      uk: 'Ремінь евакуаційний «Рятівник»', en: 'Riativnyk Rescue Belt', brand: 'oberih', price: 1190, weight: 260,
      colors: ['black', 'orange'], material: 'nylon-1000d',
      spec: { width: 45, buckle: 'metal', kind: 'belt' },
      pitch: {
        uk: 'Ремінь з вшитою петлею для евакуації та карабіном, сертифікований на 15 кН.',
        en: 'A belt with a sewn-in rescue loop and carabiner, rated to 15 kN.',
      },
    },
  ],
});

interface LightSpec {
  lumens: number;
  hours: number;
  red: boolean;
  mount: 'hand' | 'head' | 'weapon' | 'lantern';
}

const mountNames = {
  hand: { uk: 'ручний', en: 'handheld' },
  head: { uk: 'налобний', en: 'head torch' },
  weapon: { uk: 'на зброю', en: 'weapon-mounted' },
  lantern: { uk: 'кемпінговий', en: 'camp lantern' },
};

export const lights = defineRange<LightSpec>({
  category: 'likhtari',
  pictogram: 'torch',
  skuPrefix: 'LKH',
  story: (p) => ({
    uk: `Вбудований акумулятор заряджається через USB-C приблизно за дві години, а індикатор показує залишок заряду. ${p.spec.red ? 'Червоне світло не збиває нічний зір і менш помітне здалеку.' : 'Корпус з анодованого алюмінію витримує падіння з двох метрів і дощ.'}`,
    en: `The built-in battery charges over USB-C in about two hours, and an indicator shows the remaining charge. ${p.spec.red ? 'Red light preserves your night vision and is less visible from afar.' : 'The anodised aluminium body survives two-metre drops and rain.'}`,
  }),
  specs: (p) => [
    { uk: `Яскравість: до ${p.spec.lumens} лм`, en: `Output: up to ${p.spec.lumens} lm` },
    { uk: `Час роботи: до ${p.spec.hours} год`, en: `Runtime: up to ${p.spec.hours} h` },
    { uk: `Тип: ${mountNames[p.spec.mount].uk}`, en: `Type: ${mountNames[p.spec.mount].en}` },
    ...(p.spec.red ? [{ uk: 'Режим червоного світла', en: 'Red-light mode' }] : []),
  ],
  products: [
    {
      uk: 'Ліхтар ручний «Промінь 1200»', en: 'Promin 1200 Handheld Torch', brand: 'sokil-tactical', price: 1490, weight: 160,
      colors: ['black', 'olive'], material: 'aluminium',
      spec: { lumens: 1200, hours: 30, red: false, mount: 'hand' },
      pitch: {
        uk: 'Потужний ручний ліхтар з тактичною кнопкою на торці та стробоскопом.',
        en: 'A powerful handheld torch with a tail switch and a strobe mode.',
      },
    },
    {
      uk: 'Ліхтар ручний «Промінь 600»', en: 'Promin 600 Handheld Torch', brand: 'sokil-tactical', price: 990, weight: 110,
      colors: ['black'], material: 'aluminium',
      spec: { lumens: 600, hours: 40, red: false, mount: 'hand' },
      pitch: {
        uk: 'Менший брат «Променя 1200», що поміщається в кишеню штанів.',
        en: 'The Promin 1200’s little brother that fits a trouser pocket.',
      },
    },
    {
      uk: 'Налобний ліхтар «Світанок»', en: 'Svitanok Head Torch', brand: 'hoverla-outdoor', price: 890, weight: 85,
      colors: ['black', 'orange', 'olive'], material: 'abs-plastic',
      spec: { lumens: 450, hours: 60, red: true, mount: 'head' },
      pitch: {
        uk: 'Легкий налобний ліхтар для походів і побуту з плавним регулюванням яскравості.',
        en: 'A light head torch for hikes and home use with stepless brightness.',
      },
    },
    {
      uk: 'Налобний ліхтар «Нічник»', en: 'Nichnyk Red-Light Head Torch', brand: 'sokil-tactical', price: 1190, weight: 95,
      colors: ['olive', 'black'], material: 'abs-plastic',
      spec: { lumens: 350, hours: 80, red: true, mount: 'head' },
      pitch: {
        uk: 'Налобний ліхтар з червоним, зеленим і білим світлом та кріпленням на шолом.',
        en: 'A head torch with red, green and white light and a helmet clip.',
      },
    },
    {
      uk: 'Ліхтар на зброю «Спалах»', en: 'Spalakh Weapon Light', brand: 'sokil-tactical', price: 3490, weight: 140,
      colors: ['black', 'coyote'], material: 'aluminium',
      spec: { lumens: 1000, hours: 2, red: false, mount: 'weapon' },
      pitch: {
        uk: 'Збройовий ліхтар з виносною кнопкою та кріпленням на планку.',
        en: 'A weapon light with a remote pressure switch and a rail mount.',
      },
    },
    {
      uk: 'Ліхтар кемпінговий «Вогник»', en: 'Vohnyk Camp Lantern', brand: 'vatra-camp', price: 690, weight: 210, pictogram: 'lantern',
      colors: ['green', 'orange', 'grey'], material: 'abs-plastic',
      spec: { lumens: 300, hours: 48, red: true, mount: 'lantern' },
      pitch: {
        uk: 'Кемпінговий ліхтар з м’яким теплим світлом, гачком і магнітом в основі.',
        en: 'A camp lantern with soft warm light, a hook and a magnetic base.',
      },
    },
    {
      uk: 'Ліхтар-брелок «Іскра»', en: 'Iskra Keychain Light', brand: 'polissia-trail', price: 390, weight: 25,
      colors: ['black', 'orange'], material: 'aluminium',
      spec: { lumens: 150, hours: 8, red: false, mount: 'hand' },
      pitch: {
        uk: 'Крихітний ліхтарик на ключі, що завжди під рукою, коли зникає світло.',
        en: 'A tiny keychain light that is always at hand when the power goes out.',
      },
    },
    {
      uk: 'Ліхтар пошуковий «Прожектор 3000»', en: 'Prozhektor 3000 Search Light', brand: 'sokil-tactical', price: 3890, weight: 480,
      colors: ['black'], material: 'aluminium',
      spec: { lumens: 3000, hours: 12, red: false, mount: 'hand' },
      pitch: {
        uk: 'Пошуковий ліхтар, що світить на 400 метрів і працює як павербанк.',
        en: 'A search light that reaches 400 metres and doubles as a power bank.',
      },
    },
    {
      uk: 'Сигнальний ліхтар «Маяк»', en: 'Maiak Signal Light', brand: 'oberih', price: 490, weight: 40,
      colors: ['black', 'olive'], material: 'abs-plastic',
      spec: { lumens: 60, hours: 100, red: true, mount: 'hand' },
      pitch: {
        uk: 'Маркер для позначення себе або вантажу: інфрачервоний, червоний і білий режими.',
        en: 'A marker light for yourself or cargo with infrared, red and white modes.',
      },
    },
  ],
});
