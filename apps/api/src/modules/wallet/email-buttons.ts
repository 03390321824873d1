import type { WalletLinks } from './types';

const buttonStyle =
  'display:inline-block;margin:0 8px 8px 0;padding:10px 16px;border-radius:8px;background:#000;color:#fff;text-decoration:none';
const escapeAttribute = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A confirmation email's "Add to Apple Wallet" and "Add to Google Wallet" buttons, each only when
 * that wallet is on: a line per button for the text part, links styled as buttons for the HTML.
 */
export function walletEmailButtons(links: WalletLinks | undefined): { text: string; html: string } {
  const buttons = [
    { label: 'Add to Apple Wallet', url: links?.appleWalletUrl },
    { label: 'Add to Google Wallet', url: links?.googleWalletUrl },
  ].filter((button): button is { label: string; url: string } => Boolean(button.url));
  if (buttons.length === 0) return { text: '', html: '' };
  return {
    text: buttons.map((button) => `${button.label}: ${button.url}`).join('\n'),
    html: `<p>${buttons
      .map((button) => `<a href="${escapeAttribute(button.url)}" style="${buttonStyle}">${button.label}</a>`)
      .join('')}</p>`,
  };
}
