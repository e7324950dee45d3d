// Every setting of the server, read from the environment once, with the embedded defaults: `npm start` on a
// fresh clone needs none of them. A wrong value stops the start with a message naming the variable.
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);
const url = (protocols: string[], example: string) =>
  z
    .string()
    .url()
    .refine((value) => protocols.includes(new URL(value).protocol), `must start with ${protocols.map((p) => `${p}//`).join(' or ')} (e.g. ${example})`);

/** The variables, their defaults and what each is for (README's table is written from this). */
/** An IP address, or one with a prefix length (10.0.0.0/8, fd00::/8). */
function isProxy(item: string): boolean {
  const [address = '', prefix, extra] = item.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const schema = z.object({
  /** Port the server listens on (the app and /api/v1 on one port). */
  PORT: port.default(8000),
  /** Interface to listen on; 0.0.0.0 to accept connections from other machines. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The address users reach the app at, for links in emails (the password reset link). */
  PUBLIC_URL: url(['http:', 'https:'], 'https://algocoach.example.com').optional(),
  /** Postgres (postgres://user:pass@host/db). Unset: the embedded PGlite database in DATA_DIR/db. */
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://algocoach@localhost/algocoach').optional(),
  /**
   * Connections each server process keeps to Postgres. Few is fast: a Postgres on 2 cores answered GET /auth/me
   * at 10,900 req/s with 4 connections and 7,000 with 10 (scripts/bench-server.mjs). Mind Postgres's
   * max_connections when running several processes.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(4),
  /** Where the embedded database lives. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Signs the session tokens (HS256), at least 32 characters. Unset: generated once and kept in the database. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Outgoing mail (smtp:// or smtps://user:pass@host:port). Unset: mails are printed to the console. */
  SMTP_URL: url(['smtp:', 'smtps:'], 'smtps://user:pass@smtp.example.com:465').optional(),
  /** Sender of every mail. */
  MAIL_FROM: z.string().min(3).default('AlgoCoach <no-reply@algocoach.local>'),
  /** An OpenAI-compatible endpoint; all three AI_ variables unset: the embedded coach. */
  AI_BASE_URL: url(['http:', 'https:'], 'https://api.deepseek.com/v1').optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  /** Calls of the AI coach (analyses, hints, optimisations, smart plans, insights) each user may make a day. */
  AI_DAILY_ALLOWANCE: z.coerce.number().int().min(0).max(100000).default(100),
  /** Which LeetCode site the catalogue sync reads: cn (leetcode.cn) or com (leetcode.com). */
  LEETCODE_SITE: z.enum(['cn', 'com']).default('cn'),
  /**
   * The proxies (addresses or CIDR ranges, comma-separated) whose X-Forwarded-For names the client, e.g. 127.0.0.1
   * for nginx on the same machine. Unset: nobody's; the client is the connection's address. The per-address
   * limits of the /auth calls count by it, so a proxy not listed makes every client one address.
   */
  TRUSTED_PROXIES: z
    .string()
    .refine((value) => value.split(',').every((item) => isProxy(item.trim())), 'a comma-separated list of IP addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8)')
    .optional(),
  /**
   * Port of the Prometheus metrics listener (GET /metrics), apart from the app's port. Unset: no metrics are kept
   * or served.
   */
  METRICS_PORT: port.optional(),
  /** Interface of the metrics listener: loopback by default, so only this machine's Prometheus (or agent) reads it. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * The event-loop guard: past this mean event-loop delay (ms) the process answers new API requests 503 with
   * Retry-After instead of queueing them without bound. 0 turns it off.
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60000).default(1000),
  /**
   * On SIGTERM, how long (ms) the process keeps taking requests while its readiness (GET /api/v1/readyz) already
   * answers 503, before it stops listening and drains: the time a balancer that polls readiness needs to notice
   * (Kubernetes: the probe's period × failure threshold). 0: it stops listening at once.
   */
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(60000).default(0),
  /** trace, debug, info, warn, error or silent. */
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
});

export type Env = z.infer<typeof schema>;

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  aiDailyAllowance: number;
  leetcodeSite: 'cn' | 'com';
  logLevel: Env['LOG_LEVEL'];
  /** Empty: no proxy is trusted. */
  trustedProxies: string[];
  /** Undefined: metrics off. */
  metrics: { host: string; port: number } | undefined;
  /** 0: no event-loop guard. */
  maxEventLoopDelayMs: number;
  shutdownDrainDelayMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment (empty strings count as unset). Throws ConfigError naming each wrong variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`));
  }
  const e = parsed.data;
  const aiSet = [e.AI_BASE_URL, e.AI_MODEL].filter(Boolean).length;
  if (aiSet === 1) throw new ConfigError(['AI_BASE_URL and AI_MODEL: set both to use a model, or neither for the embedded coach']);
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`).replace(/(?<!\/)\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: resolve(e.DATA_DIR),
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    ai: e.AI_BASE_URL && e.AI_MODEL ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL } : undefined,
    aiDailyAllowance: e.AI_DAILY_ALLOWANCE,
    leetcodeSite: e.LEETCODE_SITE,
    logLevel: e.LOG_LEVEL,
    trustedProxies: e.TRUSTED_PROXIES ? e.TRUSTED_PROXIES.split(',').map((item) => item.trim()) : [],
    metrics: e.METRICS_PORT === undefined ? undefined : { host: e.METRICS_HOST, port: e.METRICS_PORT },
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    shutdownDrainDelayMs: e.SHUTDOWN_DRAIN_DELAY_MS,
  };
}

/** The variables with their one-line descriptions, for `--help`-style output and the README check. */
export const CONFIG_VARIABLES = Object.keys(schema.shape) as Array<keyof Env>;
