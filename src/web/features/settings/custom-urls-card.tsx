import { Check, Copy, Link2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '../../app/toasts/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { copyText } from './copy-text.ts';
import { CUSTOM_URL_CITIES, DESTINATION_TOTAL, destinationUrl } from './destination-links.ts';

const COPIED_MS = 2000;

/** Selects the link text so the member can copy it by hand when no clipboard is available. */
function selectText(element: HTMLElement | null) {
  const selection = element ? window.getSelection() : null;
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

function CityLink({ city, origin }: { city: string; origin: string }) {
  const url = destinationUrl(origin, city);
  const textRef = useRef<HTMLAnchorElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (await copyText(url)) {
      setCopied(true);
      window.setTimeout(() => setCopied(false), COPIED_MS);
      toast({ title: 'Link copied', description: url, variant: 'success' });
      return;
    }
    selectText(textRef.current);
    toast({
      title: 'Copy not available',
      description: `Your browser blocked copying. The link is selected: press Ctrl+C (⌘C) to copy ${url}`,
      variant: 'destructive',
    });
  };

  return (
    <li className="flex items-center gap-3 py-2.5" data-testid="custom-url">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-ink">{city}</p>
        <a
          ref={textRef}
          href={url}
          className="block truncate font-mono text-xs text-ink-muted hover:text-brand hover:underline"
        >
          {url}
        </a>
      </div>
      <Button
        variant="outline"
        size="icon"
        onClick={() => void copy()}
        aria-label={`Copy the ${city} link`}
        className="size-9 shrink-0"
      >
        {copied ? (
          <Check aria-hidden="true" className="size-4 text-brand" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
      </Button>
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
      <ul className="grid gap-x-6 divide-y divide-line sm:grid-cols-2 sm:divide-y-0">
        {CUSTOM_URL_CITIES.map((city) => (
          <CityLink key={city} city={city} origin={origin} />
        ))}
      </ul>
    </Card>
  );
}
