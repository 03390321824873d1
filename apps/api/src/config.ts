import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const optionalUrl = z.url().optional();

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
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
    if (oidc === 0 && env.NODE_ENV === 'production' && !env.ENABLE_BUNDLED_IDP_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message:
          'the bundled identity provider is for development; set OIDC_ISSUER (or ENABLE_BUNDLED_IDP_IN_PRODUCTION=true)',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Env {
  publicUrl: string;
  secureCookies: boolean;
  bundledIdp: boolean;
  seedDemoData: boolean;
}

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
  };
}
