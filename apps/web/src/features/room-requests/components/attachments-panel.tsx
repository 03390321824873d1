import { useState } from 'react';
import { Alert, Anchor, Button, FileInput, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { attachmentContentTypes, type RoomRequestAttachment } from '@cp/contracts/room-requests';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/time';
import { roomRequestsQueryKey } from '../api/query-keys';
import { refusalOf, uploadAttachment } from '../api/upload-attachment';

const sizeOf = (bytes: number) =>
  bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;

interface AttachmentsPanelProps {
  semester: string;
  requestId: string;
  attachments: RoomRequestAttachment[];
  /** The requester and the reviewers attach; everyone who reads the request downloads. */
  canAttach: boolean;
}

export function AttachmentsPanel({ semester, requestId, attachments, canAttach }: AttachmentsPanelProps) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = (next: File | null) => {
    setFile(next);
    setError(next ? refusalOf(next) : null);
  };
  const send = async () => {
    if (!file || refusalOf(file)) return;
    setError(null);
    setProgress(0);
    try {
      await uploadAttachment({ semester, requestId }, file, setProgress);
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: roomRequestsQueryKey });
    } catch (failure) {
      setError(errorMessage(failure, 'The upload failed. Please try again.'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          Attachments
        </Title>
        {attachments.length === 0 ? (
          <Text size="sm" c="dimmed">
            No files attached.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Attachments">
            {attachments.map((attachment) => (
              <li key={attachment.attachmentId}>
                <Anchor
                  href={attachment.downloadUrl}
                  download={attachment.filename}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {attachment.filename}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {sizeOf(attachment.sizeBytes)} · {attachment.createdBy} · {formatDateTime(attachment.createdAt)}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {canAttach && (
          <Stack gap="sm">
            <Group align="flex-end" gap="sm">
              <FileInput
                label="Attach a file"
                description="PDF, JPEG, HEIC or PNG, at most 10 MB"
                placeholder="Choose a file"
                accept={attachmentContentTypes.join(',')}
                value={file}
                onChange={choose}
                clearable
                disabled={progress !== null}
                style={{ flex: 1, minWidth: 220 }}
              />
              <Button onClick={send} disabled={!file || !!error} loading={progress !== null}>
                Upload
              </Button>
            </Group>
            {progress !== null && <Progress value={Math.round(progress * 100)} aria-label="Upload progress" animated />}
            {error && (
              <Alert color="red" title="The file was not attached" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
