import { useState } from 'react';
import { NO_TOURS, type TMappingResult, type TValidationRun } from '../../../contract/mappings.ts';
import { Badge } from '../../ui/badge.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { RunFirst } from './empty-state.tsx';
import { count } from './format.ts';
import { panelId, tabId, TabList } from './mapping-tabs.tsx';
import { PageNav } from './pager.tsx';
import { useRunResults } from './queries.ts';

type Status = 'valid' | 'invalid';

function ErrorText({ error }: { error: string | null }) {
  if (error === NO_TOURS) return <Badge tone="accent">{NO_TOURS}</Badge>;
  return <span className="text-ink">{error}</span>;
}

function ResultsTable({ status, rows }: { status: Status; rows: TMappingResult[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {status === 'valid' ? 'Valid mappings' : 'Invalid mappings'}
        </caption>
        <thead className="border-b border-line text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {status === 'valid' ? 'Destination' : 'Name'}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Provider id
            </th>
            <th scope="col" className="py-2 font-medium">
              {status === 'valid' ? 'Tours' : 'Error'}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.destinationCode} className="border-b border-line last:border-0 align-top">
              <td className="py-2 pr-3 font-medium text-ink">{row.destinationName}</td>
              <td className="py-2 pr-3 tabular-nums text-ink-muted">{row.viatorId}</td>
              <td className="py-2">
                {status === 'valid' ? (
                  <span className="tabular-nums">{count(row.excursionCount ?? 0)}</span>
                ) : (
                  <ErrorText error={row.error} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ResultsPanel({ run, status }: { run: TValidationRun; status: Status }) {
  const [page, setPage] = useState(1);
  const results = useRunResults(run.runId, status, page);
  const data = results.data;
  if (!data) return <Spinner label="Loading results" />;
  if (data.total === 0) {
    return (
      <p className="py-6 text-center text-ink-muted">
        {status === 'valid' ? 'No mapping passed every check.' : 'Every checked mapping is valid.'}
      </p>
    );
  }
  return (
    <>
      <ResultsTable status={status} rows={data.results} />
      <PageNav
        label={status === 'valid' ? 'Valid mapping pages' : 'Invalid mapping pages'}
        page={page}
        total={data.total}
        pageSize={data.pageSize}
        onPage={setPage}
        busy={results.isFetching}
      />
    </>
  );
}

/** Spec 3 §2 Results: the summary and the Valid / Invalid sub-tabs. */
export function ResultsTab({
  run,
  onValidate,
}: {
  run: TValidationRun | null;
  onValidate: () => void;
}) {
  const [status, setStatus] = useState<Status>('valid');
  if (!run) return <RunFirst onValidate={onValidate} />;
  const tabs = [
    { id: 'valid' as const, label: `Valid Mappings (${count(run.validMappings)})` },
    { id: 'invalid' as const, label: `Invalid Mappings (${count(run.invalidMappings)})` },
  ];
  return (
    <Card>
      <p className="mb-3 text-sm text-ink-muted">
        {run.isRunning ? 'Running: ' : ''}
        {count(run.validMappings + run.invalidMappings)} of {count(run.totalMappings)} checked,{' '}
        {count(run.validMappings)} valid, {count(run.invalidMappings)} invalid ({run.successRate}%
        success).
      </p>
      <TabList
        label="Results"
        prefix="results"
        tabs={tabs}
        active={status}
        onSelect={setStatus}
        size="sm"
      />
      <div
        role="tabpanel"
        id={panelId('results', status)}
        aria-labelledby={tabId('results', status)}
        className="pt-3"
      >
        <ResultsPanel key={`${run.runId}-${status}`} run={run} status={status} />
      </div>
    </Card>
  );
}
