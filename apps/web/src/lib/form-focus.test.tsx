import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { focusFirstError } from './form-focus';

describe('focusFirstError', () => {
  it('focuses the refused field that comes first on the page, whatever order the errors are in', () => {
    render(
      <form>
        <input aria-label="Name" data-path="name" />
        <input aria-label="Email" data-path="email" />
        <input aria-label="Code" data-path="code" />
      </form>,
    );
    const form = { getInputNode: (path: string) => document.querySelector<HTMLElement>(`[data-path="${path}"]`) };
    focusFirstError(form)({ code: 'Required', email: 'Not an email', unbound: 'No field' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });
});
