import type { PaymentsMode } from '@cp/contracts/payments';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const optionalUrl = z.url().optional();

/** A comma-separated list, blanks dropped; empty by default. */
const commaList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

/** The one reader of process.env. A bad value stops start-up with a message naming it. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    WEB_DIST: z.string().optional(),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_AUDIENCE: z.string().min(1).default('api://chapter-portal'),
    ENABLE_BUNDLED_IDP_IN_PRODUCTION: bool.default(false),
    // The local test checkout (no card, no money) in production; without Stripe and without this,
    // a production portal sells nothing (decision 0036).
    ENABLE_LOCAL_CHECKOUT_IN_PRODUCTION: bool.default(false),
    DEMO_PASSWORD: z.string().min(1).default('demo'),
    SEED_DEMO_DATA: bool.optional(),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(12),
    ENVIRONMENT_LABEL: z.string().min(1).default('DEV'),
    EMAIL_DOMAIN: z.string().min(3).default('illinois.edu'),
    REIMBURSEMENT_URL: z.url().default('https://go.acm.illinois.edu/reimburse'),
    PIZZA_REQUEST_URL: z.url().default('https://go.acm.illinois.edu/pizza'),
    ACCESS_REQUEST_URL: z.url().default('https://go.acm.illinois.edu/access'),
    INFRA_CONTACT_EMAIL: z.email().default('infra@acm.illinois.edu'),
    SHORT_LINK_ORIGIN: optionalUrl,
    // Short-link clicks are counted in memory and written every LINK_CLICK_FLUSH_SECONDS.
    LINK_CLICK_COUNTING: bool.default(true),
    LINK_CLICK_FLUSH_SECONDS: z.coerce.number().positive().max(3600).default(5),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    // Another address for the Stripe API (a stub in tests, stripe-mock); the SDK's default otherwise.
    STRIPE_API_URL: optionalUrl,
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Chapter Portal <no-reply@acm.illinois.edu>'),
    // Messages each instance sends per minute at most (decision 0041): an SMTP provider's limit.
    MAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
    // How long a sender's claim on a message lasts: one whose sender died is sent again after it.
    MAIL_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
    MEMBERSHIP_FEE_CENTS: z.coerce.number().int().min(50).default(2000),
    // A payment link intent older than this is taken as a request that died mid-way (decision 0008).
    PROVIDER_INTENT_GRACE_SECONDS: z.coerce.number().int().min(0).default(120),
    // Tickets one buyer (email) and one address may hold in unpaid checkouts at once (decision 0009).
    CHECKOUT_HOLD_MAX_PER_BUYER: z.coerce.number().int().min(1).default(10),
    CHECKOUT_HOLD_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
    // Wrong promo codes one buyer (a signed-in user, else an address and a typed email) may try
    // in the window before 429 (decision 0036): the brake on guessing codes.
    PROMO_CODE_FAILURE_MAX: z.coerce.number().int().positive().default(10),
    PROMO_CODE_FAILURE_WINDOW_MINUTES: z.coerce.number().positive().max(1440).default(10),
    // Sign-in limits per address (decision record 0007): a lecture hall shares one address.
    SIGN_IN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1500),
    // Failed passwords: an account is locked after its own limit; an address has a high backstop.
    SIGN_IN_ACCOUNT_FAILURE_MAX: z.coerce.number().int().positive().default(10),
    SIGN_IN_FAILURE_MAX: z.coerce.number().int().positive().default(200),
    SIGN_IN_FAILURE_WINDOW_MINUTES: z.coerce.number().positive().max(1440).default(15),
    // Proxies whose X-Forwarded-For is believed (addresses or CIDRs); none by default (decision 0007).
    TRUSTED_PROXIES: commaList,
    // The key UINs are hashed and encrypted under (issue 42); unset, one kept in the database.
    UIN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // Other sites' pages that may call the API from the browser, with credentials (issue 42).
    CORS_ORIGINS: commaList.pipe(
      z.array(
        z
          .string()
          .refine(
            (entry) =>
              URL.canParse(entry) && new URL(entry).origin === entry && /^https?:$/.test(new URL(entry).protocol),
            'each entry must be an origin such as https://www.example.org (scheme, host and port only, no slash)',
          ),
      ),
    ),
    // The API documentation at /api/docs: always in development, in production only when true.
    PUBLIC_API_DOCS: bool.default(false),
    // Operations (decision 0026-operations): /metrics answers only with this bearer token (404 unset).
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    // On SIGTERM: readyz says 503 at once, the listener closes after the delay, the process ends
    // within the grace (a request still running then is cut off).
    SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(2),
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().max(600).default(10),
    // Traces over OTLP/HTTP when set (e.g. http://collector:4318); nothing of OpenTelemetry loads otherwise.
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
    OTEL_SERVICE_NAME: z.string().min(1).default('chapter-portal'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Microsoft Graph directory (Entra ID): all three set together, or none for the local directory.
    GRAPH_TENANT_ID: z.string().min(1).optional(),
    GRAPH_CLIENT_ID: z.string().min(1).optional(),
    GRAPH_CLIENT_SECRET: z.string().min(1).optional(),
    GRAPH_AUTHORITY_HOST: z.url().default('https://login.microsoftonline.com'),
    GRAPH_API_URL: z.url().default('https://graph.microsoft.com'),
    // Group ids the IAM page may neither list nor change, besides the administrators' groups.
    IAM_PROTECTED_GROUPS: commaList,
    // Apple Wallet passes: PEM files (paths) or the PEM text itself; all five set together, or none.
    APPLE_PASS_CERT: z.string().min(1).optional(),
    APPLE_PASS_KEY: z.string().min(1).optional(),
    APPLE_PASS_KEY_PASSPHRASE: z.string().min(1).optional(),
    APPLE_WWDR_CERT: z.string().min(1).optional(),
    APPLE_PASS_TYPE_ID: z.string().min(1).optional(),
    APPLE_TEAM_ID: z.string().min(1).optional(),
    // Google Wallet: the issuer id and the path to the service account's JSON key, together or neither.
    GOOGLE_WALLET_ISSUER_ID: z.string().regex(/^\d+$/, 'must be the numeric issuer id').optional(),
    GOOGLE_WALLET_SERVICE_ACCOUNT: z.string().min(1).optional(),
    // Discord (decision 0042): with both, each event is a scheduled event in the chapter's server.
    DISCORD_BOT_TOKEN: z.string().min(1).optional(),
    DISCORD_GUILD_ID: z
      .string()
      .regex(/^\d{15,25}$/, 'must be the numeric server (guild) id')
      .optional(),
    // Another address for Discord's API (a stub in tests).
    DISCORD_API_URL: z.url().default('https://discord.com/api/v10'),
    // How far ahead a series' occurrences are put on Discord (it holds at most 100 scheduled events).
    DISCORD_HORIZON_DAYS: z.coerce.number().int().min(1).max(90).default(28),
    // A Discord channel's webhook: announcements marked 'post to Discord' are posted there too.
    DISCORD_ANNOUNCEMENTS_WEBHOOK_URL: optionalUrl,
    // Listmonk (decision 0042): all four set to enrol paid members in the chapter's mailing list.
    LISTMONK_URL: optionalUrl,
    LISTMONK_USERNAME: z.string().min(1).optional(),
    LISTMONK_TOKEN: z.string().min(1).optional(),
    LISTMONK_LIST_ID: z.coerce.number().int().positive().optional(),
  })
  .superRefine((env, ctx) => {
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
    if (oidc !== 0 && oidc !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
      });
    }
    if (oidc === 0 && env.NODE_ENV === 'production' && !env.ENABLE_BUNDLED_IDP_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message:
          'the bundled identity provider is for development; set OIDC_ISSUER (or ENABLE_BUNDLED_IDP_IN_PRODUCTION=true)',
      });
    }
    if (env.SHUTDOWN_GRACE_SECONDS <= env.SHUTDOWN_DELAY_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHUTDOWN_GRACE_SECONDS'],
        message: 'must be longer than SHUTDOWN_DELAY_SECONDS (the requests in flight need time to finish)',
      });
    }
    const apple = [
      env.APPLE_PASS_CERT,
      env.APPLE_PASS_KEY,
      env.APPLE_WWDR_CERT,
      env.APPLE_PASS_TYPE_ID,
      env.APPLE_TEAM_ID,
    ];
    const appleSet = apple.filter(Boolean).length;
    if (appleSet !== 0 && appleSet !== apple.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['APPLE_PASS_CERT'],
        message:
          'APPLE_PASS_CERT, APPLE_PASS_KEY, APPLE_WWDR_CERT, APPLE_PASS_TYPE_ID and APPLE_TEAM_ID must be set together',
      });
    }
    if (Boolean(env.GOOGLE_WALLET_ISSUER_ID) !== Boolean(env.GOOGLE_WALLET_SERVICE_ACCOUNT)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_WALLET_ISSUER_ID'],
        message: 'GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT must be set together',
      });
    }
    if (Boolean(env.DISCORD_BOT_TOKEN) !== Boolean(env.DISCORD_GUILD_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['DISCORD_BOT_TOKEN'],
        message: 'DISCORD_BOT_TOKEN and DISCORD_GUILD_ID must be set together',
      });
    }
    const listmonk = [env.LISTMONK_URL, env.LISTMONK_USERNAME, env.LISTMONK_TOKEN, env.LISTMONK_LIST_ID];
    const listmonkSet = listmonk.filter((value) => value !== undefined).length;
    if (listmonkSet !== 0 && listmonkSet !== listmonk.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['LISTMONK_URL'],
        message: 'LISTMONK_URL, LISTMONK_USERNAME, LISTMONK_TOKEN and LISTMONK_LIST_ID must be set together',
      });
    }
    const graph = [env.GRAPH_TENANT_ID, env.GRAPH_CLIENT_ID, env.GRAPH_CLIENT_SECRET].filter(Boolean).length;
    if (graph !== 0 && graph !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['GRAPH_TENANT_ID'],
        message: 'GRAPH_TENANT_ID, GRAPH_CLIENT_ID and GRAPH_CLIENT_SECRET must be set together',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Env {
  publicUrl: string;
  secureCookies: boolean;
  bundledIdp: boolean;
  seedDemoData: boolean;
  /**
   * How this portal takes money: Stripe when configured; else the local test checkout outside
   * production (or in production when ENABLE_LOCAL_CHECKOUT_IN_PRODUCTION is set); else not at all.
   */
  paymentsMode: PaymentsMode;
}

export type { PaymentsMode };

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    ...env,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    bundledIdp: !env.OIDC_ISSUER,
    seedDemoData: env.SEED_DEMO_DATA ?? !env.OIDC_ISSUER,
    paymentsMode: paymentsModeOf(env),
  };
}

function paymentsModeOf(env: Env): PaymentsMode {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) return 'stripe';
  return env.NODE_ENV !== 'production' || env.ENABLE_LOCAL_CHECKOUT_IN_PRODUCTION ? 'local' : 'off';
}
