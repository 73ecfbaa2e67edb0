import { useMemo, useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { Input } from '../../ui/input.tsx';
import { Field } from '../../ui/field.tsx';
import { useKeysetPaging } from '../admin/data-table/keyset-paging.ts';
import { useAuditLog } from '../admin/queries.ts';
import { AuditTable } from './audit-table.tsx';

const NAME = /^[a-z][a-z0-9_.-]*$/;

/** /admin/audit: every operator action, newest first, filtered by action or object. */
export function AuditPage() {
  const [action, setAction] = useState('');
  const [objectType, setObjectType] = useState('');
  const [objectId, setObjectId] = useState('');
  const filters = useMemo(() => {
    const a = action.trim().toLowerCase();
    const t = objectType.trim().toLowerCase();
    const id = objectId.trim();
    return {
      ...(NAME.test(a) ? { action: a } : {}),
      ...(NAME.test(t) ? { objectType: t } : {}),
      ...(id ? { objectId: id } : {}),
    };
  }, [action, objectType, objectId]);
  const paging = useKeysetPaging(JSON.stringify(filters));
  const query = useAuditLog({ ...filters, ...(paging.cursor ? { cursor: paging.cursor } : {}) });

  return (
    <section aria-labelledby="audit-title" className="grid gap-4">
      <header>
        <h1 id="audit-title" className="font-display text-3xl font-bold text-ink">
          Audit log
        </h1>
        <p className="mt-1 text-ink-muted">
          Every operator action: who did it, when, why, and what changed.
        </p>
      </header>
      <AuditTable
        caption="Audit log"
        entries={query.data?.items}
        isLoading={query.isFetching}
        error={query.error ? errorMessage(query.error, 'Could not load the audit log.') : null}
        pager={paging.pager(query.data?.nextCursor)}
        toolbar={
          <>
            <Field label="Action" hint="e.g. user.suspend">
              {(control) => (
                <Input
                  {...control}
                  value={action}
                  maxLength={60}
                  onChange={(e) => setAction(e.target.value)}
                />
              )}
            </Field>
            <Field label="Object type" hint="e.g. user">
              {(control) => (
                <Input
                  {...control}
                  value={objectType}
                  maxLength={60}
                  onChange={(e) => setObjectType(e.target.value)}
                />
              )}
            </Field>
            <Field label="Object id">
              {(control) => (
                <Input
                  {...control}
                  value={objectId}
                  maxLength={100}
                  onChange={(e) => setObjectId(e.target.value)}
                />
              )}
            </Field>
          </>
        }
      />
    </section>
  );
}
