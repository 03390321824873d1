import { useEffect, useRef, useState } from 'react';
import QrScanner from 'qr-scanner';
import { Alert, Box, Button, Group, Select, Stack } from '@mantine/core';
import { defaultCameraId } from '../lib/scanning';

interface CameraScannerProps {
  /** Called with every decoded text; the page debounces and decides. */
  onDecode: (text: string) => void;
}

/** Camera selection, start/stop and in-browser QR decoding (qr-scanner). */
export function CameraScanner({ onDecode }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<QrScanner | null>(null);
  const decode = useRef(onDecode);
  decode.current = onDecode;
  const [cameras, setCameras] = useState<QrScanner.Camera[] | null>(null);
  const [cameraId, setCameraId] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    QrScanner.listCameras(true)
      .then((list) => {
        if (!live) return;
        setCameras(list);
        setCameraId(defaultCameraId(list));
        if (list.length === 0) setError('Failed to get camera list. Please check camera permissions.');
      })
      .catch(() => live && setError('Failed to get camera list. Please check camera permissions.'));
    return () => {
      live = false;
      scanner.current?.destroy();
      scanner.current = null;
    };
  }, []);

  const start = async () => {
    if (!video.current || !cameraId) return;
    setError(null);
    try {
      if (!scanner.current) {
        scanner.current = new QrScanner(video.current, (result) => decode.current(result.data), {
          returnDetailedScanResult: true,
          preferredCamera: cameraId,
          highlightScanRegion: true,
          maxScansPerSecond: 10,
        });
      } else {
        await scanner.current.setCamera(cameraId);
      }
      await scanner.current.start();
      setRunning(true);
    } catch {
      setError('Failed to start camera');
      setRunning(false);
    }
  };
  const stop = () => {
    scanner.current?.stop();
    setRunning(false);
  };
  const choose = async (id: string | null) => {
    setCameraId(id);
    if (id && running && scanner.current) {
      try {
        await scanner.current.setCamera(id);
      } catch {
        setError('Failed to start camera');
      }
    }
  };

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group align="flex-end" gap="sm">
        <Select
          label="Camera"
          placeholder={cameras === null ? 'Loading cameras…' : 'No camera found'}
          data={(cameras ?? []).map((c, i) => ({ value: c.id, label: c.label || `Camera ${i + 1}` }))}
          value={cameraId}
          onChange={choose}
          allowDeselect={false}
          disabled={!cameras?.length}
          w={{ base: '100%', xs: 300 }}
        />
        {running ? (
          <Button color="red" onClick={stop}>
            Stop Scanning
          </Button>
        ) : (
          <Button onClick={start} disabled={!cameraId}>
            Start Scanning
          </Button>
        )}
      </Group>
      <Box
        maw={480}
        style={{
          borderRadius: 8,
          overflow: 'hidden',
          background: 'var(--mantine-color-dark-7)',
          display: running ? 'block' : 'none',
        }}
      >
        <video ref={video} muted playsInline aria-label="Camera preview" style={{ width: '100%', display: 'block' }} />
      </Box>
    </Stack>
  );
}
