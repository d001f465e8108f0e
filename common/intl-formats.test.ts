import { afterEach, describe, expect, it, vi } from 'vitest';
import { moneyNumber, oneDecimal } from './intl-formats.ts';

/** Deterministic pseudo-random numbers (mulberry32), so a failure repeats. */
function numbers(seed: number, count: number, scale: (unit: number) => number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return scale(((t ^ (t >>> 14)) >>> 0) / 4294967296);
  });
}

const edges = [0, -0, 5, -5, 0.5, 0.05, 0.005, 0.045, 1.005, 2.675, 4.65, 4.75, 9.95, 99.95, 999.995, 1234, -1234.5, 12345.5, 1234567.891, 123456789012.345, 1e-7, 1e21];
const values = [
  ...edges,
  ...numbers(1, 3000, (unit) => Math.round(unit * 1e7) / 1000),
  ...numbers(2, 3000, (unit) => Math.round(unit * 1e6) / 100 - 5000),
  ...numbers(3, 3000, (unit) => unit * 1000),
];

describe('number formats', () => {
  afterEach(() => vi.restoreAllMocks());

  it('write money as Intl.NumberFormat does: Ukrainian and US English, whole or with two decimals', () => {
    for (const [language, locale] of [['uk', 'uk-UA'], ['en', 'en-US']] as const) {
      for (const whole of [true, false]) {
        const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
        const format = moneyNumber(language, whole);
        for (const value of values) expect(format.format(value), `${language} ${whole} ${value}`).toBe(intl.format(value));
      }
    }
    expect(moneyNumber('uk', true).format(1234567.891)).toBe('1\u00a0234\u00a0567,89');
    expect(moneyNumber('en', false).format(1299)).toBe('1,299.00');
  });

  it('write one decimal as Intl.NumberFormat does: Ukrainian and British English', () => {
    for (const [language, locale] of [['uk', 'uk-UA'], ['en', 'en-GB']] as const) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
      for (const value of values) expect(oneDecimal(language).format(value), `${language} ${value}`).toBe(intl.format(value));
    }
    expect(oneDecimal('uk').format(4.65)).toBe('4,7');
  });

  it('build no Intl formatter for a price or a rating, which would load the browser tab its locale data', async () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    // A fresh copy of the module: the formats above are kept once built.
    vi.resetModules();
    const { moneyNumber, oneDecimal } = await import('./intl-formats.ts');
    expect(moneyNumber('uk', false).format(1299.5)).toBe('1\u00a0299,50');
    expect(moneyNumber('en', true).format(31.18)).toBe('31.18');
    expect(oneDecimal('en').format(4.25)).toBe('4.3');
    expect(built).not.toHaveBeenCalled();
    // A number JavaScript writes with an exponent is left to Intl.
    expect(moneyNumber('uk', true).format(1e21)).toBe(new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 2 }).format(1e21));
  });
});
