import { defineRange } from './range.ts';

interface CarrierSpec {
  plate: string;
  quickRelease: boolean;
  soft: boolean;
  cummerbund: boolean;
}

export const bodyArmour = defineRange<CarrierSpec>({
  category: 'bronezhylety',
  pictogram: 'vest',
  skuPrefix: 'BZH',
  sizes: ['m', 'l', 'xl', 'xxl'],
  story: (p) => ({
    uk: `${p.spec.soft ? 'М’які балістичні пакети класу IIIA вже в чохлах, тож жилет захищає навіть без плит.' : 'Плити купуються окремо: кишені розраховані на стандартні плити, а липучки всередині не дають їм зсуватися.'} ${p.spec.quickRelease ? 'Система швидкого скидання розстібається одним рухом — важливо, якщо треба евакуювати пораненого.' : 'Плечові лямки з м’якими накладками рівномірно розподіляють вагу.'}`,
    en: `${p.spec.soft ? 'Level IIIA soft ballistic panels are already in the covers, so the vest protects you even without plates.' : 'Plates are sold separately: the pockets fit standard plates and hook-and-loop inside keeps them from shifting.'} ${p.spec.quickRelease ? 'The quick-release system opens with one pull, which matters when a casualty has to be evacuated.' : 'Padded shoulder straps spread the weight evenly.'}`,
  }),
  specs: (p) => [
    { uk: `Кишені під плити ${p.spec.plate} см`, en: `Plate pockets for ${p.spec.plate} cm plates` },
    p.spec.soft
      ? { uk: 'М’яка балістика IIIA в комплекті', en: 'Level IIIA soft armour included' }
      : { uk: 'Плити в комплект не входять', en: 'Plates not included' },
    ...(p.spec.quickRelease ? [{ uk: 'Швидке скидання одним рухом', en: 'One-pull quick release' }] : []),
    ...(p.spec.cummerbund ? [{ uk: 'Камербанд зі стропами MOLLE', en: 'Cummerbund with MOLLE webbing' }] : []),
  ],
  products: [
    {
      uk: 'Плитоноска «Щит»', en: 'Shchyt Plate Carrier', brand: 'oberih', price: 5490, weight: 1150,
      colors: ['olive', 'coyote', 'black'], material: 'nylon-500d',
      spec: { plate: '25×30', quickRelease: false, soft: false, cummerbund: true },
      pitch: {
        uk: 'Базова плитоноска, з якої починає більшість наших покупців: проста, міцна й без зайвого.',
        en: 'The basic plate carrier most of our customers start with: simple, tough and free of clutter.',
      },
    },
    {
      uk: 'Плитоноска «Рубіж» швидкоскидна', en: 'Rubizh Quick-Release Plate Carrier', brand: 'sokil-tactical', price: 7890, weight: 1380,
      colors: ['coyote', 'olive', 'camouflage'], material: 'nylon-500d',
      spec: { plate: '25×30', quickRelease: true, soft: false, cummerbund: true },
      pitch: {
        uk: 'Плитоноска для тих, хто проводить у ній цілу добу: вентильована спинка, широкі лямки та швидке скидання.',
        en: 'A carrier for people who wear it around the clock: a ventilated back, wide straps and quick release.',
      },
    },
    {
      uk: 'Плитоноска «Форпост» з камербандом', en: 'Forpost Plate Carrier with Cummerbund', brand: 'oberih', price: 8490, weight: 1520,
      colors: ['camouflage', 'coyote', 'olive'], material: 'nylon-1000d',
      spec: { plate: '25×30', quickRelease: true, soft: false, cummerbund: true },
      pitch: {
        uk: 'Посилена модель з тканини 1000D і об’ємним камербандом, у якому поміщаються бічні плити 15×15 см.',
        en: 'A reinforced 1000D model with a deep cummerbund that takes 15×15 cm side plates.',
      },
    },
    {
      uk: 'Плитоноска «Вартовий» полегшена', en: 'Vartovyi Lightweight Plate Carrier', brand: 'sokil-tactical', price: 4390, weight: 780,
      colors: ['olive', 'black'], material: 'ripstop',
      spec: { plate: '24×29', quickRelease: false, soft: false, cummerbund: false },
      pitch: {
        uk: 'Мінімалістична плитоноска вагою менше кілограма для водіїв, операторів дронів і чергувань на блокпостах.',
        en: 'A minimalist carrier under a kilogram for drivers, drone operators and checkpoint shifts.',
      },
    },
    {
      uk: 'Плитоноска жіноча «Берегиня»', en: 'Berehynia Women’s Plate Carrier', brand: 'oberih', price: 6290, weight: 1050,
      colors: ['olive', 'coyote'], sizes: ['xs', 's', 'm'], material: 'nylon-500d',
      spec: { plate: '24×29', quickRelease: true, soft: false, cummerbund: true },
      pitch: {
        uk: 'Плитоноска з крою під жіночу фігуру: коротша спинка, вужчі плечі та анатомічна передня панель.',
        en: 'A carrier cut for women: a shorter back, narrower shoulders and an anatomical front panel.',
      },
    },
    {
      uk: 'Бронежилет «Оплот»', en: 'Oplot Body Armour Vest', brand: 'oberih', price: 11890, weight: 3400,
      colors: ['olive', 'camouflage'], material: 'aramid', protection: 'iiia',
      spec: { plate: '25×30', quickRelease: true, soft: true, cummerbund: true },
      pitch: {
        uk: 'Повноцінний бронежилет з м’якою балістикою IIIA по периметру і кишенями під плити спереду та ззаду.',
        en: 'A full vest with level IIIA soft armour all round and pockets for front and back plates.',
      },
    },
    {
      uk: 'Бронежилет прихованого носіння «Тінь»', en: 'Tin Concealable Body Armour', brand: 'sokil-tactical', price: 9490, weight: 1900,
      colors: ['black', 'grey'], material: 'aramid', protection: 'iiia',
      spec: { plate: '24×29', quickRelease: false, soft: true, cummerbund: false },
      pitch: {
        uk: 'Тонкий бронежилет, що ховається під сорочкою чи курткою, — для охорони, поліції та журналістів.',
        en: 'A slim vest that hides under a shirt or jacket, made for security staff, police and journalists.',
      },
    },
    {
      uk: 'Бронежилет «Кореспондент»', en: 'Korespondent Press Body Armour', brand: 'oberih', price: 10990, weight: 3100,
      colors: ['navy', 'blue'], material: 'aramid', protection: 'iiia',
      spec: { plate: '25×30', quickRelease: true, soft: true, cummerbund: false },
      pitch: {
        uk: 'Бронежилет для медійників із великими світловідбивними написами PRESS спереду і ззаду.',
        en: 'A vest for media crews with large reflective PRESS lettering on the front and back.',
      },
    },
  ],
});

