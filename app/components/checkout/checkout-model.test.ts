import { describe, expect, it } from 'vitest';
import { countryOptions } from '../../../common/countries.ts';
import { emptyCheckoutValues, newIdempotencyKey, orderFields, stepAfter, stepIssues, stepOfField, summaryDelivery, type CheckoutValues } from './checkout-model.ts';
import { filterCountries } from './country-picker.tsx';
import { matchesWarehouse } from './warehouse-picker.tsx';

const lviv = {
  settlement_ref: '610c3ae0-ebd4-5e4a-aa51-d28cae717c91',
  city_ref: 'ca14cd93-7e09-5ecf-b3a9-0ef9b9900c7f',
  city_name: 'м. Львів, Львівська область',
};
const branchRef = '00d47386-7ca3-5daa-b899-83817ad9d81a';

const ukraine = (patch: Partial<CheckoutValues>): CheckoutValues => ({
  ...emptyCheckoutValues,
  name: 'Олена Коваль',
  email: 'olena@example.com',
  phone: '067 123 45 67',
  ...lviv,
  delivery_method: 'np_branch',
  warehouse_ref: branchRef,
  payment_method: 'cash',
  policy: true,
  ...patch,
});

const messages = (issues: { field: string; message: string }[]) => issues.map(({ field, message }) => [field, message]);

