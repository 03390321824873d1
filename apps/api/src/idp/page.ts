const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => entities[c]!);

const styles = `
:root{color-scheme:light dark;--bg:#f8f9fa;--card:#fff;--text:#212529;--muted:#495057;--border:#ced4da;--accent:#1c4e9c}
@media (prefers-color-scheme:dark){:root{--bg:#1a1b1e;--card:#25262b;--text:#e9ecef;--muted:#adb5bd;--border:#495057;--accent:#4c8ee8;--button:#1971c2}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:16px}
main{width:100%;max-width:380px;background:var(--card);border:1px solid var(--border);border-radius:12px;padding:28px}
h1{font-size:1.35rem;margin:0 0 4px}p{color:var(--muted);margin:0 0 20px}
label{display:block;font-weight:600;font-size:.9rem;margin:14px 0 4px}
input{width:100%;padding:10px 12px;border:1px solid var(--border);border-radius:8px;background:transparent;color:var(--text);font-size:1rem}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
button{margin-top:22px;width:100%;padding:11px;border:0;border-radius:8px;background:var(--button,var(--accent));color:#fff;font-weight:600;font-size:1rem;cursor:pointer}
.error{color:#fa5252;font-weight:600;margin:12px 0 0}a{color:var(--accent)}`;

/** A small, self-contained HTML page for the bundled identity provider (no scripts). */
export function renderPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Chapter Portal</title><style>${styles}</style></head><body><main>${body}</main></body></html>`;
}

export function renderLoginPage(uid: string, options: { email?: string; error?: string } = {}): string {
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  return renderPage(
    'Sign in',
    `<h1>Sign in</h1><p>Chapter Portal development identity provider</p>
<form method="post" action="/idp/interaction/${encodeURIComponent(uid)}/login" novalidate>
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(options.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
${error}<button type="submit">Sign in</button></form>`,
  );
}

/**
 * The provider's sign-out confirmation (RP-initiated logout). `form` is the provider's own form
 * with its CSRF token (id op.logoutForm); the button submits it with logout=yes.
 */
export function renderLogoutPage(form: string): string {
  return renderPage(
    'Sign out',
    `<h1>Sign out</h1><p>You are signed out of Chapter Portal. Sign out of this sign-in service too, so that the next person at this computer must type a password.</p>
${form}<button autofocus type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
  );
}