interface PlateSpec {
  size: string;
  cut: 'single' | 'multi';
  multiHit: boolean;
}

export const armourPlates = defineRange<PlateSpec>({
  category: 'broneplyty',
  pictogram: 'plate',
  skuPrefix: 'BPL',
  story: (p) => ({
    uk: `${p.spec.cut === 'multi' ? 'Багаторадіусний вигин повторює форму грудної клітки, тож плита не впирається в ключиці.' : 'Одновигнута форма підходить до будь-якої плитоноски з кишенями відповідного розміру.'} ${p.spec.multiHit ? 'Плита витримує кілька влучань в одну зону, що підтверджено протоколом випробувань.' : 'Після влучання плиту слід замінити, навіть якщо вона виглядає цілою.'}`,
    en: `${p.spec.cut === 'multi' ? 'The multi-curve shape follows the chest, so the plate does not dig into the collarbones.' : 'The single-curve shape fits any carrier with pockets of the matching size.'} ${p.spec.multiHit ? 'It withstands several hits in one area, as the test report confirms.' : 'After a hit the plate must be replaced, even if it looks intact.'}`,
  }),
  specs: (p) => [
    { uk: `Клас захисту: NIJ ${p.protection!.toUpperCase().replace('-PLUS', '+')}`, en: `Protection level: NIJ ${p.protection!.toUpperCase().replace('-PLUS', '+')}` },
    { uk: `Розмір: ${p.spec.size} см`, en: `Size: ${p.spec.size} cm` },
    p.spec.cut === 'multi' ? { uk: 'Багаторадіусний вигин', en: 'Multi-curve shape' } : { uk: 'Одновигнута форма', en: 'Single-curve shape' },
    ...(p.spec.multiHit ? [{ uk: 'Стійкість до багаторазових влучань', en: 'Multi-hit rated' }] : []),
  ],
  products: [
    {
      uk: 'Бронеплита сталева «Кремінь»', en: 'Kremin Steel Armour Plate', brand: 'oberih', price: 3290, weight: 3600,
      colors: [], material: 'armour-steel', protection: 'iii',
      spec: { size: '25×30', cut: 'single', multiHit: true },
      pitch: {
        uk: 'Недорога сталева плита з антиосколковим покриттям — надійний варіант для навчань і тилових задач.',
        en: 'An affordable steel plate with a spall-guard coating, a dependable choice for training and rear-area duty.',
      },
    },
    {
      uk: 'Бронеплита сталева «Кремінь-М»', en: 'Kremin-M Steel Armour Plate', brand: 'oberih', price: 3690, weight: 3800,
      colors: [], material: 'armour-steel', protection: 'iii-plus',
      spec: { size: '25×30', cut: 'multi', multiHit: true },
      pitch: {
        uk: 'Оновлена «Кремінь» з багаторадіусним вигином і посиленим шаром покриття проти рикошетів.',
        en: 'The updated Kremin with a multi-curve shape and a thicker anti-ricochet coating.',
      },
    },
    {
      uk: 'Бронеплита керамічна «Граніт»', en: 'Hranit Ceramic Armour Plate', brand: 'oberih', price: 7490, weight: 2600,
      colors: [], material: 'ceramic', protection: 'iv',
      spec: { size: '25×30', cut: 'multi', multiHit: false },
      pitch: {
        uk: 'Керамічна плита четвертого класу, яка зупиняє бронебійні кулі та важить на третину менше за сталеву.',
        en: 'A level IV ceramic plate that stops armour-piercing rounds and weighs a third less than steel.',
      },
    },
    {
      uk: 'Бронеплита керамічна «Граніт XL»', en: 'Hranit XL Ceramic Armour Plate', brand: 'oberih', price: 10990, weight: 3300,
      colors: [], material: 'ceramic', protection: 'iv',
      spec: { size: '28×35', cut: 'multi', multiHit: false },
      pitch: {
        uk: 'Збільшена версія «Граніту» для високих і кремезних бійців, яким стандартна плита закриває замало.',
        en: 'A larger Hranit for tall and broad wearers whom a standard plate leaves under-covered.',
      },
    },
    {
      uk: 'Бронеплита «Базальт Лайт»', en: 'Bazalt Lite Armour Plate', brand: 'sokil-tactical', price: 9890, weight: 2200,
      colors: [], material: 'ceramic', protection: 'iv',
      spec: { size: '25×30', cut: 'multi', multiHit: true },
      pitch: {
        uk: 'Полегшена кераміка на поліетиленовій підкладці: четвертий клас захисту при вазі лише 2,2 кг.',
        en: 'Lightweight ceramic on a polyethylene backer: level IV protection at just 2.2 kg.',
      },
    },
    {
      uk: 'Бронеплита поліетиленова «Перо»', en: 'Pero Polyethylene Armour Plate', brand: 'sokil-tactical', price: 6890, weight: 1300,
      colors: [], material: 'uhmwpe', protection: 'iii',
      spec: { size: '25×30', cut: 'single', multiHit: true },
      pitch: {
        uk: 'Найлегша плита в каталозі: 1,3 кг, не боїться води й не тріскається від падіння.',
        en: 'The lightest plate in our range: 1.3 kg, unaffected by water and not cracked by drops.',
      },
    },
    {
      uk: 'Бронеплита «Моноліт»', en: 'Monolit Armour Plate', brand: 'oberih', price: 8490, weight: 2450,
      colors: [], material: 'uhmwpe', protection: 'iii-plus',
      spec: { size: '25×30', cut: 'multi', multiHit: true },
      pitch: {
        uk: 'Гібридна плита з поліетилену та кераміки, що зупиняє поширені кулі зі сталевим осердям.',
        en: 'A hybrid polyethylene-and-ceramic plate that stops common steel-core rounds.',
      },
    },
    {
      uk: 'Бічні бронепанелі «Бік»', en: 'Bik Side Armour Panels', brand: 'oberih', price: 4290, weight: 1700,
      colors: [], material: 'armour-steel', protection: 'iii-plus',
      spec: { size: '15×15', cut: 'single', multiHit: true },
      pitch: {
        uk: 'Пара бічних плит 15×15 см для камербанду — закривають боки, які найчастіше лишаються без захисту.',
        en: 'A pair of 15×15 cm side plates for the cummerbund, covering the flanks that most often go unprotected.',
      },
    },
  ],
});

