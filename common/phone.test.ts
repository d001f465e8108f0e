import { describe, expect, it } from 'vitest';
import { normalizeInternationalPhone, normalizeUkrainianPhone } from './phone.ts';

describe('Ukrainian phone numbers', () => {
  it.each([
    ['067 123 45 67', '+380671234567'],
    ['(067) 123-45-67', '+380671234567'],
    ['0671234567', '+380671234567'],
    ['380501234567', '+380501234567'],
    ['+38 050 123 45 67', '+380501234567'],
    ['+380 73 123 45 67', '+380731234567'],
    ['044 123 45 67', '+380441234567'],
    ['501234567', '+380501234567'],
  ])('%s → %s', (typed, normalized) => {
    expect(normalizeUkrainianPhone(typed)).toBe(normalized);
  });

  it.each(['', '12345', '+1 212 555 0123', '0001234567', '06712345678', '067-ABC-45-67', '+380 20 123 45 67'])('refuses %j', (typed) => {
    expect(normalizeUkrainianPhone(typed)).toBeNull();
  });
});

describe('international phone numbers', () => {
  it('keeps E.164 and accepts 00 for +', () => {
    expect(normalizeInternationalPhone('+48 601 234 567')).toBe('+48601234567');
    expect(normalizeInternationalPhone('0049 30 1234567')).toBe('+49301234567');
    expect(normalizeInternationalPhone('601 234 567')).toBeNull();
    expect(normalizeInternationalPhone('+0 123 456 789')).toBeNull();
  });
});
