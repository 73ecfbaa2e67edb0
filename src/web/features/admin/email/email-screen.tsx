import { Link, useRoutes } from 'react-router';
import { DnsRecordsCard } from './dns-records-card.tsx';
import { EmailManagementPanel } from './email-management-panel.tsx';

function Page({
  title,
  intro,
  children,
}: {
  title: string;
  intro: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby="email-title" className="grid gap-4">
      <header>
        <h1 id="email-title" className="font-display text-3xl font-bold text-ink">
          {title}
        </h1>
        <p className="mt-1 text-ink-muted">{intro}</p>
      </header>
      {children}
    </section>
  );
}

/** /admin/email (management) and /admin/email/settings (the sending domain's DNS records). */
export function AdminEmailScreen() {
  return useRoutes([
    {
      index: true,
      element: (
        <Page title="E-mail" intro="Templates, test sends and the welcome campaign.">
          <EmailManagementPanel />
        </Page>
      ),
    },
    {
      path: 'settings',
      element: (
        <Page
          title="E-mail settings"
          intro={
            <>
              What the sending domain must publish.{' '}
              <Link to="/admin/email" className="font-medium text-brand hover:underline">
                Back to e-mail
              </Link>
            </>
          }
        >
          <DnsRecordsCard />
        </Page>
      ),
    },
  ]);
}
