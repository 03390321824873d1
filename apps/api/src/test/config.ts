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
    ...overrides,
  });
}
