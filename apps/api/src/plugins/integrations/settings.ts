import type { AppConfig } from '../../config';

export type IntegrationConfig = Pick<
  AppConfig,
  | 'DISCORD_BOT_TOKEN'
  | 'DISCORD_GUILD_ID'
  | 'DISCORD_API_URL'
  | 'DISCORD_HORIZON_DAYS'
  | 'LISTMONK_URL'
  | 'LISTMONK_USERNAME'
  | 'LISTMONK_TOKEN'
  | 'LISTMONK_LIST_ID'
>;

export interface DiscordSettings {
  token: string;
  guildId: string;
  /** The API's base, e.g. https://discord.com/api/v10, without a trailing slash. */
  apiUrl: string;
  horizonDays: number;
}

export interface ListmonkSettings {
  /** The instance's address without a trailing slash. */
  url: string;
  username: string;
  token: string;
  listId: number;
}

/** Discord's settings when the bot token and the server are configured; null (off) otherwise. */
export function discordSettings(config: IntegrationConfig): DiscordSettings | null {
  if (!config.DISCORD_BOT_TOKEN || !config.DISCORD_GUILD_ID) return null;
  return {
    token: config.DISCORD_BOT_TOKEN,
    guildId: config.DISCORD_GUILD_ID,
    apiUrl: config.DISCORD_API_URL.replace(/\/+$/, ''),
    horizonDays: config.DISCORD_HORIZON_DAYS,
  };
}

/** Listmonk's settings when all four are configured; null (off) otherwise. */
export function listmonkSettings(config: IntegrationConfig): ListmonkSettings | null {
  const { LISTMONK_URL: url, LISTMONK_USERNAME: username, LISTMONK_TOKEN: token, LISTMONK_LIST_ID: listId } = config;
  if (!url || !username || !token || listId === undefined) return null;
  return { url: url.replace(/\/+$/, ''), username, token, listId };
}
