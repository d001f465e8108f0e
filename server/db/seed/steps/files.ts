import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { categorySeeds } from '../data/categories.ts';
import { colorValues } from '../data/attributes.ts';
import { brandFiles, type StoredFile } from '../images/brand-images.ts';
import { categoryImageSvg, productImageSvg } from '../images/catalog-images.ts';
import { sceneSvg } from '../images/scene-images.ts';
import { defaultColors } from '../images/pictograms.ts';
import type { PlannedProduct } from '../catalog-plan.ts';
import type { PlannedArticle, PlannedPicture } from '../content-plan.ts';
import { categoryImagePath } from './reference.ts';

const groupColors = ['#5b6330', '#8a6a43', '#2f6b3c'];

function categoryFiles(): StoredFile[] {
  return categorySeeds.map((c, i) => {
    const color = c.parent ? defaultColors[c.pictogram] : groupColors[i % groupColors.length];
    return { path: categoryImagePath(c.slug), content: categoryImageSvg(c.pictogram, color ?? colorValues[0].hex) };
  });
}

function productFiles(plan: PlannedProduct[]): StoredFile[] {
  return plan.flatMap((p) => p.images.map((image) => ({ path: image.path, content: productImageSvg(p.pictogram, image.hex, image.view) })));
}

function articleFiles(plan: PlannedArticle[]): StoredFile[] {
  const scene = (picture: PlannedPicture): StoredFile => ({
    path: picture.path,
    content: sceneSvg(picture.pictogram, picture.color, picture.variant, { width: picture.width, height: picture.height }),
  });
  return plan.flatMap((a) => [a.cover, ...a.images, ...a.blocks.flatMap((b) => (b.image ? [b.image] : []))].map(scene));
}

/** Writes every generated picture under the storage root, replacing what an earlier run left. */
export async function writeSeedFiles(storageDir: string, products: PlannedProduct[], articles: PlannedArticle[]): Promise<number> {
  const files = [...brandFiles(), ...categoryFiles(), ...productFiles(products), ...articleFiles(articles)];
  const folders = new Set(files.map((f) => dirname(join(storageDir, f.path))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  await Promise.all(files.map((f) => writeFile(join(storageDir, f.path), f.content)));
  return files.length;
}
