import { Anchor, Group, Stack, Table } from '@mantine/core';
import { DataTable } from '../../../components/data-table';
import type { LinksViewProps } from './links-view-props';
import { shortUrl } from '../short-url';
import { CopyUrlButton } from '../../../components/copy-url-button';
import { DeleteLinkButton, EditLinkButton, LinkBadges, QrButton, StatsLinkButton } from './link-actions';

const columns = ['Short Link', 'Redirect URL', 'Stats', 'QR', 'Edit', 'Delete'];

/** spec section 2.2: short link, redirect URL, edit and delete; issue 29 adds stats, QR, state and tags. */
export function LinksTable(props: LinksViewProps) {
  const { label, links, origin, emptyText, canEdit, returnPath, onDelete, onQr } = props;
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={links}
      emptyText={emptyText}
      minWidth={820}
      skeletonTestId="link-skeleton-row"
      renderRow={(link) => {
        const url = shortUrl(origin, link.slug);
        return (
          <Table.Tr key={link.slug}>
            <Table.Td>
              <Stack gap={4}>
                <Group gap={4} wrap="nowrap">
                  <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
                    {url}
                  </Anchor>
                  <CopyUrlButton url={url} label="Copy short link" />
                </Group>
                <LinkBadges link={link} />
              </Stack>
            </Table.Td>
            <Table.Td maw={320}>
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
              <StatsLinkButton link={link} />
            </Table.Td>
            <Table.Td>
              <QrButton link={link} onQr={onQr} />
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
