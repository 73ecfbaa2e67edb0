import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { dropEarlyResponses } from '../lib/early-requests.ts';

/** The early responses of public/boot.js serve the first screen only: the next one asks anew. */
export function ForgetEarlyResponsesOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) dropEarlyResponses();
  }, [pathname]);
  return null;
}
