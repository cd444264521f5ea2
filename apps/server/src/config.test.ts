import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('starts on PGlite at 127.0.0.1:3000 when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads switches written as true or false', () => {
    expect(loadConfig({ LOG_MAIL: 'true', TRUST_PROXY: 'true' })).toMatchObject({
      LOG_MAIL: true,
      TRUST_PROXY: true,
    });
    expect(loadConfig({})).toMatchObject({ LOG_MAIL: false, TRUST_PROXY: false, SMS_PROVIDER: 'log' });
    expect(() => loadConfig({ LOG_MAIL: 'yes' })).toThrow(/LOG_MAIL/);
  });

  it('stops with a message naming each wrong setting', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL/);
    expect(attempt).toThrow(/ADMIN_PASSWORD needs at least 8 characters/);
  });
});
