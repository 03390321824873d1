import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { StatusPage } from '../components/status-page';
import { paths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';
import { paymentsNotSetUpMessage } from '@cp/contracts/payments';

// The portal's own hook (it needs only React): the light pages name their tabs the same way.
export { usePageTitle };

interface NoticeProps {
  tone: 'info' | 'success' | 'warn' | 'error';
  title: string;
  children?: ReactNode;
}

/** A titled message; errors are announced at once (alert), the rest politely (status). */
export function Notice({ tone, title, children }: NoticeProps) {
  return (
    <div className={`cp-notice cp-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <strong>{title}</strong>
      {children && <div>{children}</div>}
    </div>
  );
}

export { usePaymentsOff } from './page-context';

/** In place of Pay, Buy or Check out when the portal takes no payments. */
export function PaymentsOffNotice() {
  return <Notice tone="warn" title={paymentsNotSetUpMessage} />;
}

/** Grey blocks where content will be; screen readers hear the label once. */
export function Skeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div role="status" aria-label={label} className="cp-skeleton-group">
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="cp-skeleton" style={{ width: index === 0 ? '60%' : '100%' }} />
      ))}
    </div>
  );
}

/** The portal's not-found page, in the light page's frame. */
export function NotFound() {
  usePageTitle('Page Not Found');
  // The portal's not-found frame and words; a plain link, as there is no router here.
  return (
    <StatusPage title="Page Not Found">
      <p>The page you asked for does not exist, or it has moved.</p>
      <a className="cp-button" href={paths.home}>
        Go to the home page
      </a>
    </StatusPage>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  description?: string;
  error?: string | null;
}

/** A labelled input with its description and error tied to it for screen readers. */
export function Field({ label, description, error, ...input }: FieldProps) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="cp-field">
      <label htmlFor={id}>{label}</label>
      {description && (
        <div id={`${id}-description`} className="cp-field-description">
          {description}
        </div>
      )}
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...input} />
      {error && (
        <div id={`${id}-error`} className="cp-field-error">
          {error}
        </div>
      )}
    </div>
  );
}
