import { Link2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../app/toasts/toast-store.ts';
import { Card, CardHeader } from '../../ui/card.tsx';
import { CopyTextButton } from '../../ui/copy-text-button.tsx';
import { CUSTOM_URL_CITIES, DESTINATION_TOTAL, destinationUrl } from './destination-links.ts';

/** The whole link, selected, for copying by hand when the browser allows no copying. */
function ManualCopy({ city, url }: { city: string; url: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  return (
    <input
      ref={inputRef}
      readOnly
      value={url}
      aria-label={`${city} link, selected for copying`}
      onFocus={(event) => event.currentTarget.select()}
      className="mt-1 h-9 w-full rounded-lg border border-line bg-surface px-2 font-mono text-xs text-ink"
    />
  );
}

function CityLink({ city, origin }: { city: string; origin: string }) {
  const url = destinationUrl(origin, city);
  const path = destinationUrl('', city);
  const [manual, setManual] = useState(false);

  const copied = () => {
    setManual(false);
    toast({ title: 'Link copied', description: url, variant: 'success' });
  };
  const failed = () => {
    setManual(true);
    toast({
      title: 'Copy not available',
      description: `Your browser blocked copying. The ${city} link is selected: press Ctrl+C (⌘C) to copy it.`,
      variant: 'destructive',
    });
  };

  return (
    <li className="py-2.5" data-testid="custom-url">
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-ink">{city}</p>
          <a
            href={url}
            className="block truncate font-mono text-xs text-ink-muted hover:text-brand hover:underline"
          >
            {path}
          </a>
        </div>
        <CopyTextButton
          value={url}
          label={`Copy the ${city} link`}
          onCopied={copied}
          onFailed={failed}
        />
      </div>
      {manual ? <ManualCopy city={city} url={url} /> : null}
    </li>
  );
}

/** Custom Destination URLs (spec 1 §2): shareable excursions links for a dozen popular cities. */
export function CustomUrlsCard({ origin = window.location.origin }: { origin?: string }) {
  return (
    <Card aria-labelledby="custom-urls-title">
      <CardHeader
        id="custom-urls-title"
        title="Custom Destination URLs"
        description={`Share a city's excursions page. ${CUSTOM_URL_CITIES.length} popular cities of ${DESTINATION_TOTAL.toLocaleString('en')} destinations.`}
        icon={<Link2 className="size-5" />}
      />
      <ul className="grid grid-cols-1 gap-x-6 divide-y divide-line sm:grid-cols-2 sm:divide-y-0">
        {CUSTOM_URL_CITIES.map((city) => (
          <CityLink key={city} city={city} origin={origin} />
        ))}
      </ul>
    </Card>
  );
}
