import { useState, type FormEvent } from 'react';
import { Alert, Button, Code, FileInput, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { importLinksRequest } from '@cp/contracts/links';
import { errorMessage } from '../../../lib/api-client';
import { useImportLinks } from '../api/import-links';
import { ImportResult } from './import-result';

interface ImportLinksModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Many links at once from a CSV file or pasted text; the answer lists what was made and what was not. */
export function ImportLinksModal({ opened, onClose }: ImportLinksModalProps) {
  const importLinks = useImportLinks();
  const [csv, setCsv] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    // The file's text goes into the box, so it can be checked (or fixed) before it is sent.
    if (chosen) setCsv(await chosen.text());
  };
  const close = () => {
    importLinks.reset();
    setCsv('');
    setFile(null);
    setProblem(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = importLinksRequest.safeParse({ csv: csv.trim() });
    setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? 'The CSV is not valid'));
    if (checked.success) importLinks.mutate(checked.data.csv);
  };

  return (
    <Modal opened={opened} onClose={close} title="Import links from CSV" size="lg">
      <form onSubmit={submit} noValidate aria-label="Import links">
        <Stack gap="sm">
          <Text size="sm">
            The first line is the header <Code>slug,redirect,access,tags</Code>; separate access groups and tags with{' '}
            <Code>;</Code>.
          </Text>
          <FileInput
            label="CSV file"
            placeholder="Choose a .csv file"
            accept=".csv,text/csv"
            clearable
            leftSection={<IconFileTypeCsv size={16} aria-hidden />}
            value={file}
            onChange={(chosen) => void chooseFile(chosen)}
          />
          <Textarea
            label="Or paste the CSV"
            autosize
            minRows={4}
            maxRows={12}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            value={csv}
            onChange={(event) => setCsv(event.currentTarget.value)}
            error={problem}
          />
          {importLinks.isError && (
            <Alert color="red" title="Import failed" role="alert">
              {errorMessage(importLinks.error, 'Please try again.')}
            </Alert>
          )}
          {importLinks.data && <ImportResult result={importLinks.data} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {importLinks.data ? 'Done' : 'Cancel'}
            </Button>
            <Button type="submit" loading={importLinks.isPending}>
              Import
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
