import { Button, FileButton, Group, Image, Paper, Stack, TextInput, Textarea } from '@mantine/core';
import { maxImageBytes } from '@cp/contracts/store';
import { newCandidate, type CandidateValues } from '../election-form-values';

interface Props {
  candidates: CandidateValues[];
  onChange(candidates: CandidateValues[]): void;
  /** Says why a chosen file was not taken. */
  onProblem(problem: string): void;
}

/** A position's candidates, one box each: name, NetID, statement and an optional photo. */
export function CandidateFields({ candidates, onChange, onProblem }: Props) {
  const set = (index: number, changes: Partial<CandidateValues>) =>
    onChange(candidates.map((c, i) => (i === index ? { ...c, ...changes } : c)));
  const choosePhoto = (index: number, file: File | null) => {
    if (!file) return;
    if (file.size > maxImageBytes) return onProblem('The image is too large (at most 512 KB).');
    const reader = new FileReader();
    reader.onload = () => set(index, { photo: String(reader.result), preview: String(reader.result) });
    reader.readAsDataURL(file);
  };
  return (
    <Stack gap="xs">
      {candidates.map((c, i) => {
        const who = c.name.trim() || `candidate ${i + 1}`;
        return (
          <Paper key={i} withBorder p="xs">
            <Group align="flex-start" wrap="wrap">
              {c.preview && <Image src={c.preview} alt={who} w={64} h={64} radius="sm" fit="cover" />}
              <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
                <Group grow>
                  <TextInput
                    label={`Candidate ${i + 1} name`}
                    value={c.name}
                    onChange={(e) => set(i, { name: e.currentTarget.value })}
                  />
                  <TextInput
                    label={`Candidate ${i + 1} NetID (optional)`}
                    value={c.netId}
                    onChange={(e) => set(i, { netId: e.currentTarget.value })}
                  />
                </Group>
                <Textarea
                  label={`Candidate ${i + 1} statement (optional)`}
                  autosize
                  value={c.statement}
                  onChange={(e) => set(i, { statement: e.currentTarget.value })}
                />
                <Group gap="xs">
                  <FileButton accept="image/png,image/jpeg,image/webp" onChange={(file) => choosePhoto(i, file)}>
                    {(props) => (
                      <Button {...props} size="xs" variant="default">
                        {c.photo ? `Replace the photo of ${who}` : `Add a photo of ${who}`}
                      </Button>
                    )}
                  </FileButton>
                  {c.photo && (
                    <Button size="xs" variant="subtle" onClick={() => set(i, { photo: undefined, preview: undefined })}>
                      Remove the photo of {who}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => onChange(candidates.filter((_, k) => k !== i))}
                  >
                    Remove {who}
                  </Button>
                </Group>
              </Stack>
            </Group>
          </Paper>
        );
      })}
      <Button size="xs" variant="default" w="fit-content" onClick={() => onChange([...candidates, newCandidate()])}>
        Add a candidate
      </Button>
    </Stack>
  );
}
