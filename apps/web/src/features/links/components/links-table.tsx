import { Link as RouterLink } from 'react-router';
import { Anchor, Button, Group, Table } from '@mantine/core';
import { EmptyRow, SkeletonRows } from '../../../components/table-state-rows';
import { editPath, type LinksViewProps } from './links-view-props';
import { shortUrl } from '../short-url';
import { CopyShortLink } from './copy-short-link';

const columns = ['Short Link', 'Redirect URL', 'Edit', 'Delete'];

/** spec section 2.2: short link, redirect URL, edit and delete. */
export function LinksTable({ label, links, origin, emptyText, canEdit, returnPath, onDelete }: LinksViewProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label={label} aria-busy={links === undefined}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links === undefined && <SkeletonRows columns={columns.length} testId="link-skeleton-row" />}
          {links?.length === 0 && <EmptyRow columns={columns.length}>{emptyText}</EmptyRow>}
          {links?.map((link) => {
            const url = shortUrl(origin, link.slug);
            return (
              <Table.Tr key={link.slug}>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
                      {url}
                    </Anchor>
                    <CopyShortLink url={url} />
                  </Group>
                </Table.Td>
                <Table.Td maw={360}>
                  <Anchor
                    href={link.redirect}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    truncate="end"
                    display="block"
                  >
                    {link.redirect}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Button
                    component={RouterLink}
                    to={editPath(link.slug, returnPath)}
                    size="xs"
                    variant="light"
                    disabled={!canEdit}
                    aria-label={`Edit ${link.slug}`}
                  >
                    Edit
                  </Button>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => onDelete(link)}
                    aria-label={`Delete ${link.slug}`}
                  >
                    Delete
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
