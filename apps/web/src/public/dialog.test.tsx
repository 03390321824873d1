import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './dialog';

const user = userEvent.setup({ delay: null });

function Opener({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Withdraw
      </button>
      {opened && (
        <ConfirmDialog
          title="Withdraw your RSVP?"
          confirmLabel="Confirm"
          pending={false}
          onConfirm={onConfirm}
          onClose={() => setOpened(false)}
        >
          <p>You will leave the waitlist.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

async function openDialog(onConfirm?: () => void) {
  render(<Opener onConfirm={onConfirm} />);
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  return screen.getByRole('dialog', { name: 'Withdraw your RSVP?' });
}

describe("the light pages' confirmation dialog", () => {
  it('is a modal dialog named by its title, with the focus inside it on Cancel', async () => {
    const dialog = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('You will leave the waitlist.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('keeps Tab inside it, both ways', async () => {
    const dialog = await openDialog();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it.each([
    ['Escape', () => user.keyboard('{Escape}')],
    ['Cancel', () => user.click(screen.getByRole('button', { name: 'Cancel' }))],
  ])('closes on %s without confirming, and gives the focus back to what opened it', async (_, close) => {
    const onConfirm = vi.fn();
    await openDialog(onConfirm);
    await close();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with its button', async () => {
    const onConfirm = vi.fn();
    const dialog = await openDialog(onConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