interface HelmetSpec {
  cut: 'high' | 'mid' | 'full';
  rails: boolean;
  mount: boolean;
}

const cutNames = {
  high: { uk: 'високий виріз під навушники', en: 'high cut for ear protection' },
  mid: { uk: 'середній виріз', en: 'mid cut' },
  full: { uk: 'повний захист скронь', en: 'full cut covering the temples' },
};

export const helmets = defineRange<HelmetSpec>({
  category: 'sholomy',
  pictogram: 'helmet',
  skuPrefix: 'SHL',
  sizes: ['m', 'l', 'xl'],
  story: (p) => ({
    uk: `Підвіска з регулюванням по обхвату та м’які вкладки з піни з пам’яттю тримають шолом рівно навіть під час бігу. ${p.spec.rails ? 'Бічні рейки приймають навушники, ліхтар і камеру.' : 'Корпус без рейок важить менше і не чіпляється за гілки.'}`,
    en: `An adjustable suspension and memory-foam pads keep the helmet level even when running. ${p.spec.rails ? 'Side rails take ear protection, a light and a camera.' : 'The railless shell is lighter and does not snag on branches.'}`,
  }),
  specs: (p) => [
    { uk: 'Клас захисту: NIJ IIIA', en: 'Protection level: NIJ IIIA' },
    { uk: `Крій: ${cutNames[p.spec.cut].uk}`, en: `Cut: ${cutNames[p.spec.cut].en}` },
    ...(p.spec.rails ? [{ uk: 'Бічні рейки для аксесуарів', en: 'Side accessory rails' }] : []),
    ...(p.spec.mount ? [{ uk: 'Кріплення для приладу нічного бачення', en: 'Night-vision mount' }] : []),
  ],
  products: [
    {
      uk: 'Шолом балістичний «Сокіл»', en: 'Sokil Ballistic Helmet', brand: 'sokil-tactical', price: 13490, weight: 1350,
      colors: ['olive', 'coyote', 'black'], material: 'aramid', protection: 'iiia',
      spec: { cut: 'high', rails: true, mount: true },
      pitch: {
        uk: 'Найпопулярніший шолом магазину: високий виріз, рейки й кріплення ПНБ за розумну ціну.',
        en: 'Our best-selling helmet: high cut, rails and a night-vision mount at a fair price.',
      },
    },
    {
      uk: 'Шолом балістичний «Варта»', en: 'Varta Ballistic Helmet', brand: 'oberih', price: 10990, weight: 1450,
      colors: ['olive', 'camouflage'], material: 'aramid', protection: 'iiia',
      spec: { cut: 'mid', rails: false, mount: false },
      pitch: {
        uk: 'Простий і надійний шолом середнього крою для тероборони, охорони та навчань.',
        en: 'A simple, reliable mid-cut helmet for territorial defence, security work and training.',
      },
    },
    {
      uk: 'Шолом «Сапсан» з рейками', en: 'Sapsan Railed Helmet', brand: 'sokil-tactical', price: 18990, weight: 1250,
      colors: ['coyote', 'black', 'olive'], material: 'aramid', protection: 'iiia',
      spec: { cut: 'high', rails: true, mount: true },
      pitch: {
        uk: 'Полегшений корпус, підвіска з храповиком і продумане розташування рейок для навушників і ліхтаря.',
        en: 'A lighter shell, a ratchet suspension and well-placed rails for ear protection and a light.',
      },
    },
    {
      uk: 'Шолом «Орлан» поліетиленовий', en: 'Orlan Polyethylene Helmet', brand: 'oberih', price: 22490, weight: 1050,
      colors: ['coyote', 'sand'], material: 'uhmwpe', protection: 'iiia',
      spec: { cut: 'high', rails: true, mount: true },
      pitch: {
        uk: 'Шолом з надвисокомолекулярного поліетилену вагою близько кілограма — шия втомлюється помітно менше.',
        en: 'An UHMWPE helmet weighing about a kilogram, so your neck tires far less.',
      },
    },
    {
      uk: 'Шолом штурмовий «Яструб»', en: 'Yastrub Assault Helmet', brand: 'oberih', price: 15990, weight: 1550,
      colors: ['olive', 'camouflage', 'black'], material: 'aramid', protection: 'iiia',
      spec: { cut: 'full', rails: true, mount: true },
      pitch: {
        uk: 'Повний крій закриває скроні та потилицю — для штурмових груп і саперів.',
        en: 'A full cut that covers the temples and the back of the head, made for assault teams and sappers.',
      },
    },
    {
      uk: 'Шолом «Лунь» для медиків', en: 'Lun Medic Helmet', brand: 'sokil-tactical', price: 11490, weight: 1400,
      colors: ['olive', 'black'], material: 'aramid', protection: 'iiia',
      spec: { cut: 'mid', rails: true, mount: false },
      pitch: {
        uk: 'Шолом для евакуаційних екіпажів зі світловідбивними смугами та місцем під налобний ліхтар.',
        en: 'A helmet for evacuation crews with reflective strips and room for a head torch.',
      },
    },
    {
      uk: 'Шолом «Кречет» преміум', en: 'Krechet Premium Helmet', brand: 'sokil-tactical', price: 24490, weight: 1100,
      colors: ['coyote', 'olive', 'black'], material: 'uhmwpe', protection: 'iiia',
      spec: { cut: 'high', rails: true, mount: true },
      pitch: {
        uk: 'Топова модель: полегшений корпус, підвіска з коліщатковим регулятором і комплект вкладок трьох товщин.',
        en: 'Our top model: a light shell, a dial-adjusted suspension and pads in three thicknesses.',
      },
    },
    {
      uk: 'Шолом «Шуліка» рятувальний', en: 'Shulika Rescue Helmet', brand: 'oberih', price: 9290, weight: 1500,
      colors: ['orange', 'black'], material: 'aramid', protection: 'iiia',
      spec: { cut: 'mid', rails: false, mount: false },
      pitch: {
        uk: 'Балістичний шолом у яскравому кольорі для рятувальників і комунальних служб на деокупованих територіях.',
        en: 'A ballistic helmet in a high-visibility colour for rescuers and utility crews in liberated areas.',
      },
    },
  ],
});
