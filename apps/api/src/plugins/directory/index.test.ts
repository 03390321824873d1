import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { createDirectory } from './index';

const base = { NODE_ENV: 'test' };
const graph = { GRAPH_TENANT_ID: 't', GRAPH_CLIENT_ID: 'c', GRAPH_CLIENT_SECRET: 's' };

describe('choosing the directory', () => {
  it('is the local directory unless Graph is configured', () => {
    expect(createDirectory(loadConfig(base), {} as Db).kind).toBe('local');
    expect(createDirectory(loadConfig({ ...base, ...graph }), {} as Db).kind).toBe('graph');
  });

  it('refuses a partial Graph configuration at start-up', () => {
    expect(() => loadConfig({ ...base, GRAPH_TENANT_ID: 't' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, GRAPH_TENANT_ID: 't' })).toThrow(
      /GRAPH_TENANT_ID, GRAPH_CLIENT_ID and GRAPH_CLIENT_SECRET/,
    );
  });

  it('reads the protected groups as a list', () => {
    expect(loadConfig({ ...base, IAM_PROTECTED_GROUPS: ' a, b ,,c' }).IAM_PROTECTED_GROUPS).toEqual(['a', 'b', 'c']);
  });
});
