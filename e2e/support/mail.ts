import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import PostalMime, { type Email } from 'postal-mime';

// The e2e server's DATA_DIR (playwright.config.ts): the local mailer writes .eml files there.
const mailDir = fileURLToPath(new URL(`../../.data-e2e-${process.env.E2E_PORT}/mail/`, import.meta.url));

/** The newest email to `address` (whose subject is `subject`, when given), waiting for the mailer to write it. */
export async function emailTo(address: string, subject?: string): Promise<Email> {
  let found: Email | undefined;
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : [];
        for (const file of files) {
          const email = await PostalMime.parse(fs.readFileSync(path.join(mailDir, file)));
          const subjectFits = subject === undefined || email.subject === subject;
          if (subjectFits && email.to?.some((to) => to.address === address)) found = email;
        }
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}
