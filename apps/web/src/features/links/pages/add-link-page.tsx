import { useNavigate, useSearchParams } from 'react-router';
import { Stack, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title';
import { LinkForm } from '../components/link-form';
import { emptyLinkValues } from '../form-values';
import { previousPageFrom } from '../previous-page';

export default function AddLinkPage() {
  usePageTitle('Add Link');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Title order={1}>Add Link</Title>
      <LinkForm initialValues={emptyLinkValues} onDone={() => navigate(previousPageFrom(params))} />
    </Stack>
  );
}
