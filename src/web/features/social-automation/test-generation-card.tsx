import { useEffect, useState } from 'react';
import type { TCampaign } from '../../../contract/social-campaigns.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { SelectField } from '../../ui/select.tsx';
import { fromLocalInput, toLocalInput } from './format.ts';
import { hashtag } from './post-rules.ts';
import { useCampaigns, useGenerateContent, useScheduleContent } from './queries.ts';

/** Spec 3 §8: the card's status text clears after 5 seconds. */
export const STATUS_CLEAR_MS = 5_000;

function useFleetingText(): [string | null, (text: string) => void] {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (text === null) return;
    const timer = setTimeout(() => setText(null), STATUS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return [text, setText];
}

const inAnHour = () => toLocalInput(new Date(Date.now() + 60 * 60_000));

/**
 * Spec 3 §2 'AI content generation test card': a test caption and image from the generator,
 * then scheduled into a campaign of the operator's choice.
 */
export function TestGenerationCard() {
  const generate = useGenerateContent();
  const schedule = useScheduleContent();
  const campaigns = useCampaigns();
  const [status, setStatus] = useFleetingText();
  const [when, setWhen] = useState(inAnHour);
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const list: TCampaign[] = campaigns.data?.campaigns ?? [];
  const target = campaignId ?? list[0]?.id ?? null;
  const content = generate.data;

  const run = () =>
    generate.mutate(
      { body: {} },
      {
        onSuccess: (result) => setStatus(result.message),
        onError: (error) => setStatus(`Failed: ${errorMessage(error, 'Unknown error')}`),
      },
    );
  const scheduleIt = () => {
    const scheduledFor = fromLocalInput(when);
    if (!content || target === null || !scheduledFor) return setStatus('Error scheduling post');
    const text = [content.aiContent.caption, content.aiContent.hashtags.map(hashtag).join(' ')]
      .filter(Boolean)
      .join('\n\n');
    schedule.mutate(
      { body: { content: text, imageUrl: content.imageUrl, scheduledFor, campaignId: target } },
      {
        onSuccess: () => setStatus('Post scheduled successfully!'),
        onError: (error) =>
          setStatus(`Error scheduling post: ${errorMessage(error, 'Unknown error')}`),
      },
    );
  };

  return (
    <Card aria-labelledby="test-card-title" padding="md" className="grid gap-4">
      <div>
        <h2 id="test-card-title" className="font-display text-lg font-semibold text-ink">
          AI content generation test
        </h2>
        <p className="text-sm text-ink-muted">
          Writes one caption and composes one image, to check the content services before a campaign
          runs.
        </p>
      </div>
      <div>
        <Button onClick={run} disabled={generate.isPending}>
          {generate.isPending ? 'Generating...' : 'Generate test content'}
        </Button>
      </div>
      {content ? (
        <div className="grid gap-3 rounded-xl bg-surface-muted p-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
          {content.imageUrl ? (
            <img
              src={content.imageUrl}
              alt={`Generated image of ${content.destination}`}
              className="aspect-square w-full rounded-lg object-cover sm:w-40"
            />
          ) : null}
          <div className="grid content-start gap-2">
            <p className="text-sm font-medium text-ink">{content.destination}</p>
            <p className="text-sm whitespace-pre-line text-ink">{content.aiContent.caption}</p>
            <p className="text-sm break-words text-brand-strong">
              {content.aiContent.hashtags.map(hashtag).join(' ')}
            </p>
          </div>
        </div>
      ) : null}
      {content ? (
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
          <SelectField
            label="Campaign"
            value={target ?? ''}
            onChange={(event) => setCampaignId(Number(event.target.value))}
            disabled={list.length === 0}
          >
            {list.length === 0 ? <option value="">Create a campaign first</option> : null}
            {list.map((campaign) => (
              <option key={campaign.id} value={campaign.id}>
                {campaign.name}
              </option>
            ))}
          </SelectField>
          <Field label="Publish at">
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                value={when}
                onChange={(event) => setWhen(event.target.value)}
              />
            )}
          </Field>
          <Button
            variant="outline"
            onClick={scheduleIt}
            disabled={schedule.isPending || target === null}
          >
            Schedule post
          </Button>
        </div>
      ) : null}
      <p role="status" className="min-h-5 text-sm text-ink-muted">
        {status}
      </p>
    </Card>
  );
}
