import { defineRange } from './range.ts';

interface PackSpec {
  volume: number;
  hydration: boolean;
  frame: boolean;
}

export const backpacks = defineRange<PackSpec>({
  category: 'riukzaky',
  pictogram: 'backpack',
  skuPrefix: 'RKZ',
  story: (p) => ({
    uk: `${p.spec.volume >= 40 ? 'Внутрішня рама й поясний ремінь переносять вагу на стегна, тому навіть повний рюкзак не тягне плечі.' : 'Компактний об’єм не заважає в машині й окопі, а стропи MOLLE дозволяють додати підсумки.'} ${p.spec.hydration ? 'Усередині є кишеня для гідратора з виходом трубки на обидві лямки.' : 'Головне відділення розкривається на 180°, щоб швидко знайти потрібну річ.'}`,
    en: `${p.spec.volume >= 40 ? 'An internal frame and hip belt move the weight onto your hips, so even a full pack does not drag on your shoulders.' : 'The compact size fits in a vehicle or a trench, and MOLLE webbing lets you add pouches.'} ${p.spec.hydration ? 'Inside is a hydration sleeve with tube ports on both shoulder straps.' : 'The main compartment opens flat so you find things fast.'}`,
  }),
  specs: (p) => [
    { uk: `Об’єм: ${p.spec.volume} л`, en: `Volume: ${p.spec.volume} L` },
    { uk: 'Стропи MOLLE на фронтальній панелі', en: 'MOLLE webbing on the front panel' },
    ...(p.spec.hydration ? [{ uk: 'Кишеня для гідратора до 3 л', en: 'Hydration sleeve for up to 3 L' }] : []),
    ...(p.spec.frame ? [{ uk: 'Алюмінієва рама і поясний ремінь', en: 'Aluminium frame and hip belt' }] : []),
  ],
  products: [
    {
      uk: 'Рюкзак штурмовий «Рейд 25»', en: 'Reid 25 Assault Pack', brand: 'sokil-tactical', price: 2890, weight: 1250,
      colors: ['olive', 'coyote', 'black'], material: 'nylon-500d',
      spec: { volume: 25, hydration: true, frame: false },
      pitch: {
        uk: 'Штурмовий рюкзак на добу: боєкомплект, вода, аптечка й теплий шар.',
        en: 'A 24-hour assault pack: ammunition, water, a first-aid kit and a warm layer.',
      },
    },
    {
      uk: 'Рюкзак «Марш 35»', en: 'Marsh 35 Backpack', brand: 'sokil-tactical', price: 3490, weight: 1500,
      colors: ['olive', 'coyote', 'camouflage'], material: 'nylon-500d',
      spec: { volume: 35, hydration: true, frame: false },
      pitch: {
        uk: 'Рюкзак на два-три дні з окремим відділенням для спальника внизу.',
        en: 'A two-to-three-day pack with a separate sleeping-bag compartment at the bottom.',
      },
    },
    {
      uk: 'Рюкзак тактичний «Марш 45»', en: 'Marsh 45 Tactical Backpack', brand: 'sokil-tactical', price: 4290, weight: 1850,
      colors: ['olive', 'coyote', 'black', 'camouflage'], material: 'nylon-1000d',
      spec: { volume: 45, hydration: true, frame: true },
      pitch: {
        uk: 'Наш найпопулярніший рюкзак: витримує ротацію, похід у гори й переїзд.',
        en: 'Our most popular pack: it handles a rotation, a mountain trip and a house move.',
      },
    },
    {
      uk: 'Рюкзак рейдовий «Експедиція 80»', en: 'Ekspedytsiia 80 Expedition Pack', brand: 'hoverla-outdoor', price: 7490, weight: 2600,
      colors: ['olive', 'coyote'], material: 'nylon-1000d',
      spec: { volume: 80, hydration: true, frame: true },
      pitch: {
        uk: 'Великий рюкзак з регульованою спинкою для довгих виходів і всього майна на ротацію.',
        en: 'A large pack with an adjustable back for long trips and everything you take on rotation.',
      },
    },
    {
      uk: 'Рюкзак EDC «Щодня 20»', en: 'Shchodnia 20 EDC Backpack', brand: 'polissia-trail', price: 1990, weight: 900,
      colors: ['black', 'grey', 'olive'], material: 'nylon-500d',
      spec: { volume: 20, hydration: false, frame: false },
      pitch: {
        uk: 'Міський рюкзак з відділенням для ноутбука 15,6″ і прихованою кишенею для документів.',
        en: 'A city pack with a 15.6″ laptop sleeve and a hidden pocket for documents.',
      },
    },
    {
      uk: 'Рюкзак медичний «Парамедик»', en: 'Paramedyk Medic Backpack', brand: 'oberih', price: 3690, weight: 1400,
      colors: ['olive', 'coyote', 'red'], material: 'nylon-500d',
      spec: { volume: 30, hydration: false, frame: false },
      pitch: {
        uk: 'Рюкзак для медиків з відривними органайзерами й прозорими кишенями, щоб бачити вміст одразу.',
        en: 'A medic’s pack with tear-off organisers and clear pockets so you see the contents at once.',
      },
    },
    {
      uk: 'Рюкзак-слінг «Кур’єр 8»', en: 'Kurier 8 Sling Pack', brand: 'polissia-trail', price: 1290, weight: 480,
      colors: ['black', 'coyote', 'olive'], material: 'nylon-500d',
      spec: { volume: 8, hydration: false, frame: false },
      pitch: {
        uk: 'Однолямковий рюкзак, який за секунду перекидається наперед, — для документів, павербанка й турнікета.',
        en: 'A single-strap pack that swings to the front in a second, for documents, a power bank and a tourniquet.',
      },
    },
    {
      uk: 'Рюкзак для дронів «Пілот»', en: 'Pilot Drone Backpack', brand: 'sokil-tactical', price: 5290, weight: 1700,
      colors: ['black', 'olive'], material: 'nylon-1000d',
      spec: { volume: 40, hydration: false, frame: true },
      pitch: {
        uk: 'Рюкзак з ущільненими перегородками під FPV-дрони, окуляри, пульт і шість акумуляторів.',
        en: 'A pack with padded dividers for FPV drones, goggles, a controller and six batteries.',
      },
    },
    {
      uk: 'Гідратор-рюкзак «Джерело 3 л»', en: 'Dzherelo 3 L Hydration Pack', brand: 'hoverla-outdoor', price: 1590, weight: 550,
      colors: ['olive', 'coyote', 'black'], material: 'nylon-500d',
      spec: { volume: 5, hydration: true, frame: false },
      pitch: {
        uk: 'Тонкий рюкзак з питною системою на 3 літри, який можна вдягнути поверх плитоноски.',
        en: 'A slim pack with a 3-litre water system that fits over a plate carrier.',
      },
    },
  ],
});

