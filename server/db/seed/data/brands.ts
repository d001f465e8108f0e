import type { Texts } from '../types.ts';

export interface BrandSeed {
  slug: string;
  name: string;
  /** One sentence used in product descriptions. */
  blurb: Texts;
}

// Invented makers: the demo must not carry real trademarks.
export const brands = [
  {
    slug: 'oberih',
    name: 'Oberih Armor',
    blurb: {
      uk: 'Oberih Armor шиє захисне спорядження в Житомирі й перевіряє кожну партію на власному стрільбищі.',
      en: 'Oberih Armor sews its protective gear in Zhytomyr and tests every batch on its own firing range.',
    },
  },
  {
    slug: 'sokil-tactical',
    name: 'Sokil Tactical',
    blurb: {
      uk: 'Sokil Tactical розробляє спорядження разом з інструкторами, тому в ньому немає зайвих деталей.',
      en: 'Sokil Tactical designs its kit together with instructors, so there is nothing superfluous in it.',
    },
  },
  {
    slug: 'hoverla-outdoor',
    name: 'Hoverla Outdoor',
    blurb: {
      uk: 'Hoverla Outdoor тестує свої моделі в Карпатах у будь-яку погоду — від липневої зливи до лютневої заметілі.',
      en: 'Hoverla Outdoor field-tests its models in the Carpathians in any weather, from July downpours to February blizzards.',
    },
  },
  {
    slug: 'vatra-camp',
    name: 'Vatra Camp',
    blurb: {
      uk: 'Vatra Camp робить кемпінгові речі, які зручно брати і в похід вихідного дня, і в довгу подорож.',
      en: 'Vatra Camp makes camping gear that works equally well on a weekend trip and on a long journey.',
    },
  },
  {
    slug: 'dnipro-forge',
    name: 'Dnipro Forge',
    blurb: {
      uk: 'Dnipro Forge — невелика майстерня з Дніпра, що працює з інструментальними сталями та ручним доведенням.',
      en: 'Dnipro Forge is a small Dnipro workshop that works with tool steels and hand finishing.',
    },
  },
  {
    slug: 'polissia-trail',
    name: 'Polissia Trail',
    blurb: {
      uk: 'Polissia Trail спеціалізується на легкому одязі та взутті для довгих переходів лісом і болотами.',
      en: 'Polissia Trail specialises in light clothing and footwear for long treks through forests and wetlands.',
    },
  },
] as const satisfies readonly BrandSeed[];

export type BrandSlug = (typeof brands)[number]['slug'];

export function brandOf(slug: BrandSlug): BrandSeed {
  return brands.find((b) => b.slug === slug)!;
}
