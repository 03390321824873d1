import type { ReactNode } from 'react';
import { isApiError } from '../../../lib/api-client';
import { testCheckoutNotice } from '../../../features/payments/local-provider';
import { Notice, Skeleton } from '../../components';
import './payments.css';

/** The frame of the local provider's light pages, as the portal's: the title, that it is a test, a card. */
export function TestCheckoutFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="cp-test-checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{title}</h1>
      <Notice tone="warn" title={testCheckoutNotice.title}>
        {testCheckoutNotice.text}
      </Notice>
      <div className="cp-panel">{children}</div>
    </section>
  );
}

/** While the first call is out, or why it failed: a missing id is told apart from other failures. */
export function LoadingOrFailed({ title, load, texts }: LoadingOrFailedProps) {
  const { error } = load;
  return (
    <TestCheckoutFrame title={title}>
      {load.status === 'pending' ? (
        <Skeleton label={`Loading ${title.toLowerCase()}`} lines={2} />
      ) : (
        <Notice tone="error" title={isApiError(error) && error.status === 404 ? texts.missing : texts.failed} />
      )}
    </TestCheckoutFrame>
  );
}

interface LoadingOrFailedProps {
  title: string;
  load: { status: 'pending' | 'error'; error?: unknown };
  texts: { missing: string; failed: string };
}
