import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, localeEnum } from './common.ts';

export const staffRoleEnum = pgEnum('staff_role', ['owner', 'manager', 'content_editor']);

/** Back-office accounts: separate from shoppers (`users`), with their own sessions and links. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    name: text('name').notNull(),
    role: staffRoleEnum('role').notNull(),
    /** Null until the member sets a password through the invitation link. */
    passwordHash: text('password_hash'),
    /** The TOTP shared secret (base32); it must be readable to check codes, so it is never logged or shown again. */
    totpSecret: text('totp_secret'),
    /** When the member confirmed the secret with a code; without it a sign-in goes to enrolment. */
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code of that step or older is refused (no replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    locale: localeEnum('locale').notNull().default('uk'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_email_idx').on(sql`lower(${t.email})`)],
);

/** Signed-in staff sessions; only the token's SHA-256 hash is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** The sign-in time: the absolute limit counts from it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The last request: the idle limit counts from it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

export const staffTokenPurposeEnum = pgEnum('staff_token_purpose', ['set_password', 'enrol', 'second_factor']);

/**
 * Single-use tokens: the invitation / set-password link (mailed or printed), and the short-lived
 * step between the password and the second factor (enrolment or a code), kept in a cookie.
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    purpose: staffTokenPurposeEnum('purpose').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_tokens_staff_purpose_idx').on(t.staffId, t.purpose)],
);

/** One-time recovery codes, given once at enrolment; stored hashed. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/** Who changed what, when, with the state before and after; read by the owner with filters. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The member who acted; null for the system (then `systemActor` names it). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** A job or integration acting on its own ('nova-poshta', 'unpaid-expiry', 'admin-create'). */
    systemActor: text('system_actor'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_at_idx').on(t.staffId, t.at),
    index('audit_log_action_at_idx').on(t.action, t.at),
    index('audit_log_entity_at_idx').on(t.entityType, t.entityId, t.at),
  ],
);
