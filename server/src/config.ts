import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const flag = (defaultOn: boolean) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value === undefined || value === ''
        ? defaultOn
        : !['false', 'off', '0', 'no'].includes(value.toLowerCase()),
    );

/** A variable left empty (`S3_BUCKET=` in an env file) counts as unset. */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);
const optionalSetting = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());

const httpUrl = () => z.url({ protocol: /^https?$/ });

/** Photos on an S3-compatible object store instead of DATA_DIR/uploads: all of these, or none. */
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(16).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tranquera <no-responder@tranquera.local>'),
  TEAM_EMAIL: z.string().default('equipo@tranquera.local'),
  SITE_NAME: z.string().default('Tranquera'),
  WHATSAPP_NUMBER: z.string().default('5491100000000'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  SEED_DEMO: flag(true),
  RATE_LIMITS: flag(true),
  LOG_LEVEL: z.string().default('info'),
  WEB_DIST: z.string().optional(),
  /** Team accounts: these e-mails become team members when they sign in with a confirmed address. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email !== ''),
    ),
  S3_ENDPOINT: optionalSetting(httpUrl()),
  S3_BUCKET: optionalSetting(z.string()),
  S3_ACCESS_KEY_ID: optionalSetting(z.string()),
  S3_SECRET_ACCESS_KEY: optionalSetting(z.string()),
  /** The bucket's root as browsers reach it (a CDN, or `S3_ENDPOINT/S3_BUCKET`). */
  S3_PUBLIC_URL: optionalSetting(httpUrl()),
  S3_REGION: z.preprocess(unsetIfEmpty, z.string().default('us-east-1')),
});

/** With the rules that span variables. */
const configSchema = envSchema.superRefine((env, ctx) => {
  const missing = S3_VARIABLES.filter((name) => env[name] === undefined);
  if (missing.length === 0 || missing.length === S3_VARIABLES.length) return;
  ctx.addIssue({
    code: 'custom',
    path: [missing[0] as string],
    message: `S3 photo storage needs ${S3_VARIABLES.join(', ')} together; missing: ${missing.join(', ')}`,
  });
});

export type Config = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL' | 'JWT_SECRET'> & {
  PUBLIC_URL: string;
  JWT_SECRET: string;
};

/** The site as e-mails and links name it. */
export interface Site {
  siteName: string;
  publicUrl: string;
}

export function siteOf(config: Pick<Config, 'SITE_NAME' | 'PUBLIC_URL'>): Site {
  return { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL };
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Without a trailing slash: a photo's URL is `${publicUrl}/u/<name>`. */
  publicUrl: string;
  region: string;
}

/** The object store photos go to, or null when they stay on the disk (the default). */
export function s3SettingsOf(
  config: Pick<Config, (typeof S3_VARIABLES)[number] | 'S3_REGION'>,
): S3Settings | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL, S3_REGION } = config;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY || !S3_PUBLIC_URL) return null;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: S3_PUBLIC_URL.replace(/\/+$/, ''),
    region: S3_REGION,
  };
}

/** Reads and validates the environment once; `overrides` lets tests build isolated apps. */
export function loadConfig(overrides: Record<string, string | undefined> = {}): Config {
  const env = configSchema.parse({ ...process.env, ...overrides });
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...env,
    DATA_DIR: dataDir,
    // Relative like DATA_DIR (to the working directory): the static files' plugin refuses a
    // relative root, and the server would not start.
    WEB_DIST: env.WEB_DIST === undefined ? undefined : path.resolve(env.WEB_DIST),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    JWT_SECRET: env.JWT_SECRET ?? persistentSecret(dataDir),
  };
}

/** DATA_DIR as the server resolves it (relative to the working directory), without creating it. */
export function resolveDataDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(envSchema.shape.DATA_DIR.parse(env.DATA_DIR));
}

/** Without JWT_SECRET a random one is kept in DATA_DIR so sessions survive restarts. */
export const JWT_SECRET_FILE = 'jwt-secret';

function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  try {
    // Exclusive: two processes starting together on one DATA_DIR end up with the same secret.
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
  return secret;
}
