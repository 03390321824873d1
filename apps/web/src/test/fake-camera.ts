import { vi } from 'vitest';

type Decoded = (result: { data: string }) => void;
const decoders = new Set<Decoded>();

/**
 * the test DOM has no camera, so every web test gets this scanner library instead of qr-scanner
 * (setup.ts). One mock for all: the files of a worker share their modules (vitest.config.ts), so
 * a mock made in one test file would reach the next one's imports too.
 */
export const fakeCamera = {
  /** The cameras the browser reports; none unless a test says otherwise. */
  listCameras: vi.fn<() => Promise<{ id: string; label: string }[]>>(),
  /** Hands every running scanner a decoded text, as the camera would when a code is held up. */
  show(text: string) {
    for (const decoded of decoders) decoded({ data: text });
  },
  reset() {
    fakeCamera.listCameras.mockReset();
    fakeCamera.listCameras.mockResolvedValue([]);
    decoders.clear();
  },
};

export class FakeQrScanner {
  static listCameras = () => fakeCamera.listCameras();
  private readonly decoded: Decoded;

  constructor(_video: HTMLVideoElement, decoded: Decoded) {
    this.decoded = decoded;
  }

  async start() {
    decoders.add(this.decoded);
  }

  stop() {
    decoders.delete(this.decoded);
  }

  destroy() {
    decoders.delete(this.decoded);
  }

  async setCamera() {}
}
