import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { categorySeeds } from '../data/categories.ts';
import { colorValues } from '../data/attributes.ts';
import { brandFiles, type StoredFile } from '../images/brand-images.ts';
import { categoryImageSvg, productImageSvg } from '../images/catalog-images.ts';
import { sceneSvg } from '../images/scene-images.ts';
import { animatedGif } from '../images/animated.ts';
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

const isGif = (path: string) => path.endsWith('.gif');
/** Frames of an animated picture: the same drawing from three sides. */
const frameViews = [0, 1, 2];

function productFiles(plan: PlannedProduct[]): Promise<StoredFile[]> {
  return Promise.all(
    plan.flatMap((p) =>
      p.images.map(async (image) => ({
        path: image.path,
        content: isGif(image.path)
          ? await animatedGif(frameViews.map((view) => productImageSvg(p.pictogram, image.hex, image.view + view)), 800)
          : productImageSvg(p.pictogram, image.hex, image.view),
      })),
    ),
  );
}

function articleFiles(plan: PlannedArticle[]): Promise<StoredFile[]> {
  const scene = async (picture: PlannedPicture): Promise<StoredFile> => {
    const draw = (variant: number) => sceneSvg(picture.pictogram, picture.color, variant, { width: picture.width, height: picture.height });
    return { path: picture.path, content: isGif(picture.path) ? await animatedGif(frameViews.map((view) => draw(picture.variant + view)), 800) : draw(picture.variant) };
  };
  return Promise.all(plan.flatMap((a) => [a.cover, ...a.images, ...a.blocks.flatMap((b) => (b.image ? [b.image] : []))].map(scene)));
}

/** Writes every generated picture under the storage root, replacing what an earlier run left. */
export async function writeSeedFiles(storageDir: string, products: PlannedProduct[], articles: PlannedArticle[]): Promise<number> {
  const files = [...brandFiles(), ...categoryFiles(), ...(await productFiles(products)), ...(await articleFiles(articles))];
  const folders = new Set(files.map((f) => dirname(join(storageDir, f.path))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  await Promise.all(files.map((f) => writeFile(join(storageDir, f.path), f.content)));
  return files.length;
}
