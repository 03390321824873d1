import { Combobox, InputBase, useCombobox } from '@mantine/core';
import { leadTitleSuggestions } from '@cp/contracts/organizations';

interface LeadTitleInputProps {
  value: string;
  onChange: (value: string) => void;
}

/** Free text with the suggested titles in a dropdown; 'No matches found' when none fits. */
export function LeadTitleInput({ value, onChange }: LeadTitleInputProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const query = value.trim().toLowerCase();
  const matches = leadTitleSuggestions.filter((title) => title.toLowerCase().includes(query));
  return (
    <Combobox
      store={combobox}
      // Keep the suggestions showing while the phone's page scrolls under its sticky header.
      hideDetached={false}
      onOptionSubmit={(option) => {
        onChange(option);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          label="Lead Title"
          placeholder="Chair"
          autoComplete="off"
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          {matches.length > 0 ? (
            matches.map((title) => (
              <Combobox.Option value={title} key={title}>
                {title}
              </Combobox.Option>
            ))
          ) : (
            <Combobox.Empty>No matches found</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
