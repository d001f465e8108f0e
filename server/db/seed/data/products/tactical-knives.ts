import { defineRange } from './range.ts';

interface KnifeSpec {
  blade: number;
  steel: string;
  folding: boolean;
  tools?: number;
}

export const knives = defineRange<KnifeSpec>({
  category: 'nozhi',
  pictogram: 'knife',
  skuPrefix: 'NZH',
  story: (p) => ({
    uk: `${p.spec.tools ? `У компактному корпусі зібрано ${p.spec.tools} інструментів, і кожен фіксується в робочому положенні.` : p.spec.folding ? 'Замок надійно фіксує клинок, а кліпса тримає ніж у кишені вістрям догори.' : 'Хвостовик проходить крізь усе руків’я, тому ніж не боїться важкої роботи — від рубки гілок до розколювання дров.'} Ми відправляємо ножі з заводською заточкою, а в шоурумі безкоштовно підведемо лезо.`,
    en: `${p.spec.tools ? `The compact body holds ${p.spec.tools} tools, each locking open.` : p.spec.folding ? 'A solid lock holds the blade open, and the clip carries the knife tip-up in a pocket.' : 'The full tang takes hard work, from chopping branches to splitting kindling.'} Knives ship with a factory edge, and we touch it up for free at our showroom.`,
  }),
  specs: (p) => [
    { uk: `Довжина клинка: ${p.spec.blade} мм`, en: `Blade length: ${p.spec.blade} mm` },
    { uk: `Сталь: ${p.spec.steel}`, en: `Steel: ${p.spec.steel}` },
    p.spec.folding ? { uk: 'Складаний, із замком', en: 'Folding, locking' } : { uk: 'Фіксований клинок, піхви в комплекті', en: 'Fixed blade, sheath included' },
    ...(p.spec.tools ? [{ uk: `Інструментів: ${p.spec.tools}`, en: `Tools: ${p.spec.tools}` }] : []),
  ],
  products: [
    {
      uk: 'Ніж фіксований «Вовк»', en: 'Vovk Fixed-Blade Knife', brand: 'dnipro-forge', price: 1890, weight: 240,
      colors: ['black', 'coyote', 'olive'], material: 'carbon-steel',
      spec: { blade: 120, steel: '1095', folding: false },
      pitch: {
        uk: 'Надійний ніж з фіксованим клинком для служби, полювання й табору.',
        en: 'A dependable fixed blade for duty, hunting and camp.',
      },
    },
    {
      uk: 'Ніж складаний «Лис»', en: 'Lys Folding Knife', brand: 'dnipro-forge', price: 1290, weight: 120,
      colors: ['black', 'olive'], material: 'stainless-steel',
      spec: { blade: 85, steel: 'D2', folding: true },
      pitch: {
        uk: 'Щоденний складаний ніж з відкриванням однією рукою та кліпсою.',
        en: 'An everyday folder with one-handed opening and a pocket clip.',
      },
    },
    {
      uk: 'Мультитул «Майстер 14»', en: 'Maister 14 Multitool', brand: 'dnipro-forge', price: 2490, weight: 260,
      colors: ['grey', 'black'], material: 'stainless-steel',
      spec: { blade: 70, steel: '420HC', folding: true, tools: 14 },
      pitch: {
        uk: 'Повнорозмірний мультитул з плоскогубцями, кусачками та набором біт.',
        en: 'A full-size multitool with pliers, wire cutters and a bit set.',
      },
    },
    {
      uk: 'Мультитул «Кишеня»', en: 'Kyshenia Pocket Multitool', brand: 'dnipro-forge', price: 990, weight: 110,
      colors: ['grey', 'black'], material: 'stainless-steel',
      spec: { blade: 45, steel: '420HC', folding: true, tools: 9 },
      pitch: {
        uk: 'Компактний мультитул для ключів і рюкзака: ніж, ножиці, викрутки та відкривачка.',
        en: 'A compact multitool for your keys or pack: blade, scissors, screwdrivers and an opener.',
      },
    },
    {
      uk: 'Ніж для виживання «Ліс»', en: 'Lis Survival Knife', brand: 'dnipro-forge', price: 2290, weight: 310,
      colors: ['olive', 'coyote'], material: 'carbon-steel',
      spec: { blade: 140, steel: '1095', folding: false },
      pitch: {
        uk: 'Ніж з кресалом у піхвах і свистком у руків’ї — мінімальний набір для виживання в одному предметі.',
        en: 'A knife with a fire steel in the sheath and a whistle in the handle: a survival kit in one item.',
      },
    },
    {
      uk: 'Ніж бушкрафт «Багаття»', en: 'Bahattia Bushcraft Knife', brand: 'vatra-camp', price: 2790, weight: 230,
      colors: ['coyote', 'black'], material: 'carbon-steel',
      spec: { blade: 105, steel: '80CrV2', folding: false },
      pitch: {
        uk: 'Бушкрафтовий ніж зі скандинавськими спусками та шкіряними піхвами ручної роботи.',
        en: 'A bushcraft knife with a Scandi grind and a handmade leather sheath.',
      },
    },
    {
      uk: 'Ніж-стропоріз «Стропа»', en: 'Stropa Strap Cutter', brand: 'oberih', price: 890, weight: 70,
      colors: ['black', 'orange', 'olive'], material: 'stainless-steel',
      spec: { blade: 60, steel: '440C', folding: false },
      pitch: {
        uk: 'Стропоріз для медика: розрізає одяг, ремені й стропи, не травмуючи пораненого.',
        en: 'A medic’s strap cutter that slices clothing, belts and webbing without hurting the casualty.',
      },
    },
    {
      uk: 'Мачете «Просіка»', en: 'Prosika Machete', brand: 'dnipro-forge', price: 1490, weight: 520,
      colors: ['black', 'olive'], material: 'carbon-steel',
      spec: { blade: 330, steel: '65Mn', folding: false },
      pitch: {
        uk: 'Мачете з пилкою на обусі для розчищення місця під табір і рубки чагарнику.',
        en: 'A machete with a saw back for clearing a camp spot and cutting brush.',
      },
    },
    {
      uk: 'Ніж складаний «Ніч»', en: 'Nich Folding Knife', brand: 'dnipro-forge', price: 1690, weight: 140,
      colors: ['black'], material: 'stainless-steel',
      spec: { blade: 95, steel: 'D2', folding: true },
      pitch: {
        uk: 'Складаний ніж з чорним антиблікуючим покриттям клинка і руків’ям з G10.',
        en: 'A folder with a black anti-glare blade coating and a G10 handle.',
      },
    },
  ],
});
