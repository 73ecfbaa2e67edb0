import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../app/toasts/toast-store.ts';
import { panelId, tabId, TabList } from '../admin-mappings/mapping-tabs.tsx';
import { AccountsTab } from './accounts-tab.tsx';
import { AnalyticsTab } from './analytics-tab.tsx';
import { CampaignsTab } from './campaigns-tab.tsx';
import { ConnectAccountDialog } from './connect-account-dialog.tsx';
import { CreateCampaignDialog } from './create-campaign-dialog.tsx';
import { platformLabel } from './platforms.ts';
import { PreviewOverlay } from './preview-overlay.tsx';
import { ScheduledPostsTab } from './scheduled-posts-tab.tsx';
import { StatusCard } from './status-card.tsx';
import { Button } from '../../ui/button.tsx';
import { SOCIAL_PLATFORMS, type TSocialPlatform } from '../../../contract/social-rules.ts';

const TABS = [
  { id: 'accounts', label: 'Social Accounts' },
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'scheduled', label: 'Scheduled Posts' },
  { id: 'analytics', label: 'Analytics' },
] as const;
type Tab = (typeof TABS)[number]['id'];

const isPlatform = (value: string | null): value is TSocialPlatform =>
  (SOCIAL_PLATFORMS as readonly (string | null)[]).includes(value);

/**
 * The OAuth sign-in comes back to ?platform=…&connected=1 or &error=…: said once in a toast, then
 * taken out of the address so a reload does not say it again.
 */
function useOAuthOutcome() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const platform = params.get('platform');
    if (!isPlatform(platform)) return;
    if (params.get('connected') === '1') {
      toast({
        title: 'Account connected successfully!',
        description: `${platformLabel(platform)} is connected.`,
        variant: 'success',
      });
    } else if (params.has('error')) {
      toast({
        title: 'Connection failed',
        description: params.get('error') || 'Unknown error occurred',
        variant: 'destructive',
      });
    } else return;
    setParams({}, { replace: true });
  }, [params, setParams]);
}

/** /social-automation (spec 3 §2 'Social-media automation', issue 26). */
export function SocialAutomationPage() {
  useOAuthOutcome();
  const [tab, setTab] = useState<Tab>('accounts');
  const [creating, setCreating] = useState(false);
  const [connecting, setConnecting] = useState<TSocialPlatform | 'any' | null>(null);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [analyticsId, setAnalyticsId] = useState<number | null>(null);

  const viewDetails = (campaignId: number) => {
    setAnalyticsId(campaignId);
    setPreviewId(campaignId);
  };

  return (
    <section aria-labelledby="social-title" className="grid gap-5">
      <nav aria-label="Breadcrumb" className="text-sm text-ink-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/admin" className="hover:text-ink hover:underline">
              Admin
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-medium text-ink">
            Social automation
          </li>
        </ol>
      </nav>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 id="social-title" className="font-display text-3xl font-bold text-ink">
            Social-media automation
          </h1>
          <p className="mt-1 max-w-2xl text-ink-muted">
            AI-written campaigns for Instagram, X, TikTok, Facebook, LinkedIn and Roamly itself:
            generated, checked against each platform&apos;s rules, scheduled and published.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setConnecting('any')}>
            Connect Account
          </Button>
          <Button onClick={() => setCreating(true)}>Create Campaign</Button>
        </div>
      </header>

      <StatusCard />

      <TabList
        label="Social-media automation"
        prefix="social"
        tabs={TABS}
        active={tab}
        onSelect={setTab}
      />
      <div
        role="tabpanel"
        id={panelId('social', tab)}
        aria-labelledby={tabId('social', tab)}
        tabIndex={0}
      >
        {tab === 'accounts' ? (
          <AccountsTab onConnect={(platform) => setConnecting(platform)} />
        ) : tab === 'campaigns' ? (
          <CampaignsTab onCreate={() => setCreating(true)} onViewDetails={viewDetails} />
        ) : tab === 'scheduled' ? (
          <ScheduledPostsTab />
        ) : (
          <AnalyticsTab selectedId={analyticsId} onSelect={setAnalyticsId} />
        )}
      </div>

      {creating ? (
        <CreateCampaignDialog
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            setTab('campaigns');
          }}
        />
      ) : null}
      {connecting ? (
        <ConnectAccountDialog
          initialPlatform={connecting === 'any' ? undefined : connecting}
          onClose={() => setConnecting(null)}
        />
      ) : null}
      {previewId !== null ? (
        <PreviewOverlay campaignId={previewId} onClose={() => setPreviewId(null)} />
      ) : null}
    </section>
  );
}
