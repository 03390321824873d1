interface Notice {
  tone: 'info' | 'warn' | 'error';
  title: string;
  text?: string;
}

/** The notices the query string asks for: ?lc=true, ?li=true and ?error=callback_failed. */
export function loginNotices(params: URLSearchParams): Notice[] {
  const notices: Notice[] = [];
  if (params.get('error') === 'callback_failed') {
    notices.push({ tone: 'error', title: 'Login failed - Please clear your cookies and try again.' });
  }
  if (params.get('lc') === 'true') {
    notices.push({ tone: 'info', title: 'Logged Out', text: 'You have been signed out of the portal.' });
  }
  if (params.get('li') === 'true') {
    notices.push({ tone: 'warn', title: 'Authentication Required', text: 'Sign in to continue to that page.' });
  }
  return notices;
}

export function LoginNotices({ params }: { params: URLSearchParams }) {
  return (
    <>
      {loginNotices(params).map((notice) => (
        <div
          key={notice.title}
          className={`cp-notice cp-notice--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          <strong>{notice.title}</strong>
          {notice.text}
        </div>
      ))}
    </>
  );
}
