import { z } from 'zod';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Public origin used in links, canonical URLs, sitemaps and e-mails. */
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_ON_EMPTY: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Tabir <shop@tabir.example>'),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
});

export type Config = z.infer<typeof configSchema> & {
  publicUrl: string;
  databaseDir: string;
  storageDir: string;
  mediaCacheDir: string;
  outboxDir: string;
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the start with a readable list. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const dataDir = config.DATA_DIR.replace(/\/+$/, '');
  return {
    ...config,
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    databaseDir: `${dataDir}/db`,
    storageDir: `${dataDir}/storage`,
    mediaCacheDir: `${dataDir}/media-cache`,
    outboxDir: `${dataDir}/outbox`,
  };
}
