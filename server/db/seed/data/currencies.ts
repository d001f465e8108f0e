export interface CurrencySeed {
  code: string;
  prefix: string;
  suffix: string;
  /** Units of the currency one hryvnia buys. */
  rate: string;
  isDefault: boolean;
  position: number;
}

export const currencySeeds: readonly CurrencySeed[] = [
  { code: 'UAH', prefix: '', suffix: ' ₴', rate: '1', isDefault: true, position: 0 },
  { code: 'USD', prefix: '$', suffix: '', rate: '0.024', isDefault: false, position: 1 },
  { code: 'EUR', prefix: '€', suffix: '', rate: '0.021', isDefault: false, position: 2 },
];
