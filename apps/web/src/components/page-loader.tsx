import './plain.css';

interface PageLoaderProps {
  label?: string;
  /** Fill the viewport (outside the shell) rather than the content area. */
  fullPage?: boolean;
}

/** A light loading indicator that needs no component library. */
export function PageLoader({ label = 'Loading…', fullPage = false }: PageLoaderProps) {
  const loader = (
    <div className="cp-loader" role="status" aria-live="polite">
      <span className="cp-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
  return fullPage ? <main className="cp-full-page">{loader}</main> : loader;
}
