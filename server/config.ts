import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { allowedHostPatterns } from './http/allowed-hosts.ts';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Public origin of absolute links (canonical, hreflang, Open Graph); without it, the request's. */
  PUBLIC_URL: z.url().optional(),
  /**
   * Host names the shop answers to (comma list; ".example.com" also allows its subdomains, "*" any);
   * others get 400. Default: the host of PUBLIC_URL plus the loopback names.
   */
  ALLOWED_HOSTS: z.string().optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  /** PostgreSQL: the longest wait for a connection, and for one statement (a stopped or frozen server answers 503 after these). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_ON_EMPTY: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Mail goes out over SMTP when set (smtp://user:pass@host:587, smtps://…); otherwise to DATA_DIR/outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Tabir <no-reply@tabir.example>'),
  /** Background jobs (mail among them): how often each process looks for due ones when not woken. */
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** A running job's claim, renewed while its process lives: one a process dies holding is taken again after this. */
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** An unpaid card order is reminded once halfway, and cancelled (its stock back on the shelf) after this many hours. */
  UNPAID_ORDER_EXPIRY_HOURS: z.coerce.number().positive().max(24 * 90).default(24),
  /** How often the unpaid card orders are looked over (minutes). */
  UNPAID_ORDER_SWEEP_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(10),
  /** reCAPTCHA v3: the browser loads it only with a site key; the server verifies only with a secret. */
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** Behind a reverse proxy: take the client's address from the first X-Forwarded-For entry. */
  TRUST_PROXY: booleanFlag.default(false),
  /** Nova Poshta API 2.0; without a key a built-in directory of cities, branches and lockers serves. */
  NOVA_POSHTA_API_KEY: z.string().min(1).optional(),
  NOVA_POSHTA_API_URL: z.url().default('https://api.novaposhta.ua/v2.0/json/'),
  /** The city Ref parcels leave from, for prices (default Kyiv). */
  NOVA_POSHTA_SENDER_CITY_REF: z.guid().default('8d5a980d-391c-11dd-90d9-001a92567626'),
  /**
   * The shop as Nova Poshta's sender (Counterparty.getCounterparties, getCounterpartyContactPersons,
   * the branch parcels are handed in at): waybills are created through the API only with all four.
   */
  NOVA_POSHTA_SENDER_REF: z.guid().optional(),
  NOVA_POSHTA_SENDER_CONTACT_REF: z.guid().optional(),
  NOVA_POSHTA_SENDER_ADDRESS_REF: z.guid().optional(),
  NOVA_POSHTA_SENDER_PHONE: z
    .string()
    .transform((phone) => phone.replace(/\D/g, ''))
    .pipe(z.string().regex(/^380\d{9}$/, 'must be a Ukrainian phone, 380XXXXXXXXX'))
    .optional(),
  /** Where printable labels come from (a GET with the key in the path, fetched by the server only). */
  NOVA_POSHTA_PRINT_URL: z.url().default('https://my.novaposhta.ua'),
  /** How often shipped parcels are asked about. */
  NOVA_POSHTA_TRACK_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Telegram Bot API: the shop is told of every new order in this chat when both are set. */
  TELEGRAM_BOT_TOKEN: z.string().regex(/^\d+:[\w-]{20,}$/, 'must look like 123456:ABC…').optional(),
  TELEGRAM_CHAT_ID: z.string().regex(/^(-?\d{1,20}|@\w{5,32})$/, 'must be a chat id or @channel').optional(),
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  /** The National Bank of Ukraine's exchange rates (JSON): offered currencies without a typed rate follow them. */
  NBU_RATES_URL: z.url().default('https://bank.gov.ua/NBUStatService/v1/statdirectory/exchange?json'),
  /** Ask the National Bank for its rates once a day (and at start); false leaves every rate as stored. */
  NBU_RATES_REFRESH: booleanFlag.default(true),
  /** LiqPay Checkout API v3: card payment is offered only with both keys. */
  LIQPAY_PUBLIC_KEY: z.string().min(1).optional(),
  LIQPAY_PRIVATE_KEY: z.string().min(1).optional(),
  LIQPAY_CHECKOUT_URL: z.url().default('https://www.liqpay.ua/api/3/checkout'),
  /** LiqPay's server-to-server API (refunds). */
  LIQPAY_API_URL: z.url().default('https://www.liqpay.ua/api/request'),
  /** The back office's dashboard lists product options with this many or fewer in stock. */
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(1_000_000).default(3),
  /** Multiplies every rate limit (a load test or a busy office behind one address may need more). */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().max(10_000).default(1),
  /** Emergency switch: true closes the shop for shoppers whatever the shop settings say. */
  MAINTENANCE_MODE: booleanFlag.default(false),
  /** Override the tag ids of the shop settings (GTM-XXXXXXX, G-XXXXXXXXXX). */
  GTM_ID: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX').optional(),
  GA4_ID: z.string().regex(/^G-[A-Z0-9]{4,16}$/, 'must look like G-XXXXXXXXXX').optional(),
  /** Anonymous pages kept in each process, compressed, up to this many megabytes (0 turns the page cache off). */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(16_384).default(64),
  /** Blocks many pages show alike (menus, the footer's contacts) are rendered once and reused; false renders them on every page. */
  SHARED_MARKUP: booleanFlag.default(true),
  /** Pages one process renders at once; more requests for uncached pages wait their turn (server/http/render-limit.ts). */
  PAGE_RENDERS_AT_ONCE: z.coerce.number().int().min(1).max(1_000).default(4),
  /** How often each process asks the database whether a public page's data changed (milliseconds). */
  PAGE_CACHE_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Back office: a staff session ends after this many minutes without a request… */
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  /** …and this many hours after its sign-in, however active. */
  STAFF_SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(7 * 24).default(12),
  /**
   * Uploaded files (photos) go to this S3-compatible bucket when set, else into the database
   * (table stored_files); either way every server process serves them. Without S3_ENDPOINT, AWS.
   */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)').optional(),
  S3_ENDPOINT: z.url().regex(/^https?:\/\//, 'must be an http(s):// URL').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Without the key pair the SDK's own chain is used (AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Address the bucket as ENDPOINT/BUCKET/key (MinIO and most self-hosted stores) instead of BUCKET.ENDPOINT/key. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** The largest uploaded file, in megabytes (one request carries up to four times this). */
  UPLOAD_MAX_MB: z.coerce.number().positive().max(200).default(15),
  /**
   * Server processes (node:cluster) on PostgreSQL; default: one per CPU. The embedded database
   * belongs to one process, so without DATABASE_URL it must be 1 (the default there).
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
});

export type Config = z.infer<typeof configSchema> & {
  /** PUBLIC_URL without a trailing slash, if set. */
  publicUrl: string | undefined;
  /** ALLOWED_HOSTS as lower-case patterns, or its default (server/http/allowed-hosts.ts). */
  allowedHosts: string[];
  databaseDir: string;
  storageDir: string;
  mediaCacheDir: string;
  outboxDir: string;
  /** WEB_CONCURRENCY or its default. */
  webConcurrency: number;
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
  if (!config.DATABASE_URL && (config.WEB_CONCURRENCY ?? 1) > 1) {
    throw new ConfigError('Invalid configuration:\n  WEB_CONCURRENCY: several processes need DATABASE_URL (the embedded database belongs to one process)');
  }
  const s3Problems = s3ConfigProblems(config);
  if (s3Problems.length) throw new ConfigError(`Invalid configuration:\n${s3Problems.map((line) => `  ${line}`).join('\n')}`);
  const dataDir = config.DATA_DIR.replace(/\/+$/, '');
  return {
    ...config,
    publicUrl: config.PUBLIC_URL?.replace(/\/+$/, ''),
    allowedHosts: allowedHostPatterns(config.ALLOWED_HOSTS, config.PUBLIC_URL),
    databaseDir: `${dataDir}/db`,
    storageDir: `${dataDir}/storage`,
    mediaCacheDir: `${dataDir}/media-cache`,
    outboxDir: `${dataDir}/outbox`,
    webConcurrency: config.WEB_CONCURRENCY ?? (config.DATABASE_URL ? availableParallelism() : 1),
  };
}

/** The S3 settings that make no sense without the others. */
function s3ConfigProblems(config: z.infer<typeof configSchema>): string[] {
  const problems: string[] = [];
  if (!config.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (config[name]) problems.push(`${name}: set S3_BUCKET too (without it uploads are kept in the database)`);
    }
  }
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither');
  }
  return problems;
}
