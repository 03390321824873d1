import { Alert, Anchor, Button, Group, Stack, Title, useMantineTheme } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeactivatePaymentLinks } from '../api/deactivate-payment-links';
import { usePaymentLinksQuery } from '../api/list-payment-links';
import { CreatePaymentLinkForm } from '../components/create-payment-link-form';
import { DeactivateLinksModal } from '../components/deactivate-links-modal';
import { PaymentLinkCards } from '../components/payment-link-cards';
import { PaymentLinksTable } from '../components/payment-links-table';
import { paymentLinksCsvColumns, paymentLinksCsvRows, sharedInvoiceLinkIds } from '../invoice-ids';
import { countOf } from '../../../lib/plural';
import { isUnpaid } from '../components/format';
import { notify } from '../../../lib/notify';

export default function PaymentLinksPage() {
  usePageTitle('Payment Link Creator');
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  const links = usePaymentLinksQuery();
  // `?status=unpaid`: the home's "Unpaid payment links" card, counted the same way. The form's
  // duplicate check, the export and the shared-invoice marks still read every link.
  const unpaidOnly = useSearchParams()[0].get('status') === 'unpaid';
  const shown = unpaidOnly ? links.data?.filter(isUnpaid) : links.data;
  const deactivate = useDeactivatePaymentLinks();
  const currentUser = useAuth().session?.username ?? '';
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);

  // Only active links can be selected; a link that became inactive drops out of the selection.
  const active = shown?.filter((link) => link.active) ?? [];
  const selected = new Set(active.filter((link) => picked.has(link.id)).map((link) => link.id));
  const selectedLinks = active.filter((link) => selected.has(link.id));
  const toggle = (id: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setPicked(selectedLinks.length === active.length ? new Set() : new Set(active.map((link) => link.id)));

  const confirm = () =>
    deactivate.mutate([...selected], {
      onSuccess: (failed) => {
        setConfirming(false);
        setPicked(new Set(failed));
        if (failed.length > 0)
          notify({
            color: 'red',
            title: 'Error',
            message: `Failed to deactivate ${failed.length} link(s)`,
          });
        else
          notify({
            color: 'green',
            title: 'Deactivated',
            message: `${countOf(selected.size, 'link')} deactivated.`,
          });
      },
    });

  const viewProps = {
    links: links.isError ? [] : shown,
    selected,
    onToggle: toggle,
    onToggleAll: toggleAll,
    currentUser,
    sharedInvoice: sharedInvoiceLinkIds(links.data),
  };
  return (
    <Stack gap="lg">
      <Title order={1}>Payment Link Creator</Title>
      <CreatePaymentLinkForm links={links.data} />
      <Group justify="space-between">
        <Title order={2} size="h3">
          Payment links
        </Title>
        <Group gap="sm">
          <ExportCsvButton
            filename="payment-links"
            columns={paymentLinksCsvColumns}
            rows={links.data && paymentLinksCsvRows(links.data)}
          />
          {selected.size > 0 && (
            <Button color="red" onClick={() => setConfirming(true)}>
              Deactivate {countOf(selected.size, 'link')}
            </Button>
          )}
        </Group>
      </Group>
      {unpaidOnly && (
        <Alert color="blue" title="Unpaid payment links" role="status">
          Only the active links not yet paid in full are shown.{' '}
          <Anchor component={Link} to="/stripe">
            Show all payment links
          </Anchor>
        </Alert>
      )}
      {links.isError && (
        <Alert color="red" title="Failed to get payment links" role="alert">
          Please try again or contact support.
        </Alert>
      )}
      {phone ? <PaymentLinkCards {...viewProps} /> : <PaymentLinksTable {...viewProps} />}
      <DeactivateLinksModal
        links={selectedLinks}
        opened={confirming}
        pending={deactivate.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
