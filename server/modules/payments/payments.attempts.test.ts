import { describe, expect, it } from 'vitest';
import { canPayByCard } from './payments.attempts.ts';

const cardOrder = { paymentMethod: 'liqpay', status: 'new', paymentStatus: 'pending' } as const;

describe('whether an order can still be paid by card', () => {
  it('can while the card order waits or its last attempt failed', () => {
    expect(canPayByCard(cardOrder, { status: 'pending' })).toBe(true);
    expect(canPayByCard({ ...cardOrder, paymentStatus: 'failed' }, { status: 'failed' })).toBe(true);
    expect(canPayByCard({ ...cardOrder, status: 'confirmed' }, { status: 'failed' })).toBe(true);
    // Without an attempt yet, the first one is made.
    expect(canPayByCard(cardOrder, undefined)).toBe(true);
  });

  it('cannot for another method, a cancelled order, or once paid or refunded', () => {
    expect(canPayByCard({ ...cardOrder, paymentMethod: 'cash' }, { status: 'pending' })).toBe(false);
    expect(canPayByCard({ ...cardOrder, status: 'cancelled' }, { status: 'pending' })).toBe(false);
    expect(canPayByCard({ ...cardOrder, paymentStatus: 'paid' }, { status: 'paid' })).toBe(false);
    expect(canPayByCard({ ...cardOrder, paymentStatus: 'refunded' }, { status: 'refunded' })).toBe(false);
    // A late success of an older attempt counts, whatever the newest attempt says.
    expect(canPayByCard({ ...cardOrder, paymentStatus: 'paid' }, { status: 'pending' })).toBe(false);
    expect(canPayByCard(cardOrder, { status: 'paid' })).toBe(false);
  });
});
