import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import {
  currencyOptions,
  DEFAULT_CURRENCY,
  type TCurrencyInfo,
} from '../../../contract/currency-format.ts';
import {
  CURRENCY_DETECT_MAX_AGE_S,
  CURRENCY_SUPPORTED_MAX_AGE_S,
  currencyDetectRoute,
  currencySupportedRoute,
} from '../../../contract/currency.ts';
import { routeQueryOptions } from '../../lib/route-query.ts';

/** The traveller's chosen currency, kept in this browser (every price on every screen follows). */
export const CURRENCY_STORAGE_KEY = 'roamly-currency';

/** Spec 2 §9: detection cached 1 hour, the supported list 24 hours. */
export const currencyDetectQuery = {
  ...routeQueryOptions(currencyDetectRoute),
  staleTime: CURRENCY_DETECT_MAX_AGE_S * 1000,
};
export const supportedCurrenciesQuery = {
  ...routeQueryOptions(currencySupportedRoute),
  staleTime: CURRENCY_SUPPORTED_MAX_AGE_S * 1000,
};

const listeners = new Set<() => void>();

function readStored(): string | null {
  try {
    const value = window.localStorage.getItem(CURRENCY_STORAGE_KEY);
    return value && /^[A-Z]{3}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENCY_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stores the choice and tells every mounted price (this tab; others through `storage`). */
export function storeCurrency(code: string) {
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, code);
  } catch {
    // Private mode without storage: the choice lasts until the page reloads.
  }
  memory = code;
  for (const listener of listeners) listener();
}

let memory: string | null = null;

/**
 * The currency prices are shown in: the traveller's choice, else the one detected from the
 * browser's language region (GET /api/currency/detect), else USD (spec 2 §9).
 */
export function useCurrency(): {
  currency: string;
  setCurrency: (code: string) => void;
  options: TCurrencyInfo[];
  ratesDate: string | null;
} {
  const stored = useSyncExternalStore(
    subscribe,
    () => readStored() ?? memory,
    () => null,
  );
  const detected = useQuery({ ...currencyDetectQuery, enabled: stored === null });
  const supported = useQuery(supportedCurrenciesQuery);
  const codes = supported.data?.currencies.map((currency) => currency.code);
  const options = currencyOptions(codes ?? []);
  const candidate = stored ?? detected.data?.currency ?? DEFAULT_CURRENCY;
  // A stored code the server no longer prices falls back to the default.
  const currency = codes && !codes.includes(candidate) ? DEFAULT_CURRENCY : candidate;
  const setCurrency = useCallback((code: string) => storeCurrency(code), []);
  return { currency, setCurrency, options, ratesDate: supported.data?.ratesDate ?? null };
}
