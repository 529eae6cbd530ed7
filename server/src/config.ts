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

/** Reads and validates the environment once; `overrides` lets tests build isolated apps. */
export function loadConfig(overrides: Record<string, string | undefined> = {}): Config {
  const env = envSchema.parse({ ...process.env, ...overrides });
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...env,
    DATA_DIR: dataDir,
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
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
