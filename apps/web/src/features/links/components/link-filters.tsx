import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { LinkFilter } from '../filter-links';

interface LinkFiltersProps {
  filter: LinkFilter;
  tags: string[];
  onChange: (filter: LinkFilter) => void;
}

/** A search box and a tag filter, applied by the server to the tab's list. */
export function LinkFilters({ filter, tags, onChange }: LinkFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" role="search" aria-label="Filter links">
      <TextInput
        label="Search"
        placeholder="Alias, target, tag or owner"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.currentTarget.value })}
        rightSection={
          filter.search ? (
            <CloseButton aria-label="Clear search" size="sm" onClick={() => onChange({ ...filter, search: '' })} />
          ) : undefined
        }
        style={{ flex: '1 1 240px' }}
      />
      <Select
        label="Tag"
        placeholder={tags.length ? 'All tags' : 'No tags yet'}
        data={tags}
        value={filter.tag}
        onChange={(tag) => onChange({ ...filter, tag })}
        clearable
        searchable
        disabled={tags.length === 0}
        nothingFoundMessage="No such tag"
        style={{ flex: '0 1 200px' }}
      />
    </Group>
  );
}
