import { DEFAULT_HOLDS_MAX_DAYS } from '@bolo/api/holds/public';
import { DEFAULT_CONNECT_TIMEOUT_SECONDS, DEFAULT_POOL_MAX } from '@bolo/db';
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  /** How long opening a PostgreSQL connection may take; past it the request answers 503 `db_unavailable`. */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(120)
    .default(DEFAULT_CONNECT_TIMEOUT_SECONDS),
  /** The most PostgreSQL connections one process opens; instances × this (+1 each for LISTEN) must fit `max_connections`. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(DEFAULT_POOL_MAX),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where uploaded files live: `fs` in `DATA_DIR/files`, `s3` in a bucket every instance shares. */
  STORAGE: z.enum(['fs', 's3']).default('fs'),
  /** An S3-compatible server (MinIO, Ceph, R2…); unset, AWS S3 in `S3_REGION`. */
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  S3_BUCKET: optional(z.string().min(1)),
  S3_REGION: optional(z.string().min(1)),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  /** `S3_ENDPOINT/bucket/key` rather than `bucket.S3_ENDPOINT/key`; the default when `S3_ENDPOINT` is set. */
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false']).transform((v) => v === 'true')),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: z.string().min(3).default('Bolo <bolo@localhost>'),
  /**
   * How long the mail sender's claim on a mail holds. Keep it at 54 s or more: a mail starts up to a
   * quarter of it after its claim, then the SMTP timeouts (40 s in all) bound its delivery. A sender
   * that dies leaves its mails to the others after this.
   */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often the job releases expired holds and challenges not answered in time (every process may run it). */
  HOLDS_RELEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often each process tells events' owners of payment lines fallen due unpaid (issue 30). */
  PAYMENTS_OVERDUE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** How often each process expires contracts out for signature past their link and reminds unsigned ones (issue 31). */
  SIGNING_REMINDERS_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** A contract sent for signature and not signed is reminded by email after this many days, and again every as many. */
  SIGNING_REMINDER_DAYS: z.coerce.number().int().min(1).max(90).default(3),
  /**
   * How long after a show's schedule first changes, within 72 hours of the show, its people are told
   * in one mail of every change made meanwhile (issue 32).
   */
  ADVANCE_NOTICE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** How many days from now a hold may expire at most: a longer one is refused (issue 26). */
  HOLDS_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_HOLDS_MAX_DAYS),
  /** How often an open notifications stream gets a keep-alive comment and its session is checked. */
  NOTIFICATIONS_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
  SMS_PROVIDER: z.enum(['log']).default('log'),
  /** Without SMTP: also write each kept mail, links included, to the log (development and e2e only). */
  LOG_MAIL: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
  ADMIN_EMAIL: optional(z.email()),
  ADMIN_PASSWORD: optional(z.string().min(8, 'ADMIN_PASSWORD needs at least 8 characters')),
  /** `true` behind a load balancer, so sign-in limits see the client's address (X-Forwarded-For). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
  /** Signs contract share links; unset, a random one is kept in the database, where every instance reads it. */
  LINK_SECRET: optional(z.string().min(32, 'LINK_SECRET needs at least 32 characters')),
  /** How many days a new counterparty link (/altainfo) opens when staff do not say. */
  COUNTERPARTY_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** `on`: send the registros de facturación to the AEAT (VERI*FACTU); off by default. */
  VERIFACTU_SEND: z.enum(['on', 'off']).default('off'),
  /** The AEAT's `test` (prewww1.aeat.es) or `production` service, and where the invoices' QR codes point. */
  VERIFACTU_ENVIRONMENT: z.enum(['test', 'production']).default('production'),
  /** Another address for the service than the environment's (a seal certificate's www10, a test's stand-in). */
  VERIFACTU_ENDPOINT: optional(z.url({ protocol: /^https$/ })),
  /** The company's certificate: PKCS#12 (`.p12`, `.pfx`) or PEM holding the certificate and its key. */
  VERIFACTU_CERT_FILE: optional(z.string().min(1)),
  VERIFACTU_CERT_PASSWORD: optional(z.string()),
  /** How long a sender's claim on an issuer holds; its request to the AEAT may take half of it. */
  VERIFACTU_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty` or `json`; unset, pretty when stdout is a terminal and JSON otherwise. */
  LOG_FORMAT: optional(z.enum(['pretty', 'json'])),
});

/** What `STORAGE=s3` cannot start without. */
const s3Required = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The settings read one by one, then checked together; `s3` gathers the bucket's when `STORAGE=s3`. */
const configSchema = settingsSchema
  .superRefine((config, ctx) => {
    if (config.VERIFACTU_SEND === 'on' && config.VERIFACTU_CERT_FILE === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['VERIFACTU_CERT_FILE'],
        message: 'needed when VERIFACTU_SEND=on',
      });
    if (config.STORAGE !== 's3') return;
    for (const name of s3Required) {
      if (config[name] === undefined)
        ctx.addIssue({ code: 'custom', path: [name], message: 'needed when STORAGE=s3' });
    }
  })
  .transform((config) => ({
    ...config,
    s3:
      config.STORAGE === 's3'
        ? {
            endpoint: config.S3_ENDPOINT,
            bucket: config.S3_BUCKET ?? '',
            region: config.S3_REGION ?? '',
            accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
          }
        : undefined,
    verifactu: {
      environment: config.VERIFACTU_ENVIRONMENT,
      sends: config.VERIFACTU_SEND === 'on',
      endpoint: config.VERIFACTU_ENDPOINT,
      certFile: config.VERIFACTU_CERT_FILE,
      certPassword: config.VERIFACTU_CERT_PASSWORD,
      leaseMs: config.VERIFACTU_LEASE_SECONDS * 1000,
    },
  }));
export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** The one place that reads the environment. A wrong value stops the start with a clear message. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
