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

  it('leaves Discord and Listmonk off unless their settings are given together', () => {
    const config = loadConfig({});
    expect(config.DISCORD_BOT_TOKEN).toBeUndefined();
    expect(config.LISTMONK_URL).toBeUndefined();
    expect(() => loadConfig({ DISCORD_BOT_TOKEN: 'x' })).toThrow(/DISCORD_BOT_TOKEN and DISCORD_GUILD_ID/);
    expect(() => loadConfig({ DISCORD_BOT_TOKEN: 'x', DISCORD_GUILD_ID: 'chapter' })).toThrow(
      /DISCORD_GUILD_ID: must be the numeric server/,
    );
    expect(() => loadConfig({ LISTMONK_URL: 'https://lists.example', LISTMONK_USERNAME: 'api' })).toThrow(
      /LISTMONK_URL, LISTMONK_USERNAME, LISTMONK_TOKEN and LISTMONK_LIST_ID/,
    );
    const on = loadConfig({
      DISCORD_BOT_TOKEN: 'x',
      DISCORD_GUILD_ID: '123456789012345678',
      LISTMONK_URL: 'https://lists.example',
      LISTMONK_USERNAME: 'api',
      LISTMONK_TOKEN: 't',
      LISTMONK_LIST_ID: '3',
    });
    expect(on.LISTMONK_LIST_ID).toBe(3);
    expect(on.DISCORD_API_URL).toBe('https://discord.com/api/v10');
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
