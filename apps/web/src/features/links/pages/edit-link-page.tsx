import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Skeleton, Stack, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLinkQuery } from '../api/get-link';
import { LinkForm } from '../components/link-form';
import { toLinkFormValues } from '../form-values';
import { linksHome, previousPageFrom } from '../previous-page';
import { notify } from '../../../lib/notify';

export default function EditLinkPage() {
  usePageTitle('Edit Link');
  const slug = useParams()['*'] ?? '';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const link = useLinkQuery(slug);

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
      <Title order={1}>Edit Link</Title>
      {link.isPending && <Skeleton height={320} maw={640} role="status" aria-label="Loading the link" />}
      {link.data && (
        <LinkForm
          initialValues={toLinkFormValues(link.data)}
          existing={link.data}
          onDone={() => navigate(previousPageFrom(params))}
        />
      )}
    </Stack>
  );
}
