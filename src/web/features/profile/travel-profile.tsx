import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import type { TUserProfile } from '../../../contract/people.ts';
import { travelRows } from './profile-format.ts';
import { Card } from '../../ui/card.tsx';

/**
 * The Travel Profile box (spec 1 §2): only the values the member filled in. Another member's
 * empty box is left out; the owner's invites them to fill it in.
 */
export function TravelProfile({ profile }: { profile: TUserProfile }) {
  const rows = travelRows(profile);
  if (rows.length === 0 && !profile.isSelf) return null;
  return (
    <Card aria-labelledby="travel-profile-title" radius="3xl">
      <h2
        id="travel-profile-title"
        className="flex items-center gap-2 text-base font-semibold text-ink"
      >
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-xl bg-brand-soft text-brand"
        >
          <Compass className="size-4" />
        </span>
        Travel Profile
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">
          Tell other travellers how you like to travel.{' '}
          <Link to="/settings" className="font-semibold text-brand hover:underline">
            Add your travel style, destinations and languages
          </Link>
          .
        </p>
      ) : (
        <dl className="mt-4 grid gap-4">
          {rows.map((row) => (
            <div key={row.key} data-testid={`travel-${row.key}`}>
              <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {row.label}
              </dt>
              {row.kind === 'text' ? (
                <dd className="mt-1 text-sm text-ink">{row.value}</dd>
              ) : (
                <dd className="mt-1.5">
                  <ul className="flex flex-wrap gap-1.5">
                    {row.values.map((value) => (
                      <li
                        key={value}
                        className="rounded-full bg-brand-soft px-2.5 py-1 text-xs font-medium text-brand-strong"
                      >
                        {value}
                      </li>
                    ))}
                  </ul>
                </dd>
              )}
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
