import { Anchor, Group, Table } from '@mantine/core';
import { DataTable } from '../../../components/data-table';
import type { LinksViewProps } from './links-view-props';
import { shortUrl } from '../short-url';
import { CopyUrlButton } from '../../../components/copy-url-button';
import { DeleteLinkButton, EditLinkButton } from './link-actions';

const columns = ['Short Link', 'Redirect URL', 'Edit', 'Delete'];

/** spec section 2.2: short link, redirect URL, edit and delete. */
export function LinksTable({ label, links, origin, emptyText, canEdit, returnPath, onDelete }: LinksViewProps) {
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={links}
      emptyText={emptyText}
      minWidth={640}
      skeletonTestId="link-skeleton-row"
      renderRow={(link) => {
        const url = shortUrl(origin, link.slug);
        return (
          <Table.Tr key={link.slug}>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
                  {url}
                </Anchor>
                <CopyUrlButton url={url} label="Copy short link" />
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
              <EditLinkButton link={link} canEdit={canEdit} returnPath={returnPath} />
            </Table.Td>
            <Table.Td>
              <DeleteLinkButton link={link} onDelete={onDelete} />
            </Table.Td>
          </Table.Tr>
        );
      }}
    />
  );
}
