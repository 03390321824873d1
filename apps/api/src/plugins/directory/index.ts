import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { createGraphDirectory } from './graph';
import { createLocalDirectory } from './local';
import type { Directory } from './types';

/** Microsoft Graph when the chapter configures its app credentials; the local directory otherwise. */
export function createDirectory(config: AppConfig, db: Db): Directory {
  if (config.GRAPH_TENANT_ID && config.GRAPH_CLIENT_ID && config.GRAPH_CLIENT_SECRET) {
    return createGraphDirectory({
      tenantId: config.GRAPH_TENANT_ID,
      clientId: config.GRAPH_CLIENT_ID,
      clientSecret: config.GRAPH_CLIENT_SECRET,
      authorityHost: config.GRAPH_AUTHORITY_HOST.replace(/\/$/, ''),
      apiUrl: config.GRAPH_API_URL,
      inviteRedirectUrl: config.publicUrl,
    });
  }
  return createLocalDirectory(db);
}
