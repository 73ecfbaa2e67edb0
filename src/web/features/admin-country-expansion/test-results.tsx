import { useState } from 'react';
import type { TTestResult } from '../../../contract/country-expansion.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { useApplyTestResults } from './queries.ts';
import { ResultCard } from './result-card.tsx';

/**
 * Spec 3 §2: Country Test Results with details and a per-country Apply (a diff of the mappings;
 * the coverage counts are read again after), and Clear All Results (kept on this screen only).
 */
export function TestResults({
  results,
  onClearAll,
  running,
}: {
  results: TTestResult[];
  onClearAll: () => void;
  running: boolean;
}) {
  const apply = useApplyTestResults();
  const [applied, setApplied] = useState<ReadonlySet<string>>(new Set());
  const [applying, setApplying] = useState<string | null>(null);
  const onApply = async (result: TTestResult) => {
    setApplying(result.country);
    try {
      const { destinationsAdded } = await apply.mutateAsync({
        body: { country: result.country.toLowerCase(), testResult: result },
      });
      setApplied((prev) => new Set(prev).add(result.country));
      toast({
        title: 'Applied Successfully',
        description: `${result.countryName}: added ${destinationsAdded} new destination mappings`,
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Apply Failed',
        description: 'Error applying destinations to mappings',
        variant: 'destructive',
      });
    } finally {
      setApplying(null);
    }
  };
  if (results.length === 0) return null;
  return (
    <Card>
      <CardHeader
        title="Country Test Results"
        description="What a test found; nothing changes until you apply it."
        action={
          <Button variant="outline" size="sm" onClick={onClearAll}>
            Clear All Results
          </Button>
        }
      />
      <ul className="grid gap-2" aria-label="Country test results">
        {results.map((result) => (
          <ResultCard
            key={result.country}
            result={result}
            action={
              <Button
                size="sm"
                disabled={
                  running ||
                  result.destinationsAdded === 0 ||
                  applied.has(result.country) ||
                  applying !== null
                }
                onClick={() => void onApply(result)}
                aria-label={`Apply ${result.countryName}`}
              >
                {applying === result.country
                  ? 'Applying…'
                  : applied.has(result.country)
                    ? 'Applied'
                    : 'Apply'}
              </Button>
            }
          />
        ))}
      </ul>
    </Card>
  );
}
