import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { preferencesPlaceholder, type BulkBody } from '../../plugins/mail/bulk';

/**
 * Markdown to HTML that is safe to show in the portal and in a mail client: marked renders it,
 * sanitize-html keeps only text formatting, lists, tables and links (http, https, mailto), so a
 * body can carry no script, style, form, iframe or remote image.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return sanitizeHtml(html, {
    allowedTags: [
      ...['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code'],
      ...['strong', 'em', 'del', 's', 'ul', 'ol', 'li', 'a'],
      ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
    ],
    allowedAttributes: { a: ['href', 'title'], ol: ['start'], th: ['align'], td: ['align'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Dark rules apply when the mail client prefers dark, and when the portal's preview asks for it.
const darkRules = `body,.page{background:#1a1b1e!important;color:#e9ecef!important}
.card{background:#25262b!important;border-color:#373a40!important}
a{color:#74a8ff!important}.foot{color:#a6a7ab!important}
code,pre{background:#2c2e33!important}`;

const styles = `body,.page{margin:0;padding:0;background:#f6f7f9;color:#1a1b1e;
font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;line-height:1.5}
.card{max-width:600px;margin:24px auto;background:#ffffff;border:1px solid #dee2e6;border-radius:8px;padding:24px}
h1.subject{font-size:22px;margin:0 0 16px}
a{color:#1c64d9}.foot{max-width:600px;margin:0 auto 24px;padding:0 24px;color:#5c5f66;font-size:12px}
code,pre{background:#f1f3f5;border-radius:4px;padding:2px 4px}
@media (prefers-color-scheme: dark){${darkRules}}
html[data-theme=dark] body,html[data-theme=dark] .page{background:#1a1b1e;color:#e9ecef}
${darkRules
  .split('}')
  .filter(Boolean)
  .map((rule) => `html[data-theme=dark] ${rule.trim().replaceAll(',', ',html[data-theme=dark] ')}}`)
  .join('\n')}`;

const footText = 'You receive this as a member of the chapter.';

/**
 * The message as it arrives: one HTML page (light and dark mail clients) and a plain-text part
 * (the Markdown itself reads well as text), each with the person's preferences link to fill in.
 */
export function announcementMail(subject: string, markdown: string): BulkBody {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<title>${escape(subject)}</title><style>${styles}</style></head>
<body><div class="page"><div class="card"><h1 class="subject">${escape(subject)}</h1>
${renderMarkdown(markdown)}</div>
<p class="foot">${footText} <a href="${preferencesPlaceholder}">Email preferences or unsubscribe</a></p></div></body></html>`;
  const text = `${subject}\n\n${markdown}\n\n--\n${footText}\nEmail preferences or unsubscribe: ${preferencesPlaceholder}\n`;
  return { html, text };
}
