import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProviders } from './mantine-providers';
import { notify } from '../../lib/notify';

describe('notify', () => {
  it('shows one toast at a time per kind: a new one of the same kind replaces the last', async () => {
    render(<MantineProviders env="test">{null}</MantineProviders>);
    act(() => {
      for (const id of ['a', 'b', 'c', 'd']) notify({ color: 'green', title: `Saved ${id}`, message: 'Done.' });
    });
    expect(await screen.findByText('Saved d')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    act(() => {
      notify({ color: 'red', title: 'Failed', message: 'Try again.' });
    });
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });
});
