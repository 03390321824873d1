import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Alert, Box, Button, FileButton, Group, Image, Slider, Stack, Text } from '@mantine/core';
import { maxImageBytes } from '@cp/contracts/store';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useUploadProductImage } from '../api/upload-product-image';
import { cropToJpeg } from '../crop-image';

interface ImageCropperProps {
  productId: string;
  imageUrl: string | null;
}

/** The product's picture: choose a file, drag and zoom to a square, upload the cropped JPEG. */
export function ImageCropper({ productId, imageUrl }: ImageCropperProps) {
  const upload = useUploadProductImage();
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = (file: File | null) => {
    if (!file) return;
    setError(null);
    const reader = new FileReader();
    reader.onload = () => setSource(String(reader.result));
    reader.readAsDataURL(file);
  };
  const save = async () => {
    if (!source || !area) return;
    try {
      const dataUrl = await cropToJpeg(source, area, maxImageBytes);
      upload.mutate(
        { productId, dataUrl },
        {
          onSuccess: () => {
            setSource(null);
            notify({ color: 'green', title: 'Picture saved', message: 'The store shows the new picture.' });
          },
          onError: (e) => setError(errorMessage(e, 'The upload failed. Please try again.')),
        },
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The picture could not be cropped.');
    }
  };

  return (
    <Stack gap="sm">
      <Text fw={500}>Picture</Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {source ? (
        <>
          <Box pos="relative" h={300} maw={400} bg="dark.7" style={{ borderRadius: 8, overflow: 'hidden' }}>
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={1}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          </Box>
          <Slider
            label="Zoom"
            aria-label="Zoom"
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={setZoom}
            maw={400}
          />
          <Group>
            <Button onClick={() => void save()} loading={upload.isPending} disabled={!area}>
              Save picture
            </Button>
            <Button variant="default" onClick={() => setSource(null)}>
              Cancel
            </Button>
          </Group>
        </>
      ) : (
        <Group>
          {imageUrl && <Image src={imageUrl} alt="The product's picture" w={120} h={120} radius="md" />}
          <FileButton onChange={choose} accept="image/png,image/jpeg,image/webp">
            {(props) => (
              <Button variant="default" {...props}>
                {imageUrl ? 'Replace picture' : 'Choose a picture'}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
    </Stack>
  );
}
