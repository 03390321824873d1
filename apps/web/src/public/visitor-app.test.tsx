import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { visitorPages } from './pages';
import { VisitorApp } from './visitor-app';

describe("the light pages' frame", () => {
  it('has a navigation landmark with the store and sign-in, beside the main content', () => {
    render(<VisitorApp page={visitorPages.tos} params={{}} />);
    const nav = screen.getByRole('navigation', { name: 'Portal' });
    expect(within(nav).getByRole('link', { name: 'Store' })).toHaveAttribute('href', '/store');
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
