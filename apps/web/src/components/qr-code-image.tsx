import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { Image, Skeleton } from '@mantine/core';

/** `text` drawn as a QR code (a data URL), or null while drawing. */
export function useQrDataUrl(text: string | undefined, size: number): string | null {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    QRCode.toDataURL(text, { width: size, margin: 2, errorCorrectionLevel: 'M' })
      .then((url) => current && setDrawn({ text, url }))
      .catch(() => current && setDrawn(null));
    return () => {
      current = false;
    };
  }, [text, size]);
  // A code drawn for other text is never shown for this one.
  return text && drawn?.text === text ? drawn.url : null;
}

/** A QR code image on white (scanners need the contrast, in dark mode too); a placeholder while drawing. */
export function QrCodeImage({ text, alt, size }: { text: string; alt: string; size: number }) {
  const url = useQrDataUrl(text, size);
  if (!url) return <Skeleton height={size} width={size} aria-hidden />;
  return (
    <Image
      src={url}
      alt={alt}
      w={size}
      h={size}
      fit="contain"
      radius="sm"
      bg="white"
      style={{ imageRendering: 'pixelated', flexShrink: 0 }}
    />
  );
}
