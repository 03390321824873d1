import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to the bundled provider, the embedded database and port 8080', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.bundledIdp).toBe(true);
    expect(config.secureCookies).toBe(false);
    expect(config.ENVIRONMENT_LABEL).toBe('DEV');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example' })).toThrow(/OIDC_ISSUER/);
  });

  it('switches to an external provider when all three OIDC values are set', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://login.example/tenant/v2.0',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 's',
    });
    expect(config.bundledIdp).toBe(false);
    expect(config.seedDemoData).toBe(false);
  });

  it('refuses the bundled provider in production unless enabled', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/bundled identity provider/);
    expect(loadConfig({ NODE_ENV: 'production', ENABLE_BUNDLED_IDP_IN_PRODUCTION: 'true' }).bundledIdp).toBe(true);
  });

  it('uses secure cookies behind https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example/' }).secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example/' }).publicUrl).toBe('https://portal.example');
  });

  it('drains for 2 s within 10 s by default, and refuses a grace no longer than the delay', () => {
    expect(loadConfig({})).toMatchObject({ SHUTDOWN_DELAY_SECONDS: 2, SHUTDOWN_GRACE_SECONDS: 10 });
    expect(() => loadConfig({ SHUTDOWN_DELAY_SECONDS: '10' })).toThrow(/SHUTDOWN_GRACE_SECONDS: must be longer/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'not a url' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });
});
