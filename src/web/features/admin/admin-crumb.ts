import { createContext, useContext, useEffect } from 'react';

/** Lets a screen deeper than its section (a member page) add its own last breadcrumb. */
export const AdminCrumbContext = createContext<(label: string | null) => void>(() => undefined);

/** Names the current page in the breadcrumbs while it is shown (e.g. the member's name). */
export function useAdminCrumb(label: string | null) {
  const set = useContext(AdminCrumbContext);
  useEffect(() => {
    set(label);
    return () => set(null);
  }, [label, set]);
}
