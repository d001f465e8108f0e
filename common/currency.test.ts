import { describe, expect, it } from 'vitest';
import { formatMoney, isPresentPrice, minorToDecimal, offeredCurrencyCode, parseRate, recount, roundTo2, wholeRecount } from './currency.ts';

describe('currency maths', () => {
  it('reads rates written with a comma or a dot', () => {
    expect(parseRate('0,024')).toBe(0.024);
    expect(parseRate('0.021')).toBe(0.021);
    expect(parseRate('1')).toBe(1);
    expect(parseRate('abc')).toBeNaN();
    expect(parseRate('1,2,3')).toBeNaN();
  });

  it('recounts amount × target rate ÷ current rate to 2 decimals', () => {
    expect(recount(1299, { rate: '1' }, { rate: '0,024' })).toBe(31.18);
    expect(recount(31.18, { rate: '0.024' }, { rate: '1' })).toBe(1299.17);
    expect(recount(1000, { rate: '0.024' }, { rate: '0.021' })).toBe(875);
    expect(recount(100, { rate: '0' }, { rate: '1' })).toBeNaN();
  });

  it('rounds halves away from zero without float artefacts', () => {
    expect(roundTo2(1.005)).toBe(1.01);
    expect(roundTo2(2.675)).toBe(2.68);
    expect(roundTo2(-1.005)).toBe(-1.01);
  });

  it('turns kopiyky into the API decimal text', () => {
    expect(minorToDecimal(129900)).toBe('1299.00');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(0)).toBe('0.00');
  });

  it('treats 0.00 as an absent price', () => {
    expect(isPresentPrice('0.00')).toBe(false);
    expect(isPresentPrice(null)).toBe(false);
    expect(isPresentPrice('12.50')).toBe(true);
  });

  it('formats with prefix or suffix and drops .00 on whole amounts', () => {
    expect(formatMoney(31.18, { prefix: '$', suffix: '' }, 'en')).toBe('$31.18');
    expect(formatMoney(1299, { prefix: '', suffix: ' ₴' }, 'uk')).toBe('1\u00a0299 ₴');
    expect(formatMoney(1299.5, { prefix: '', suffix: ' ₴' }, 'uk')).toBe('1\u00a0299,50 ₴');
  });

  it('accepts a chosen currency only if the shop offers it, else falls back to UAH', () => {
    const offered = {
      UAH: { code: 'UAH', status: 1, prefix: '', suffix: ' ₴', rate: '1' },
      USD: { code: 'USD', status: 1, prefix: '$', suffix: '', rate: '0.024' },
      PLN: { code: 'PLN', status: 0, prefix: '', suffix: ' zł', rate: '0.1' },
    };
    expect(offeredCurrencyCode('USD', offered)).toBe('USD');
    expect(offeredCurrencyCode('PLN', offered)).toBe('UAH');
    expect(offeredCurrencyCode('XYZ', offered)).toBe('UAH');
    expect(offeredCurrencyCode('usd', offered)).toBe('UAH');
    expect(offeredCurrencyCode('toString', offered)).toBe('UAH');
    expect(offeredCurrencyCode(null, offered)).toBe('UAH');
    expect(offeredCurrencyCode('USD', undefined)).toBe('UAH');
  });

  it('recounts a filter bound to whole units, outwards', () => {
    expect(wholeRecount(2000, { rate: '1' }, { rate: '0.024' }, 'min')).toBe(48);
    expect(wholeRecount(2000, { rate: '1' }, { rate: '0.024' }, 'max')).toBe(48);
    expect(wholeRecount(2010, { rate: '1' }, { rate: '0.024' }, 'min')).toBe(48);
    expect(wholeRecount(2010, { rate: '1' }, { rate: '0.024' }, 'max')).toBe(49);
    expect(wholeRecount(2010, { rate: '1' }, { rate: '0.024' }, 'nearest')).toBe(48);
    expect(wholeRecount(150, { rate: '0.024' }, { rate: '1' }, 'max')).toBe(6250);
    expect(wholeRecount(1, { rate: '0' }, { rate: '1' }, 'min')).toBeNaN();
  });
});
