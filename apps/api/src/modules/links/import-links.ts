import { saveLinkRequest, type ImportLinksResponse } from '@cp/contracts/links';
import { AppError, badRequest } from '../../lib/app-error';
import { parseCsv } from './csv';
import type { LinkViewer } from './link-access';
import { saveLink, type SaveLinkDeps } from './save-link';

const maxRows = 1_000;

/** The column of each name in the header; slug and redirect are required, access and tags may be left out. */
function columnsOf(header: string[]): { slug: number; redirect: number; access: number; tags: number } {
  const names = header.map((name) => name.trim().toLowerCase());
  const slug = names.indexOf('slug');
  const redirect = names.indexOf('redirect');
  if (slug === -1 || redirect === -1)
    throw badRequest('The first row must name the columns: slug,redirect,access,tags');
  return { slug, redirect, access: names.indexOf('access'), tags: names.indexOf('tags') };
}

/** A `;`-separated list column (access groups, tags); empty when the file has no such column. */
const listOf = (fields: string[], column: number) =>
  column === -1
    ? []
    : (fields[column] ?? '')
        .split(';')
        .map((item) => item.trim())
        .filter(Boolean);

/**
 * POST /api/v1/linkry/import: creates one link per row, each exactly as POST /redir would (same
 * checks, same audit entry, same cache refresh), and reports every row that failed with its reason.
 * A row's failure never stops the others.
 */
export async function importLinks(deps: SaveLinkDeps, viewer: LinkViewer, csv: string): Promise<ImportLinksResponse> {
  const [header, ...rows] = parseCsv(csv);
  if (!header) throw badRequest('The CSV is empty');
  const columns = columnsOf(header);
  if (rows.length > maxRows) throw badRequest(`At most ${maxRows} links at once.`);
  // The groups are read once for the whole file, not once per row.
  const groups = deps.groupIds();
  const rowDeps: SaveLinkDeps = { ...deps, groupIds: () => groups };

  const result: ImportLinksResponse = { created: [], failed: [] };
  for (const [index, fields] of rows.entries()) {
    const row = index + 2;
    if (fields.every((field) => field.trim() === '')) continue;
    const slug = (fields[columns.slug] ?? '').trim();
    const tags = listOf(fields, columns.tags);
    const input = saveLinkRequest.safeParse({
      slug,
      redirect: (fields[columns.redirect] ?? '').trim(),
      access: listOf(fields, columns.access),
      ...(tags.length > 0 && { tags }),
    });
    if (!input.success) {
      // Every problem of the row at once, so one correction pass fixes it (issue 43).
      const messages = [...new Set(input.error.issues.map((issue) => issue.message))];
      result.failed.push({ row, slug, message: messages.join('; ') || 'Invalid row' });
      continue;
    }
    try {
      const { link } = await saveLink(rowDeps, viewer, input.data);
      result.created.push(link.slug);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ row, slug, message: error.message });
    }
  }
  return result;
}
