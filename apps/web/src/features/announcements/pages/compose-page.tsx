import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { AudiencePart } from '@cp/contracts/announcements';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { announcementPath } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { countAudience, previewAnnouncement, testSendAnnouncement, useCreateAnnouncement } from '../api/announcements';
import { AudienceBuilder } from '../components/audience-builder';
import { MailPreview } from '../components/mail-preview';

/** Officers write an announcement, pick its audience, see its reach and preview, then send or schedule it. */
export default function ComposePage() {
  usePageTitle('New announcement');
  const navigate = useNavigate();
  const create = useCreateAnnouncement();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [audience, setAudience] = useState<AudiencePart[]>([]);
  const [isPublic, setPublic] = useState(false);
  const [postToDiscord, setPostToDiscord] = useState(false);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendAt, setSendAt] = useState('');
  const [reach, setReach] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const content = { subject, body };

  const attempt = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(errorMessage(caught, 'Please try again.'));
    }
  };
  const count = () =>
    attempt(async () => {
      const { count: people, skipped, invalidEntries } = await countAudience(audience);
      setReach(
        `Reaches ${people - skipped} ${people - skipped === 1 ? 'person' : 'people'}` +
          (skipped ? ` (${skipped} skipped: unsubscribed or suppressed)` : '') +
          (invalidEntries.length ? `. Not a NetID or an email: ${invalidEntries.join(', ')}` : ''),
      );
    });
  const showPreview = () => attempt(async () => setPreview((await previewAnnouncement(content)).html));
  const testSend = () =>
    attempt(async () => {
      const { sentTo } = await testSendAnnouncement(content);
      notify({ color: 'green', message: `Test sent to ${sentTo}` });
    });
  const submit = () =>
    attempt(async () => {
      const at = when === 'later' ? Math.floor(new Date(sendAt).getTime() / 1000) : undefined;
      if (when === 'later' && !Number.isFinite(at)) throw new Error('Choose when to send it.');
      const created = await create.mutateAsync({
        ...content,
        audience,
        visibility: isPublic ? 'public' : 'members',
        postToDiscord,
        ...(at ? { sendAt: at } : {}),
      });
      notify({
        color: 'green',
        message: created.status === 'scheduled' ? 'Announcement scheduled' : 'Sending started',
      });
      await navigate(announcementPath(created.id));
    }).catch(() => {});

  return (
    <Stack gap="md" maw={960}>
      <Title order={1}>New announcement</Title>
      <TextInput label="Subject" required value={subject} onChange={(e) => setSubject(e.currentTarget.value)} />
      <Textarea
        label="Message"
        description="Markdown: **bold**, _italic_, [links](https://…), lists."
        required
        autosize
        minRows={6}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
      />
      <Title order={2} size="h4">
        Audience
      </Title>
      <AudienceBuilder value={audience} onChange={(parts) => (setAudience(parts), setReach(null))} />
      <Group>
        <Button variant="default" onClick={() => void count()} disabled={audience.length === 0}>
          Count recipients
        </Button>
        {reach ? <Text role="status">{reach}</Text> : null}
      </Group>
      <Switch
        label="Public: anyone can read it in the archive"
        checked={isPublic}
        onChange={(e) => setPublic(e.currentTarget.checked)}
      />
      <Checkbox
        label="Also post it to the chapter's Discord channel"
        checked={postToDiscord}
        onChange={(e) => setPostToDiscord(e.currentTarget.checked)}
      />
      <Group>
        <Button variant="default" onClick={() => void showPreview()} disabled={!subject.trim() || !body.trim()}>
          Preview
        </Button>
        <Button variant="default" onClick={() => void testSend()} disabled={!subject.trim() || !body.trim()}>
          Send me a test
        </Button>
      </Group>
      {preview ? <MailPreview html={preview} /> : null}
      <SegmentedControl
        aria-label="When to send"
        value={when}
        onChange={(v) => setWhen(v as 'now' | 'later')}
        data={[
          { value: 'now', label: 'Send now' },
          { value: 'later', label: 'Schedule' },
        ]}
      />
      {when === 'later' ? (
        <TextInput
          type="datetime-local"
          label="Send at"
          value={sendAt}
          onChange={(e) => setSendAt(e.currentTarget.value)}
        />
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={() => void submit()} loading={create.isPending}>
          {when === 'later' ? 'Schedule announcement' : 'Send announcement'}
        </Button>
      </Group>
    </Stack>
  );
}
