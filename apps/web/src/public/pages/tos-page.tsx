import { tosLastUpdated, tosSections } from '../../features/tos/components/tos-sections';
import { usePageClientConfig } from '../page-context';
import { usePageTitle } from '../components';

/** /tos for a visitor without a session: the same terms as the portal's page. */
export default function TosPage() {
  usePageTitle('Terms of Service');
  const { infraContactEmail } = usePageClientConfig();
  return (
    <article aria-labelledby="tos-title">
      <h1 id="tos-title">Terms of Service</h1>
      <p className="cp-muted">Last updated {tosLastUpdated}</p>
      <ol className="cp-tos-sections">
        {tosSections.map((section, index) => (
          <li key={section.title}>
            <h2>
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </li>
        ))}
      </ol>
      {infraContactEmail && (
        <p>
          Contact:{' '}
          <a className="cp-link" href={`mailto:${infraContactEmail}`}>
            {infraContactEmail}
          </a>
        </p>
      )}
    </article>
  );
}
