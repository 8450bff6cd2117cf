import { firmContact, firmDetails, type FirmContact, type FirmDetails } from '../domain/firm.ts';
import { parseTrustProxy } from './lib/client-ip.ts';
import { eftAccount, type EftAccount } from './modules/billing/eft-account.ts';
import type { S3Settings } from './lib/storage/s3.ts';

/** Configuration from the environment, read once. Every value has a default for one machine. */
export interface Config {
  port: number;
  /** HOST: the address to listen on. */
  host: string;
  databaseUrl: string;
  databaseAuthToken: string | undefined;
  uploadDir: string;
  /** Bytes each client may keep in uploaded documents (UPLOAD_QUOTA_MB, default 2048 MB). */
  uploadQuotaBytes: number;
  /** An S3-compatible bucket for uploads (S3_BUCKET and friends); absent means the local UPLOAD_DIR. */
  s3: S3Settings | undefined;
  publicUrl: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** STRIPE_API_BASE: another Stripe API server (stripe-mock, the tests' fake). */
  stripeApiBase: string | undefined;
  /** The firm's bank account for EFT (FIRM_BANK_*). */
  eft: EftAccount;
  /** The firm's address and social links (FIRM_STREET, FIRM_*_URL), on invoices and the site. */
  firmDetails: FirmDetails;
  /** APP_SECRET: signs tokens; absent, one is generated once and kept in the database. */
  appSecret: string | undefined;
  widgetOrigins: string[];
  distDir: string;
  /**
   * How many proxies of our own stand in front of the server (TRUST_PROXY; 0 = none): the client's
   * address is the X-Forwarded-For entry that many from the right (see lib/client-ip.ts).
   */
  trustProxy: number;
  /** Multiplies every rate limit; browser tests raise it, production leaves it at 1. */
  rateLimitScale: number;
  /** How long a stop waits for requests in flight (SHUTDOWN_GRACE_S) before cutting them off. */
  shutdownGraceSeconds: number;
  /** Bearer token that opens GET /metrics to callers other than loopback; absent means loopback only. */
  metricsToken: string | undefined;
  firm: FirmContact;
  /** JOB_INTERVAL_MS: runs every scheduled job this often instead of hourly (tests, troubleshooting). */
  jobIntervalMs: number | undefined;
  /** TOTP_KEY: 32 bytes (hex or base64) encrypting two-factor secrets; absent, derived from the app secret. */
  totpKey: string | undefined;
  /** SMTP_URL (smtp://user:pass@host:587, smtps://…): e-mail goes through it; absent, e-mails are only logged. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of every e-mail; the firm's name and address by default. */
  mailFrom: string;
  /**
   * MAIL_LOG_FILE (browser tests only): without SMTP_URL, each e-mail sent is also appended
   * here whole, links included, for e2e/support/mail.ts. Refused unless PUBLIC_URL is a
   * loopback address: the file opens accounts.
   */
  mailLogFile: string | undefined;
  /** EMAIL_INTERVAL_MS: how often the outbox is sent (10 s by default; browser tests shorten it). */
  emailIntervalMs: number | undefined;
  /** WEBHOOKS_ALLOW_INSECURE=1: webhook endpoints may also be http:// on a loopback host (tests, local development). */
  webhooksAllowInsecure: boolean;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? 'file:data/app.db',
    databaseAuthToken: env.DATABASE_AUTH_TOKEN || undefined,
    uploadDir: env.UPLOAD_DIR ?? 'data/uploads',
    uploadQuotaBytes: Math.round(positiveNumber(env.UPLOAD_QUOTA_MB, 2048) * 1024 * 1024),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        }
      : undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiBase: env.STRIPE_API_BASE || undefined,
    eft: eftAccount(env),
    firmDetails: firmDetails(env),
    appSecret: env.APP_SECRET || undefined,
    widgetOrigins: (env.WIDGET_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    distDir: env.DIST_DIR ?? 'dist',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitScale: Math.max(1, Number(env.RATE_LIMIT_SCALE ?? 1) || 1),
    shutdownGraceSeconds: seconds(env.SHUTDOWN_GRACE_S, 20),
    metricsToken: env.METRICS_TOKEN || undefined,
    firm: firmContact(env),
    jobIntervalMs: Number(env.JOB_INTERVAL_MS) > 0 ? Number(env.JOB_INTERVAL_MS) : undefined,
    totpKey: env.TOTP_KEY || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `"${firmDetails(env).name}" <${firmContact(env).email}>`,
    mailLogFile: env.MAIL_LOG_FILE || undefined,
    emailIntervalMs: Number(env.EMAIL_INTERVAL_MS) > 0 ? Number(env.EMAIL_INTERVAL_MS) : undefined,
    webhooksAllowInsecure: env.WEBHOOKS_ALLOW_INSECURE === '1' || env.WEBHOOKS_ALLOW_INSECURE === 'true',
  };
}

/** A non-negative number of seconds, or the default when unset or not a number. */
function seconds(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

function positiveNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}
