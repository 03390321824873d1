import { loadConfig, type AppConfig } from '../config';

export const testPublicUrl = 'http://localhost:8080';

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: testPublicUrl,
    RATE_LIMIT_MAX: '1000000',
    WEB_DIST: '/nonexistent',
    SEED_DEMO_DATA: 'true',
    // Tests flush the outbox themselves: no pacing to wait through.
    MAIL_RATE_PER_MINUTE: '1000000',
    ...overrides,
  });
}
