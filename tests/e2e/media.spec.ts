import type { Locator, Page } from '@playwright/test';
import { test, expect, openPage } from './fixtures.ts';

// Demo shop: the «Лис» knife's first picture and the newest article's cover are animated GIFs.
const knife = '/nozhi/nizh-skladanyi-lys';

/** Every picture the page asked for, with its answer's status. */
function pictureAnswers(page: Page): Array<{ url: string; status: number }> {
  const answers: Array<{ url: string; status: number }> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image') answers.push({ url: response.url(), status: response.status() });
  });
  return answers;
}

async function expectShownGif(image: Locator) {
  await expect(image).toHaveAttribute('src', /^\/storage\/.+\.gif$/);
  // A page just navigated to may still swap its nodes once: scroll to whichever is there now.
  await expect(() => image.scrollIntoViewIfNeeded({ timeout: 1000 })).toPass();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
}

test.describe('animated pictures', () => {
  test('a product whose picture is a gif shows it in its gallery and its card', async ({ page }) => {
    const answers = pictureAnswers(page);
    await openPage(page, knife);
    const thumbnail = page.getByRole('button', { name: /^Фото \d+ з \d+$/ }).filter({ has: page.locator('img[src$=".gif"]') });
    await expectShownGif(thumbnail.locator('img'));
    await thumbnail.click();
    await expectShownGif(page.getByRole('button', { name: /^Збільшити фото \d+ з/ }).getByRole('img'));

    await openPage(page, '/nozhi');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Ніж складаний «Лис»' }) });
    await expectShownGif(card.locator('img').first());
    expect(answers.filter((answer) => answer.status >= 400)).toEqual([]);
    expect(answers.some((answer) => /\/storage\/products\/.+\.gif$/.test(answer.url))).toBe(true);
  });

  test('a news article whose cover is a gif shows it in the list and on its page', async ({ page }) => {
    const answers = pictureAnswers(page);
    await openPage(page, '/en/news');
    const newest = page.getByRole('article').first();
    await expectShownGif(newest.locator('img').first());

    await newest.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/news\/[a-z0-9-]+$/);
    await expectShownGif(page.getByRole('main').locator('article > img').first());
    expect(answers.filter((answer) => answer.status >= 400)).toEqual([]);
  });
});
