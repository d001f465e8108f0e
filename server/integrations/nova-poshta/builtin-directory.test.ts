import { describe, expect, it } from 'vitest';
import { romanize } from '../../../common/translit.ts';
import { cities } from './directory/cities.ts';
import { builtinSettlements, createBuiltinDirectory, kyivCityRef } from './directory/builtin-directory.ts';
import { stableRef } from './directory/stable-ref.ts';

const directory = createBuiltinDirectory();
const names = async (query: string) => (await directory.searchSettlements(query)).map((settlement) => settlement.name);
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the built-in directory data', () => {
  it('has at least 50 cities, each romanised by the KMU-2010 rules, with an oblast and streets', () => {
    expect(cities.length).toBeGreaterThanOrEqual(50);
    for (const city of cities) {
      expect(romanize(city.uk), city.uk).toBe(city.en);
      expect(city.area).toMatch(/ська$|цька$|зька$/);
      expect(city.streets.length).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(cities.map((city) => city.uk)).size).toBe(cities.length);
  });

  it('gives every city, branch and locker a UUID Ref of its own that does not change between runs', async () => {
    const refs: string[] = [];
    for (const settlement of builtinSettlements()) {
      const { branches, lockers } = (await directory.warehouses(settlement.ref))!;
      refs.push(settlement.ref, settlement.cityRef, ...branches.map((w) => w.ref), ...lockers.map((w) => w.ref));
    }
    expect(refs.every((ref) => uuid.test(ref))).toBe(true);
    expect(new Set(refs).size).toBe(refs.length);
    expect(stableRef('Київ:Київська:settlement')).toBe(builtinSettlements()[0]!.ref);
    expect(builtinSettlements()[0]!.cityRef).toBe(kyivCityRef);
  });
});

describe('search by typed prefix', () => {
  it('finds cities by the start of the Ukrainian or the English name, in any case', async () => {
    expect(await names('Хар')).toEqual(['Харків']);
    expect(await names('хар')).toEqual(['Харків']);
    expect(await names('KHARK')).toEqual(['Харків']);
    expect(await names('kyi')).toEqual(['Київ']);
    expect(await names('Zapor')).toEqual(['Запоріжжя']);
  });

  it('ranks names that start with the text before a later word, larger cities first', async () => {
    expect(await names('Кам')).toEqual(["Кам'янське", "Кам'янець-Подільський"]);
    expect(await names('Рі')).toEqual(['Рівне', 'Кривий Ріг']);
    expect(await names('біла')).toEqual(['Біла Церква']);
  });

  it('ignores apostrophes of any kind and takes a space for a hyphen', async () => {
    for (const typed of ['камянс', "кам'янс", 'кам’янс', 'камʼянс', 'KAMIANS']) expect(await names(typed)).toEqual(["Кам'янське"]);
    expect(await names('кам’янець подільський')).toEqual(["Кам'янець-Подільський"]);
    expect(await names('ivano frank')).toEqual(['Івано-Франківськ']);
  });

  it('knows the older names shoppers still type', async () => {
    expect(await names('Odessa')).toEqual(['Одеса']);
    expect(await names('Kiev')).toEqual(['Київ']);
    expect(await names('Новомосковськ')).toEqual(['Самар']);
  });

  it('answers a text that fits nothing, or nothing at all, with an empty list', async () => {
    expect(await names('Жмеринка')).toEqual([]);
    expect(await names("  ' ")).toEqual([]);
  });
});

describe('warehouses and prices', () => {
  it('gives a city numbered branches and lockers at addresses on its streets', async () => {
    const lviv = (await directory.searchSettlements('Львів'))[0];
    const { branches, lockers } = (await directory.warehouses(lviv!.ref))!;
    expect(branches.map((w) => w.number)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(lockers).toHaveLength(8);
    expect(lviv!.warehouses).toBe(18);
    expect(branches[0]).toMatchObject({ kind: 'branch', maxWeightKg: 1000 });
    expect(branches[1]).toMatchObject({ kind: 'branch', maxWeightKg: 30, address: expect.stringMatching(/^вул\. Городоцька, \d+$/) });
    expect(lockers.every((w) => w.kind === 'locker' && w.maxWeightKg === 20 && /^\d{5}$/.test(w.number))).toBe(true);
    const streets = cities.find((city) => city.uk === 'Львів')!.streets;
    expect([...branches, ...lockers].every((w) => streets.some((street) => w.address.startsWith(`${street}, `)))).toBe(true);
    expect(await directory.warehouses('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('prices by weight, declared value and kind, cheaper within the sending city', async () => {
    const lviv = (await directory.searchSettlements('Львів'))[0]!.cityRef;
    const price = (kind: 'branch' | 'locker' | 'courier', weightKg: number, declaredValue: number, recipientCityRef = lviv) =>
      directory.price({ senderCityRef: kyivCityRef, recipientCityRef, kind, weightKg, declaredValue });
    expect(await price('branch', 1, 500_00)).toEqual({ status: 'quoted', cost: 70_00 });
    expect(await price('branch', 1.5, 1000_00)).toEqual({ status: 'quoted', cost: 80_00 + 5_00 });
    expect(await price('locker', 4, 0)).toEqual({ status: 'quoted', cost: 85_00 });
    expect(await price('courier', 12, 2000_00)).toEqual({ status: 'quoted', cost: 195_00 + 10_00 });
    expect(await price('branch', 31.2, 0)).toEqual({ status: 'quoted', cost: 202_00 });
    expect(await price('branch', 1, 0, kyivCityRef)).toEqual({ status: 'quoted', cost: 50_00 });
    expect(await price('branch', 1, 0, '00000000-0000-4000-8000-000000000000')).toEqual({ status: 'unknownCity' });
  });
});
