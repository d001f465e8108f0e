import { describe, expect, it } from 'vitest';
import { withShownDays, type ReviewView } from './reviews.ts';

const review = (id: number, createdAt: string, replyAt?: string): ReviewView => ({
  id,
  author_name: 'Олена',
  text: 'Добре тримає форму.',
  rating: 5,
  created_at: createdAt,
  reply: replyAt ? { text: 'Дякуємо!', created_at: replyAt } : null,
});

describe('the days a product page shows with its reviews', () => {
  it('writes each review and reply day in Kyiv time, in the page language', () => {
    // 22:30 UTC on 28 March 2026 is already 29 March in Kyiv (UTC+2).
    const reviews = [review(1, '2026-03-28T22:30:00.000Z', '2026-07-01T21:15:00.000Z'), review(2, '2026-11-02T09:00:00.000Z')];
    const uk = withShownDays(reviews, 'uk');
    expect(uk.reviews).toBe(reviews);
    expect(uk.days).toEqual({
      '2026-03-28T22:30:00.000Z': '29 березня 2026 р.',
      '2026-07-01T21:15:00.000Z': '2 липня 2026 р.',
      '2026-11-02T09:00:00.000Z': '2 листопада 2026 р.',
    });
    expect(withShownDays(reviews, 'en').days['2026-03-28T22:30:00.000Z']).toBe('29 March 2026');
    expect(withShownDays([], 'uk')).toEqual({ reviews: [], days: {} });
  });
});
