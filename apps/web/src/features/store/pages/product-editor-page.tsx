import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { editStoreProductPath, paths, storeProductDashboardPath } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminProductQuery } from '../api/get-admin-product';
import { ImageCropper } from '../components/image-cropper';
import { ProductForm } from '../components/product-form';

/** /tickets/products/new and /tickets/products/{id}/edit: the manager's product editor. */
export default function ProductEditorPage() {
  const { productId } = useParams();
  const navigate = useNavigate();
  usePageTitle(productId ? 'Edit product' : 'New product');
  const product = useAdminProductQuery(productId);
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState(false);

  if (!productId) {
    return (
      <Stack gap="lg" maw={880}>
        <Title order={1}>New product</Title>
        <Text size="sm" c="dimmed">
          Add its picture once it is created.
        </Text>
        <ProductForm onSaved={(p) => void navigate(editStoreProductPath(p.productId))} />
      </Stack>
    );
  }
  if (product.isPending) return <Skeleton height={480} radius="md" data-testid="editor-skeleton" />;
  if (product.isError) {
    return (
      <Alert color="red" title="Could not load the product" role="alert">
        {errorMessage(product.error, 'Please try again.')}
      </Alert>
    );
  }
  const confirmDelete = () =>
    remove.mutate(productId, {
      onSuccess: () => {
        notify({ color: 'green', title: 'Deleted', message: `${product.data.name} is gone from the store.` });
        void navigate(paths.tickets);
      },
    });
  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between">
        <Title order={1}>Edit {product.data.name}</Title>
        <Button color="red" variant="light" onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </Group>
      <ImageCropper productId={productId} imageUrl={product.data.imageUrl ?? null} />
      <Divider />
      <ProductForm
        product={product.data}
        onSaved={() => {
          notify({ color: 'green', title: 'Saved', message: 'The product was saved.' });
          void navigate(storeProductDashboardPath(productId));
        }}
      />
      <ConfirmModal
        opened={deleting}
        title={`Delete ${product.data.name}?`}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => {
          remove.reset();
          setDeleting(false);
        }}
      >
        <Text size="sm">It leaves the store. A product with orders cannot be deleted: close its sales instead.</Text>
        {remove.isError && (
          <Alert color="red" role="alert" mt="sm">
            {errorMessage(remove.error, 'Could not delete it.')}
          </Alert>
        )}
      </ConfirmModal>
    </Stack>
  );
}
