import { ActionIcon, Button, Checkbox, Group, Image, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { electionMethodLabels, type Candidate, type Position } from '@cp/contracts/elections';
import { moveRank, type Marks } from '../ballot-state';

interface Props {
  position: Position;
  /** The candidates in this voter's shuffled order. */
  order: Candidate[];
  marks: Marks;
  onChange(marks: Marks): void;
}

const nameOf = (position: Position, id: string) => position.candidates.find((c) => c.id === id)?.name ?? id;

/** Ranking by buttons: add in order, move up or down, remove; every control is a labelled button. */
function Ranking({ position, order, marks, onChange }: Props) {
  const unranked = order.filter((c) => !marks.chosen.includes(c.id));
  return (
    <Stack gap="xs">
      <Text size="sm">Rank the candidates you support: your first choice first.</Text>
      <ol aria-label={`Your ranking for ${position.title}`}>
        {marks.chosen.map((id, index) => (
          <li key={id}>
            <Group gap="xs">
              <Text>{nameOf(position, id)}</Text>
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${nameOf(position, id)} up`}
                disabled={index === 0}
                onClick={() => onChange({ ...marks, chosen: moveRank(marks.chosen, id, -1) })}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${nameOf(position, id)} down`}
                disabled={index === marks.chosen.length - 1}
                onClick={() => onChange({ ...marks, chosen: moveRank(marks.chosen, id, 1) })}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Remove ${nameOf(position, id)}`}
                onClick={() => onChange({ ...marks, chosen: marks.chosen.filter((c) => c !== id) })}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          </li>
        ))}
      </ol>
      <Group gap="xs">
        {unranked.map((c) => (
          <Button
            key={c.id}
            size="xs"
            variant="light"
            disabled={marks.abstain}
            onClick={() => onChange({ ...marks, chosen: [...marks.chosen, c.id] })}
          >
            Rank {c.name} {marks.chosen.length + 1}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** One position of the ballot: radio (one mark), checkboxes (several), or ranking, plus Abstain and a write-in. */
export function PositionChoice(props: Props) {
  const { position, order, marks, onChange } = props;
  const single = position.method === 'plurality' && position.seats === 1;
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0 }}>
      <Title order={3} component="legend">
        {position.title}
      </Title>
      <Text size="sm" c="dimmed">
        {electionMethodLabels[position.method]}, {position.seats} seat{position.seats === 1 ? '' : 's'}
        {position.method === 'plurality' && position.seats > 1 ? `: choose up to ${position.seats}` : ''}
      </Text>
      {order.map(
        (c) =>
          (c.statement || c.photoUrl) && (
            <Group key={c.id} gap="sm" wrap="nowrap" align="flex-start">
              {c.photoUrl && <Image src={c.photoUrl} alt={c.name} w={56} h={56} radius="sm" fit="cover" />}
              <Text size="sm">
                <b>{c.name}</b>
                {c.statement ? `: ${c.statement}` : ''}
              </Text>
            </Group>
          ),
      )}
      {position.method === 'ranked' ? (
        <Ranking {...props} />
      ) : single ? (
        <Radio.Group
          value={marks.chosen[0] ?? null}
          onChange={(id) => onChange({ ...marks, chosen: [id], writeIn: '' })}
          aria-label={position.title}
        >
          <Stack gap={4}>
            {order.map((c) => (
              <Radio key={c.id} value={c.id} label={c.name} disabled={marks.abstain} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Stack gap={4}>
          {order.map((c) => (
            <Checkbox
              key={c.id}
              label={c.name}
              disabled={marks.abstain}
              checked={marks.chosen.includes(c.id)}
              onChange={(e) =>
                onChange({
                  ...marks,
                  chosen: e.currentTarget.checked ? [...marks.chosen, c.id] : marks.chosen.filter((id) => id !== c.id),
                })
              }
            />
          ))}
        </Stack>
      )}
      {position.writeIns && (
        <TextInput
          label="Write-in"
          placeholder="A name not listed"
          value={marks.writeIn}
          disabled={marks.abstain}
          onChange={(e) => onChange({ ...marks, writeIn: e.currentTarget.value, chosen: single ? [] : marks.chosen })}
        />
      )}
      {position.abstain && (
        <Checkbox
          label="Abstain"
          checked={marks.abstain}
          onChange={(e) => onChange({ abstain: e.currentTarget.checked, chosen: [], writeIn: '' })}
        />
      )}
    </Stack>
  );
}