interface PouchSpec {
  holds: { uk: string; en: string };
  closure: 'velcro' | 'elastic' | 'zip';
}

const closureNames = {
  velcro: { uk: 'клапан на липучці', en: 'hook-and-loop flap' },
  elastic: { uk: 'еластичний утримувач', en: 'elastic retention' },
  zip: { uk: 'блискавка', en: 'zip' },
};

export const pouches = defineRange<PouchSpec>({
  category: 'pidsumky',
  pictogram: 'pouch',
  skuPrefix: 'PDS',
  story: (p) => ({
    uk: `Підсумок кріпиться на будь-яку платформу MOLLE і не бовтається під час бігу. ${p.spec.closure === 'elastic' ? 'Еластичний утримувач дозволяє діставати вміст однією рукою.' : 'Надійне закриття не дасть нічому випасти, навіть якщо ви перекотитеся через плече.'}`,
    en: `The pouch fits any MOLLE platform and does not flap when you run. ${p.spec.closure === 'elastic' ? 'Elastic retention lets you draw the contents one-handed.' : 'A secure closure keeps everything in, even if you roll over your shoulder.'}`,
  }),
  specs: (p) => [
    { uk: `Призначення: ${p.spec.holds.uk}`, en: `Holds: ${p.spec.holds.en}` },
    { uk: `Закриття: ${closureNames[p.spec.closure].uk}`, en: `Closure: ${closureNames[p.spec.closure].en}` },
    { uk: 'Кріплення MOLLE', en: 'MOLLE attachment' },
  ],
  products: [
    {
      uk: 'Підсумок подвійний «Дуплет»', en: 'Duplet Double Magazine Pouch', brand: 'sokil-tactical', price: 490, weight: 140,
      colors: ['olive', 'coyote', 'black', 'camouflage'], material: 'nylon-500d',
      spec: { holds: { uk: 'два магазини до автомата', en: 'two rifle magazines' }, closure: 'velcro' },
      pitch: {
        uk: 'Подвійний підсумок для магазинів з регульованою висотою клапана.',
        en: 'A double magazine pouch with a height-adjustable flap.',
      },
    },
    {
      uk: 'Підсумок для турнікета «Джгут»', en: 'Dzhhut Tourniquet Pouch', brand: 'oberih', price: 390, weight: 60,
      colors: ['olive', 'coyote', 'black', 'red'], material: 'nylon-500d',
      spec: { holds: { uk: 'турнікет', en: 'a tourniquet' }, closure: 'elastic' },
      pitch: {
        uk: 'Відкритий підсумок, з якого турнікет дістається за секунду будь-якою рукою.',
        en: 'An open pouch that lets either hand draw the tourniquet in a second.',
      },
    },
    {
      uk: 'Аптечка-підсумок «Медик»', en: 'Medyk IFAK Pouch', brand: 'oberih', price: 890, weight: 210,
      colors: ['olive', 'coyote', 'red'], material: 'nylon-500d',
      spec: { holds: { uk: 'індивідуальна аптечка', en: 'an individual first-aid kit' }, closure: 'zip' },
      pitch: {
        uk: 'Відривна аптечка: смикнули за ручку — і вся внутрішня частина у вас в руці.',
        en: 'A rip-away first-aid pouch: pull the handle and the whole insert is in your hand.',
      },
    },
    {
      uk: 'Підсумок утилітарний «Комора»', en: 'Komora Utility Pouch', brand: 'sokil-tactical', price: 590, weight: 150,
      colors: ['olive', 'coyote', 'black'], material: 'nylon-500d',
      spec: { holds: { uk: 'дрібниці, павербанк, їжа', en: 'small items, a power bank, food' }, closure: 'zip' },
      pitch: {
        uk: 'Універсальний підсумок для всього, що не має окремого місця.',
        en: 'An all-purpose pouch for everything that has no place of its own.',
      },
    },
    {
      uk: 'Підсумок під рацію «Ефір»', en: 'Efir Radio Pouch', brand: 'sokil-tactical', price: 450, weight: 90,
      colors: ['olive', 'coyote', 'black'], material: 'nylon-500d',
      spec: { holds: { uk: 'портативна рація', en: 'a handheld radio' }, closure: 'velcro' },
      pitch: {
        uk: 'Підсумок з регульованою висотою та отвором під антену для більшості портативних радіостанцій.',
        en: 'A height-adjustable pouch with an antenna opening that fits most handheld radios.',
      },
    },
    {
      uk: 'Підсумок для скидання «Скид»', en: 'Skyd Dump Pouch', brand: 'sokil-tactical', price: 650, weight: 120,
      colors: ['olive', 'coyote', 'black'], material: 'nylon-500d',
      spec: { holds: { uk: 'порожні магазини', en: 'empty magazines' }, closure: 'elastic' },
      pitch: {
        uk: 'Складний мішок для порожніх магазинів, який у згорнутому вигляді займає місце гаманця.',
        en: 'A folding bag for empty magazines that packs down to the size of a wallet.',
      },
    },
    {
      uk: 'Підсумок пістолетний «Обойма»', en: 'Oboima Pistol Magazine Pouch', brand: 'oberih', price: 350, weight: 50,
      colors: ['black', 'coyote', 'olive'], material: 'nylon-500d',
      spec: { holds: { uk: 'пістолетний магазин', en: 'a pistol magazine' }, closure: 'elastic' },
      pitch: {
        uk: 'Компактний підсумок під пістолетний магазин для ременя або плитоноски.',
        en: 'A compact pistol magazine pouch for a belt or a plate carrier.',
      },
    },
    {
      uk: 'Адмін-панель «Штаб»', en: 'Shtab Admin Panel', brand: 'sokil-tactical', price: 790, weight: 180,
      colors: ['olive', 'coyote', 'black'], material: 'nylon-500d',
      spec: { holds: { uk: 'ручки, блокнот, ліхтарик, документи', en: 'pens, a notebook, a torch, documents' }, closure: 'zip' },
      pitch: {
        uk: 'Органайзер на груди з петлями для ручок, карткою та місцем для нашивок.',
        en: 'A chest organiser with pen loops, a card window and room for patches.',
      },
    },
    {
      uk: 'Підсумок під планшет «Карта»', en: 'Karta Tablet Pouch', brand: 'polissia-trail', price: 990, weight: 230,
      colors: ['olive', 'black'], material: 'nylon-500d',
      spec: { holds: { uk: 'планшет до 8 дюймів', en: 'a tablet up to 8 inches' }, closure: 'zip' },
      pitch: {
        uk: 'Відкидна панель з прозорим вікном для планшета з картами: екран видно, не виймаючи пристрій.',
        en: 'A fold-down panel with a clear window for a map tablet: read the screen without taking it out.',
      },
    },
  ],
});
