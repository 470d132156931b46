import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env (DESIGN §3). */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('GSN Portal <no-reply@gsn.local>'),
  PUBLIC_URL: z.string().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_SECRET: z.string().min(32).optional(),
  TEST_DATABASE_URL: z.string().optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  /** Secret for signing session tokens; generated and kept in DATA_DIR when not given. */
  sessionSecret: string | undefined;
  /** Session idle lifetime (spec 1 §9: 7200 s) and absolute cap. */
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  /** Login attempts allowed per e-mail and IP in a window. */
  loginRateLimit: { max: number; windowMs: number };
  /** Where the built web app lives; served when present. */
  webDist: string | undefined;
  /** Background workers (mail) on this instance. */
  runJobs: boolean;
  /** On SIGTERM: how long the health check answers 503 (requests still served) before the listener closes. */
  shutdownDrainMs: number;
}

export function loadConfig(overrides: Partial<Config> = {}, env: NodeJS.ProcessEnv = process.env): Config {
  const e = schema.parse(env);
  const port = e.PORT;
  return {
    port,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    sessionSecret: e.SESSION_SECRET,
    sessionIdleSeconds: 7200,
    sessionAbsoluteSeconds: 12 * 3600,
    loginRateLimit: { max: 10, windowMs: 60_000 },
    webDist: undefined,
    runJobs: true,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    ...overrides,
  };
}

/** Test database URL (tests only). */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.TEST_DATABASE_URL || undefined;
}

export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}
