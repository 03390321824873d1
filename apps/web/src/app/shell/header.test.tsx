import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { config } from '../../config';
import { renderWithProviders, signedInUser } from '../../test/render';
import { errorResponse, stubFetch } from '../../test/serve-api';
import { MantineProviders } from '../providers/mantine-providers';
import { Header } from './header';

const renderHeader = () =>
  renderWithProviders(
    <MantineProviders env="test">
      <Header navigation={{ opened: false, toggle: () => {}, controls: 'nav' }} />
    </MantineProviders>,
    { auth: signedInUser(), mantine: false },
  );

beforeEach(() => {
  stubFetch(() => errorResponse(404, 'NotFoundError', 103, 'x'));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Header', () => {
  it("shows the environment label, 'DEV' by default", () => {
    renderHeader();
    expect(screen.getByText('DEV')).toBeInTheDocument();
    expect(screen.getByText(/Environment:/)).toBeInTheDocument();
  });

  it('switches the colour scheme and stores the choice under the portal key', async () => {
    renderHeader();
    expect(window.localStorage.getItem(config.colorSchemeKey)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark colour scheme' }));
    expect(window.localStorage.getItem(config.colorSchemeKey)).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light colour scheme' }));
    expect(window.localStorage.getItem('chapter-portal-color-scheme')).toBe('light');
  });

  it('offers Profile, My Membership and Log out in the user menu', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
    await waitFor(() => {
      expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
      expect(screen.getByRole('menuitem', { name: 'My Membership' })).toHaveAttribute('href', '/membership');
      expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveAttribute('href', '/logout');
    });
  });

  it('closes the open user menu on Tab, which goes on to what follows, and on Shift+Tab back to its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MantineProviders env="test">
        <Header navigation={{ opened: false, toggle: () => {}, controls: 'nav' }} />
        <a href="/next">After the header</a>
      </MantineProviders>,
      { auth: signedInUser(), mantine: false },
    );
    const button = screen.getByRole('button', { name: /User menu/ });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Home' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Mantine returns focus to a menu's button on a 10 ms timer set as it closes: a later timer
    // runs after it, whatever the machine's load, so focus is read once that one has had its turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('link', { name: 'After the header' })).toHaveFocus();
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Home' })).toHaveFocus());
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('gives a signed-out visitor a navigation landmark with the store and sign-in', () => {
    renderWithProviders(
      <MantineProviders env="test">
        <Header />
      </MantineProviders>,
      { mantine: false },
    );
    const nav = screen.getByRole('navigation', { name: 'Portal' });
    expect(within(nav).getByRole('link', { name: 'Store' })).toHaveAttribute('href', '/store');
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('labels the phone navigation toggle', () => {
    renderHeader();
    // The test window is desktop-wide, where the stylesheet hides the burger (hiddenFrom="sm"), and a
    // hidden element has no accessible name: found by its label, then checked to be a button.
    const burger = screen.getByLabelText('Open navigation');
    expect(burger).toHaveRole('button');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-controls', 'nav');
  });
});
