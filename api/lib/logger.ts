/**
 * JSON lines on stdout (info and debug) and stderr (warn and error), filtered by
 * LOG_LEVEL (debug, info, warn, error, silent; default info, tests silent).
 * Callers pass small flat objects: never bodies, cookies, tokens or passwords.
 */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

function levelFromEnv(value: string | undefined): LogLevel {
  if (value && value in LEVELS) return value as LogLevel;
  return process.env.NODE_ENV === 'test' ? 'silent' : 'info';
}

let threshold: number = LEVELS[levelFromEnv(process.env.LOG_LEVEL?.toLowerCase())];

export function setLogLevel(level: LogLevel): void {
  threshold = LEVELS[level];
}

export function logEnabled(level: Exclude<LogLevel, 'silent'>): boolean {
  return LEVELS[level] >= threshold;
}

type Fields = Record<string, string | number | boolean | null | undefined>;

function write(level: Exclude<LogLevel, 'silent'>, fields: Fields): void {
  if (LEVELS[level] < threshold) return;
  const line = `${JSON.stringify({ time: new Date().toISOString(), level, ...fields })}\n`;
  // Bun's stdout writer buffers: no synchronous console formatting on the request path.
  if (level === 'warn' || level === 'error') process.stderr.write(line);
  else process.stdout.write(line);
}

export const log = {
  debug: (fields: Fields) => write('debug', fields),
  info: (fields: Fields) => write('info', fields),
  warn: (fields: Fields) => write('warn', fields),
  error: (fields: Fields) => write('error', fields),
};
