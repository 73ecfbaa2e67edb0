import { errorMessage } from '../../lib/api.ts';
import { useKeysetPaging } from '../admin/data-table/keyset-paging.ts';
import { useObjectAudit } from '../admin/queries.ts';
import { AuditTable } from '../admin-audit/audit-table.tsx';

/** The member's audit history: every operator action on them, newest first. */
export function MemberHistory({ userId }: { userId: string }) {
  const paging = useKeysetPaging(userId);
  const query = useObjectAudit('user', userId, paging.cursor);
  return (
    <section aria-labelledby="member-history" className="grid gap-3">
      <h2 id="member-history" className="text-lg font-semibold text-ink">
        Audit history
      </h2>
      <AuditTable
        caption="Audit history of this member"
        entries={query.data?.items}
        isLoading={query.isFetching}
        error={query.error ? errorMessage(query.error, 'Could not load the history.') : null}
        pager={paging.pager(query.data?.nextCursor)}
      />
    </section>
  );
}
