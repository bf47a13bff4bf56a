// Stands in for `@walletconnect/logger` 2.1.2 in the WalletConnect chunk: it brings pino's browser build and a
// log-chunk recorder (about 3 KB gzip) where @walletconnect/core, sign-client and universal-provider 2.21.8 call
// pino, getDefaultLoggerOptions, generatePlatformLogger, generateChildLogger and getLoggerContext, then log with
// trace..fatal and read `level`. We start them at 'error' (provider.ts): those still reach the console, as pino's
// browser build would print them. No log recorder: core's getLogsBlob then resolves undefined (it checks for one).
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
type Level = keyof typeof LEVELS;
type Bindings = Record<string, unknown>;
export type Logger = Record<Level, (...args: unknown[]) => void> & {
  level: string;
  bindings(): Bindings;
  child(bindings: Bindings): Logger;
};

const CONSOLE: Record<Level, 'debug' | 'info' | 'warn' | 'error'> = {
  trace: 'debug',
  debug: 'debug',
  info: 'info',
  warn: 'warn',
  error: 'error',
  fatal: 'error',
};

function createLogger(level: string, bindings: Bindings): Logger {
  const logger = { level, bindings: () => bindings, child: (more: Bindings) => createLogger(logger.level, { ...bindings, ...more }) } as Logger;
  for (const name of Object.keys(LEVELS) as Level[]) {
    logger[name] = (...args) => {
      const threshold = LEVELS[logger.level as Level] ?? Number.POSITIVE_INFINITY; // 'silent' and unknown levels log nothing
      if (LEVELS[name] >= threshold) console[CONSOLE[name]](...(Object.keys(bindings).length ? [bindings, ...args] : args));
    };
  }
  return logger;
}

type LoggerOptions = { level?: string; name?: string };

export const pino = (options: LoggerOptions = {}): Logger => createLogger(options.level ?? 'info', {});

export const getDefaultLoggerOptions = (options?: LoggerOptions): LoggerOptions => ({ level: 'info', ...options });

export function getLoggerContext(logger: Logger, key = 'context'): string {
  const context = logger.bindings?.()[key];
  return typeof context === 'string' ? context : '';
}

export function generateChildLogger(logger: Logger, context: string, key = 'context'): Logger {
  const parent = getLoggerContext(logger, key);
  return logger.child({ [key]: parent.trim() ? `${parent}/${context}` : context });
}

/** A logger passed in (not a level name) is used as is, as the real one does. */
export function generatePlatformLogger({ opts, loggerOverride }: { opts?: LoggerOptions; maxSizeInBytes?: number; loggerOverride?: string | Logger }): {
  logger: Logger;
  chunkLoggerController: undefined;
} {
  const logger = loggerOverride && typeof loggerOverride !== 'string' ? loggerOverride : pino(opts);
  return { logger, chunkLoggerController: undefined };
}
