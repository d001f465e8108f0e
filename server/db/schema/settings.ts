import { boolean, date, integer, jsonb, numeric, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { localeEnum, updatedAt } from './common.ts';

/** Currencies offered for display; UAH is the base with rate 1 (units of the currency one hryvnia buys). */
export const currencies = pgTable('currencies', {
  code: varchar('code', { length: 3 }).primaryKey(),
  status: smallint('status').notNull().default(1),
  prefix: varchar('prefix', { length: 8 }).notNull().default(''),
  suffix: varchar('suffix', { length: 8 }).notNull().default(''),
  rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
  /** Typed in the back office: the National Bank's daily refresh leaves it (migration 0021). */
  rateManual: boolean('rate_manual').notNull().default(false),
  /** The National Bank's date of the rate it last wrote; null for a typed or seeded rate. */
  rateDate: date('rate_date', { mode: 'string' }),
  isDefault: boolean('is_default').notNull().default(false),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

/** One settings document per language; its shape is validated by the settings module. */
export const siteSettings = pgTable('site_settings', {
  locale: localeEnum('locale').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Shop-wide switches that do not depend on the language (maintenance, analytics ids): one row,
 * id 1; its shape is validated by the settings module.
 */
export const shopSettings = pgTable('shop_settings', {
  id: smallint('id').primaryKey().default(1),
  data: jsonb('data').notNull(),
  updatedAt: updatedAt(),
});
