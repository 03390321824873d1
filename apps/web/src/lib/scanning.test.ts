import { describe, expect, it } from 'vitest';
import { createDebounce, defaultCameraId } from './scanning';

describe('scanner helpers', () => {
  it('picks the rear camera when one is labelled so, else the first', () => {
    expect(
      defaultCameraId([
        { id: '1', label: 'Front Camera' },
        { id: '2', label: 'Back Camera' },
      ]),
    ).toBe('2');
    expect(defaultCameraId([{ id: '1', label: 'fake_device_0' }])).toBe('1');
    expect(defaultCameraId([])).toBeNull();
  });
  it('debounces results for 2 seconds', () => {
    let now = 0;
    const accept = createDebounce(2000, () => now);
    expect(accept()).toBe(true);
    now = 1999;
    expect(accept()).toBe(false);
    now = 2000;
    expect(accept()).toBe(true);
  });
});
