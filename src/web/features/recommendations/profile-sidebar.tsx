import { useQuery } from '@tanstack/react-query';
import { Lightbulb, Sparkles, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { TSelfUser } from '../../../contract/users.ts';
import { humanizeOption } from '../../lib/format.ts';
import { Card, CardHeader } from '../../ui/card.tsx';
import { profileKeyOf, travelInsightsQuery } from './queries.ts';

/** Spec 2 §2: the profile card's defaults when the member has not said. */
export const PROFILE_DEFAULTS = { style: 'Adventure', interests: 'Beaches', languages: 'English' };

export function AiBanner() {
  return (
    <section
      aria-labelledby="ai-banner-title"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-strong via-brand to-accent p-5 text-on-brand shadow-sm"
    >
      <Sparkles aria-hidden="true" className="absolute -top-3 -right-3 size-24 opacity-15" />
      <p className="flex items-center gap-2 text-xs font-semibold tracking-wide uppercase opacity-90">
        <Sparkles aria-hidden="true" className="size-4" />
        AI-powered
      </p>
      <h2 id="ai-banner-title" className="mt-2 font-display text-xl font-semibold">
        Trips picked for you
      </h2>
      <p className="mt-1 text-sm opacity-90">
        Matched to your travel profile and the filters you choose, with the reasons shown.
      </p>
    </section>
  );
}

function ProfileRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="text-sm text-ink">{value}</dd>
    </div>
  );
}

/** 'Your Travel Profile': style, interests and languages from settings (spec 2 §2 defaults). */
export function TravelProfileCard({ user }: { user: TSelfUser }) {
  const list = (values: readonly string[], fallback: string) =>
    values.length > 0 ? values.map(humanizeOption).join(', ') : fallback;
  return (
    <Card aria-labelledby="travel-profile-title">
      <CardHeader
        id="travel-profile-title"
        title="Your Travel Profile"
        icon={<UserRound className="size-5" />}
      />
      <dl className="grid gap-3">
        <ProfileRow
          label="Style"
          value={user.travelStyle ? humanizeOption(user.travelStyle) : PROFILE_DEFAULTS.style}
        />
        <ProfileRow
          label="Interests"
          value={list(user.travelInterests, PROFILE_DEFAULTS.interests)}
        />
        <ProfileRow label="Languages" value={list(user.languages, PROFILE_DEFAULTS.languages)} />
      </dl>
      <Link
        to="/settings"
        className="mt-4 inline-flex text-sm font-semibold text-brand underline-offset-4 hover:underline"
      >
        Edit travel profile
      </Link>
    </Card>
  );
}

/** 'AI Travel Insights' for the member's style (spec 2 §2 placeholder while loading). */
export function TravelInsightsCard({ user }: { user: TSelfUser }) {
  const insights = useQuery(travelInsightsQuery(profileKeyOf(user)));
  return (
    <Card aria-labelledby="travel-insights-title" aria-busy={insights.isPending || undefined}>
      <CardHeader
        id="travel-insights-title"
        title="AI Travel Insights"
        icon={<Lightbulb className="size-5" />}
      />
      {insights.data ? (
        <ul className="grid gap-3 text-sm text-ink-muted">
          {insights.data.insights.map((insight) => (
            <li key={insight} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
              <span>{insight}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="text-sm text-ink-muted">
          {insights.isError
            ? 'Insights are not available right now.'
            : 'Getting personalized insights for your travel style...'}
        </p>
      )}
    </Card>
  );
}