describe('the checkout steps', () => {
  it('warns about every empty field of a step at once, in the order of the page', () => {
    expect(messages(stepIssues('ukraine', 'recipient', emptyCheckoutValues))).toEqual([
      ['name', 'checkoutValidation.name'],
      ['email', 'validations.required'],
      ['phone', 'checkoutValidation.phone'],
    ]);
    // The city's two Refs and its name are one control: one warning under it.
    expect(messages(stepIssues('ukraine', 'delivery', emptyCheckoutValues))).toEqual([
      ['city_name', 'checkoutValidation.city'],
      ['delivery_method', 'checkoutValidation.deliveryMethod'],
    ]);
    expect(messages(stepIssues('ukraine', 'payment', emptyCheckoutValues))).toEqual([
      ['payment_method', 'checkoutValidation.paymentMethod'],
      ['policy', 'checkoutValidation.policy'],
    ]);
    expect(messages(stepIssues('international', 'recipient', emptyCheckoutValues)).map(([field]) => field)).toEqual(['name', 'email', 'phone', 'country']);
  });

  it("asks for what the chosen method needs, and only that", () => {
    expect(messages(stepIssues('ukraine', 'delivery', ukraine({ warehouse_ref: '' })))).toEqual([['warehouse_ref', 'checkoutValidation.branch']]);
    expect(messages(stepIssues('ukraine', 'delivery', ukraine({ delivery_method: 'np_courier', warehouse_ref: '' })))).toEqual([
      ['street', 'checkoutValidation.street'],
      ['house', 'checkoutValidation.house'],
    ]);
    expect(messages(stepIssues('ukraine', 'delivery', ukraine({ delivery_method: 'ukrposhta', postcode: '7901' })))).toEqual([['postcode', 'checkoutValidation.postcodeUkraineFormat']]);
    expect(messages(stepIssues('ukraine', 'payment', ukraine({ payment_method: 'invoice' })))).toEqual([
      ['company_name', 'checkoutValidation.companyName'],
      ['company_code', 'checkoutValidation.companyCode'],
    ]);
    // A street typed before switching to a branch is neither checked nor sent.
    expect(stepIssues('ukraine', 'delivery', ukraine({ street: 'x'.repeat(500) }))).toEqual([]);
  });

  it('abroad asks for the region and the postcode where the country uses them, in its shape', () => {
    const poland = { ...emptyCheckoutValues, country: 'PL', city: 'Warszawa', address: 'ul. Marszałkowska 10', delivery_method: 'intl_standard' };
    expect(messages(stepIssues('international', 'delivery', poland))).toEqual([['postcode', 'checkoutValidation.postcode']]);
    expect(messages(stepIssues('international', 'delivery', { ...poland, postcode: '00001' }))).toEqual([['postcode', 'checkoutValidation.postcodeFormat']]);
    expect(stepIssues('international', 'delivery', { ...poland, postcode: '00-001' })).toEqual([]);
    expect(messages(stepIssues('international', 'delivery', { ...poland, country: 'US', postcode: '10001' }))).toEqual([['region', 'checkoutValidation.region']]);
    expect(stepIssues('international', 'delivery', { ...poland, country: 'QA' })).toEqual([]);
  });

  it('makes one order of the three steps: the phone normalised, empty and unused fields left out', () => {
    const result = orderFields('ukraine', ukraine({ street: 'вул. Городоцька', comment: '' }));
    expect(result).toEqual({
      ok: true,
      data: {
        name: 'Олена Коваль',
        email: 'olena@example.com',
        phone: '+380671234567',
        ...lviv,
        delivery_method: 'np_branch',
        warehouse_ref: branchRef,
        payment_method: 'cash',
        policy: true,
      },
    });
    expect(orderFields('ukraine', ukraine({ policy: false }))).toEqual({ ok: false, step: 'payment' });
    expect(orderFields('ukraine', ukraine({ phone: '12' }))).toEqual({ ok: false, step: 'recipient' });
  });

  it('goes on to the first later step that still needs something, else to the payment', () => {
    expect(stepAfter('ukraine', 'recipient', { ...emptyCheckoutValues })).toBe('delivery');
    expect(stepAfter('ukraine', 'recipient', ukraine({ payment_method: '' }))).toBe('payment');
    expect(stepAfter('ukraine', 'delivery', ukraine({}))).toBe('payment');
  });

  it("knows the step of the server's field messages", () => {
    expect(stepOfField('ukraine', 'settlement_ref')).toBe('delivery');
    expect(stepOfField('ukraine', 'warehouse_ref')).toBe('delivery');
    expect(stepOfField('international', 'country')).toBe('recipient');
    expect(stepOfField('ukraine', 'company_code')).toBe('payment');
    expect(stepOfField('ukraine', 'coupon')).toBeNull();
    expect(stepOfField('ukraine', 'cart_id')).toBeNull();
  });

  it('asks the summary only with values it takes', () => {
    expect(summaryDelivery('ukraine', ukraine({}))).toEqual({ delivery_method: 'np_branch', city_ref: lviv.city_ref });
    expect(summaryDelivery('ukraine', { ...emptyCheckoutValues, delivery_method: 'intl_standard' })).toEqual({ delivery_method: undefined, city_ref: undefined });
    expect(summaryDelivery('international', { ...emptyCheckoutValues, country: 'RU', delivery_method: 'intl_express' })).toEqual({ delivery_method: 'intl_express', country: undefined });
  });

  it('makes an idempotency key of 32 URL-safe characters, new each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

describe('the delivery lists', () => {
  it('finds a country by the start of its name or of a later word, or by its code', () => {
    const english = countryOptions('en');
    expect(filterCountries(english, 'pol', 'en').map((country) => country.code)[0]).toBe('PL');
    expect(filterCountries(english, 'kingdom', 'en').map((country) => country.code)).toContain('GB');
    expect(filterCountries(english, 'us', 'en')[0]!.code).toBe('US');
    expect(filterCountries(english, 'russia', 'en')).toEqual([]);
    expect(filterCountries(countryOptions('uk'), 'Пол', 'uk')[0]!.code).toBe('PL');
  });

  it('finds a branch by the start of its number or by words of its address', () => {
    const branch = { number: '25', name: 'Відділення №25', address: 'вул. Городоцька, 84' };
    expect(matchesWarehouse(branch, '2')).toBe(true);
    expect(matchesWarehouse(branch, '№25')).toBe(true);
    expect(matchesWarehouse(branch, '5')).toBe(false);
    expect(matchesWarehouse(branch, 'городоцька 84')).toBe(true);
    expect(matchesWarehouse(branch, 'личаківська')).toBe(false);
    expect(matchesWarehouse(branch, ' ')).toBe(true);
  });
});
