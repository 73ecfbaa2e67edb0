import { useRoutes } from 'react-router';
import { CountryDetailPage } from './country-detail-page.tsx';
import { ExpansionPage } from './expansion-page.tsx';

/** /admin/country-expansion/* (spec 3 §2): the expansion screen and each country's detail. */
export function CountryExpansionScreen() {
  return useRoutes([
    { index: true, element: <ExpansionPage /> },
    { path: ':country', element: <CountryDetailPage /> },
  ]);
}
