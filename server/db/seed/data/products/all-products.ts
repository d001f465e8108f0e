import type { ProductEntry } from './range.ts';
import { armourPlates, bodyArmour, helmets } from './protection-armour.ts';
import { eyewear, gloves } from './protection-gloves-eyewear.ts';
import { hearingProtection, kneePads } from './protection-pads-hearing.ts';
import { backpacks, pouches } from './tactical-packs.ts';
import { belts, lights } from './tactical-belts-lights.ts';
import { knives } from './tactical-knives.ts';
import { boots, tacticalClothing } from './tactical-apparel.ts';
import { sleepingBags, tents } from './camping-shelter.ts';
import { sleepingMats, campFurniture } from './camping-rest.ts';
import { cookware, stoves } from './camping-kitchen.ts';

export const productEntries: readonly ProductEntry[] = [
  ...bodyArmour, ...armourPlates, ...helmets, ...gloves, ...eyewear, ...kneePads, ...hearingProtection,
  ...backpacks, ...pouches, ...belts, ...lights, ...knives, ...tacticalClothing, ...boots,
  ...tents, ...sleepingBags, ...sleepingMats, ...cookware, ...stoves, ...campFurniture,
];
