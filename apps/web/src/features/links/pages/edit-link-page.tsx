import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { linkStatsPath } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLinkQuery } from '../api/get-link';
import { LinkForm } from '../components/link-form';
import { QrDownload } from '../components/qr-download';
import { shortUrl, useShortLinkOrigin } from '../short-url';
import { toLinkFormValues } from '../form-values';
import { linksHome, previousPageFrom } from '../previous-page';
import { notify } from '../../../lib/notify';

export default function EditLinkPage() {
  usePageTitle('Edit Link');
  const slug = useParams()['*'] ?? '';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const link = useLinkQuery(slug);
  const origin = useShortLinkOrigin();

  // spec section 8: when the link cannot be fetched, say so and go back to the list.
  const failed = link.isError;
  const failure = link.error;
  useEffect(() => {
    if (!failed) return;
    notify({
      color: 'red',
      title: 'Failed to fetch link data',
      message: errorMessage(failure, 'Please try again.'),
    });
    navigate(linksHome, { replace: true });
  }, [failed, failure, navigate]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>Edit Link</Title>
        <Button component={RouterLink} to={linkStatsPath(slug)} variant="default" size="xs">
          Stats
        </Button>
      </Group>
      {link.isPending && <Skeleton height={320} maw={640} role="status" aria-label="Loading the link" />}
      {link.data && (
        <LinkForm
          initialValues={toLinkFormValues(link.data)}
          existing={link.data}
          onDone={() => navigate(previousPageFrom(params))}
        />
      )}
      {link.data && (
        <Card component="section" withBorder radius="md" padding="md" maw={640} aria-labelledby="link-qr-title">
          <Title order={2} size="h4" id="link-qr-title" mb="sm">
            QR code
          </Title>
          <QrDownload slug={link.data.slug} shortUrl={shortUrl(origin, link.data.slug)} preview />
        </Card>
      )}
    </Stack>
  );
}
