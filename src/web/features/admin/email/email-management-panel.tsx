import { Link } from 'react-router';
import { RecipientsTable } from './recipients-table.tsx';
import { TemplatesCard } from './templates-card.tsx';
import { TestSendCard } from './test-send-card.tsx';
import { WelcomeCampaignCard } from './welcome-campaign-card.tsx';

/**
 * Email management (spec 3 §2): templates, the test send and the welcome campaign with its
 * progress, then the recipients. The dashboard's default tab and /admin/email show it.
 */
export function EmailManagementPanel() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <TemplatesCard />
        <TestSendCard />
      </div>
      <WelcomeCampaignCard />
      <RecipientsTable />
      <p className="text-sm text-ink-muted">
        The DNS records for the sending domain are in{' '}
        <Link to="/admin/email/settings" className="font-medium text-brand hover:underline">
          e-mail settings
        </Link>
        .
      </p>
    </div>
  );
}
