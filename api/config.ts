import { firmContact, type FirmContact } from '../domain/firm.ts';
import type { S3Settings } from './lib/storage/s3.ts';

/** Configuration from the environment, read once. Every value has a default for one machine. */
export interface Config {
  port: number;
  databaseUrl: string;
  databaseAuthToken: string | undefined;
  uploadDir: string;
  /** An S3-compatible bucket for uploads (S3_BUCKET and friends); absent means the local UPLOAD_DIR. */
  s3: S3Settings | undefined;
  publicUrl: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  widgetOrigins: string[];
  distDir: string;
  /** Trust X-Forwarded-For (set TRUST_PROXY=1 behind a load balancer). */
  trustProxy: boolean;
  /** Multiplies every rate limit; browser tests raise it, production leaves it at 1. */
  rateLimitScale: number;
  /** How long a stop waits for requests in flight (SHUTDOWN_GRACE_S) before cutting them off. */
  shutdownGraceSeconds: number;
  /** Bearer token that opens GET /metrics to callers other than loopback; absent means loopback only. */
  metricsToken: string | undefined;
  firm: FirmContact;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    databaseUrl: env.DATABASE_URL ?? 'file:data/app.db',
    databaseAuthToken: env.DATABASE_AUTH_TOKEN || undefined,
    uploadDir: env.UPLOAD_DIR ?? 'data/uploads',
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
    widgetOrigins: (env.WIDGET_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    distDir: env.DIST_DIR ?? 'dist',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    rateLimitScale: Math.max(1, Number(env.RATE_LIMIT_SCALE ?? 1) || 1),
    shutdownGraceSeconds: seconds(env.SHUTDOWN_GRACE_S, 20),
    metricsToken: env.METRICS_TOKEN || undefined,
    firm: firmContact(env),
  };
}

/** A non-negative number of seconds, or the default when unset or not a number. */
function seconds(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}
