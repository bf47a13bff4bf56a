// @vitest-environment node
// The logger stand-in: the calls @walletconnect/core, sign-client and universal-provider 2.21.8 make, and what
// reaches the console at the level we start them with ('error').
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  generateChildLogger,
  generatePlatformLogger,
  getDefaultLoggerOptions,
  getLoggerContext,
  pino,
} from '../../../../../src/connectors/walletconnect/shims/logger';

afterEach(() => vi.restoreAllMocks());

describe('@walletconnect/logger stand-in', () => {
  it('builds child contexts as core does (core/relayer/…)', () => {
    const { logger, chunkLoggerController } = generatePlatformLogger({ opts: getDefaultLoggerOptions({ level: 'error' }) });
    expect(chunkLoggerController).toBeUndefined();
    const core = generateChildLogger(logger, 'core');
    const relayer = generateChildLogger(core, 'relayer');
    expect(getLoggerContext(core)).toBe('core');
    expect(getLoggerContext(relayer)).toBe('core/relayer');
    expect(relayer.level).toBe('error');
  });

  it('prints error and fatal at level error, nothing below, and nothing when silent', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const logger = generateChildLogger(pino(getDefaultLoggerOptions({ level: 'error' })), 'core');
    logger.info('started');
    logger.warn('slow');
    logger.error({ reason: 'socket' }, 'failed');
    expect(info).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith({ context: 'core' }, { reason: 'socket' }, 'failed');
    const silent = pino({ level: 'silent' });
    silent.fatal('gone');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('uses a logger passed in as is, and defaults to info', () => {
    const own = pino({ level: 'warn' });
    expect(generatePlatformLogger({ opts: {}, loggerOverride: own }).logger).toBe(own);
    expect(generatePlatformLogger({ opts: {}, loggerOverride: 'debug' }).logger.level).toBe('info');
    expect(getDefaultLoggerOptions().level).toBe('info');
  });
});
