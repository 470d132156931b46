import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_API_RATE_LIMIT } from '@gsn/domain';
import { z } from 'zod';

/** The only reader of process.env: every setting (README, Configuration) is parsed and checked here, once, at start. */
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
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[^\s]*)?$/, 'STORAGE_URL must be s3://bucket or s3://bucket/prefix')
    .optional(),
  // the AWS SDK's own settings; credentials (AWS_ACCESS_KEY_ID, …) are read by the SDK itself
  AWS_ENDPOINT_URL_S3: z.string().url().optional(),
  AWS_ENDPOINT_URL: z.string().url().optional(),
  AWS_REGION: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  UPLOAD_WORKERS: z.coerce.number().int().min(1).max(64).default(4),
  CALL_RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).default(13),
  AUDIT_RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).default(13),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  // set but empty is unset (off), not port 0
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: z.string().default('127.0.0.1'),
  MFA_REQUIRED_FOR_STAFF: z
    .enum(['true', 'false', '1', '0'], { message: 'MFA_REQUIRED_FOR_STAFF must be true or false' })
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  // for tests of the step-up dialog only: a shorter window than the 5 minutes
  /** Requests per minute of a key or session unless its company has its own quota; 0 turns rate limiting off. */
  API_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(DEFAULT_API_RATE_LIMIT),
  /** Days the webhook event log keeps an event for replays. */
  WEBHOOK_EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  TRAFFIC_EVALUATION: z
    .enum(['true', 'false', '1', '0'], { message: 'TRAFFIC_EVALUATION must be true or false' })
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  CALL_RATING_ON_LOAD: z
    .enum(['true', 'false', '1', '0'], { message: 'CALL_RATING_ON_LOAD must be true or false' })
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  STEP_UP_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(300).default(300),
});

/**
 * TRUST_PROXY (docs/security.md, Client address): which proxies' X-Forwarded-For the server believes when it takes the
 * client's address (rate limits, the session list). Unset, '', 'false' or '0': none, the address is the TCP peer's. A
 * whole number n: the n proxies nearest the server. Otherwise a comma-separated list of proxy addresses or CIDR ranges
 * (e.g. '10.0.0.0/8, 127.0.0.1'). Never 'true': that would let any client choose its own address.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;
  const bad = list.find((s) => !address.test(s));
  if (bad !== undefined) throw new Error(`TRUST_PROXY: '${bad}' is neither a hop count nor a proxy address or CIDR range`);
  return list;
}

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
  /**
   * Sign-in throttling (docs/security.md, @gsn/domain accounts/throttle.ts): `max` free failures per (e-mail, client
   * address) counted over `windowMs`, then doubling delays; per address, per account (`perAccount`, whose delays stop
   * at `maxAccountDelayMs`) and per browser as DEFAULT_LOGIN_THROTTLE unless set.
   */
  loginRateLimit: {
    max: number;
    windowMs: number;
    perAddress?: number;
    perAccount?: number;
    maxDelayMs?: number;
    maxAccountDelayMs?: number;
  };
  /** Where the built web app lives; served when present. */
  webDist: string | undefined;
  /** Background workers (mail) on this instance. */
  runJobs: boolean;
  /** `s3://bucket/prefix`: uploaded documents and export files in object storage; unset: on disk under DATA_DIR. */
  storageUrl: string | undefined;
  /** S3-compatible endpoint (AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL; path-style addressing then) and region. */
  s3Endpoint: string | undefined;
  s3Region: string | undefined;
  /** Fastify's trustProxy: false (default), a hop count or the proxies' addresses/CIDR ranges (TRUST_PROXY). */
  trustProxy: false | number | string[];
  /** Uploads processed at once by this instance (UPLOAD_WORKERS); beyond it 503 + Retry-After. */
  uploadWorkers: number;
  /** Months of call records kept (whole monthly partitions are dropped after); the counters keep their totals. */
  callRetentionMonths: number;
  /** Months of audit events kept (whole monthly partitions are dropped after; no event is ever updated or deleted). */
  auditRetentionMonths: number;
  /** On SIGTERM: how long the health check answers 503 (requests still served) before the listener closes. */
  shutdownDrainMs: number;
  /**
   * Prometheus metrics on a listener of their own (METRICS_PORT; 0, for tests: any free port), never on the public
   * one; unset: no metrics at all. METRICS_HOST: its address, the loopback unless set.
   */
  metricsPort: number | undefined;
  metricsHost: string;
  /**
   * The starting value of the administrator's setting `mfa_required_for_staff` (MFA_REQUIRED_FOR_STAFF, default true):
   * written when the setting is first created (a new installation, or the upgrade that brings it), never after.
   */
  mfaRequiredForStaff: boolean;
  /** How old a session's last password or factor proof may be for a sensitive change (step-up): 5 minutes. */
  stepUpMaxAgeMs: number;
  /**
   * API rate limits (docs/integrating.md, Rate limits): requests per minute of one API key or session unless its company
   * has a quota of its own (API_RATE_LIMIT, default 3,000); 0 turns the limiter off (a benchmark's baseline).
   */
  apiRateLimit: number;
  /** Days the webhook event log keeps an event for replays (WEBHOOK_EVENT_RETENTION_DAYS, default 30). */
  webhookEventRetentionDays: number;
  /**
   * Whether each load of calls is evaluated against the traffic rules at once (TRAFFIC_EVALUATION, default true;
   * docs/traffic-alerts.md). Off, only the hourly evaluation runs: a benchmark's baseline, or a bulk back-fill.
   */
  trafficEvaluation: boolean;
  /**
   * Whether the CSV import rates each call as it loads it (CALL_RATING_ON_LOAD, default true; docs/billing.md). Off,
   * the calls go in unrated and the never-rated job prices them within ten minutes: a back-fill's fastest load.
   */
  callRatingOnLoad: boolean;
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
    loginRateLimit: { max: 5, windowMs: 15 * 60_000 },
    webDist: undefined,
    runJobs: true,
    storageUrl: e.STORAGE_URL,
    s3Endpoint: e.AWS_ENDPOINT_URL_S3 ?? e.AWS_ENDPOINT_URL,
    s3Region: e.AWS_REGION,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    uploadWorkers: e.UPLOAD_WORKERS,
    callRetentionMonths: e.CALL_RETENTION_MONTHS,
    auditRetentionMonths: e.AUDIT_RETENTION_MONTHS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    mfaRequiredForStaff: e.MFA_REQUIRED_FOR_STAFF,
    stepUpMaxAgeMs: e.STEP_UP_MAX_AGE_SECONDS * 1000,
    apiRateLimit: e.API_RATE_LIMIT,
    webhookEventRetentionDays: e.WEBHOOK_EVENT_RETENTION_DAYS,
    trafficEvaluation: e.TRAFFIC_EVALUATION,
    callRatingOnLoad: e.CALL_RATING_ON_LOAD,
    ...overrides,
  };
}

/** The config's trustProxy as Fastify's option: a hop count n trusts the n proxies nearest the server. */
export function fastifyTrustProxy(t: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof t === 'number' ? (_address, hop) => hop < t : t;
}

/** Test database URL (tests only). */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.TEST_DATABASE_URL || undefined;
}

export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}
