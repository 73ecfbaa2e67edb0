/**
 * Operator screens whose issues have not landed yet (spec 3-operator-admin §2): what each will
 * hold, said plainly, so the dashboard's buttons and the side navigation lead somewhere honest.
 * A section leaves this list when its real screen replaces it in ADMIN_SECTIONS.
 */
export const LATER_SECTIONS = {
  'country-expansion': {
    title: 'Country expansion',
    holds: [
      'The countries Roamly can expand to, with their estimated destinations and a test per country.',
      'An expansion run with its progress, and its results per country to apply or clear.',
      'How many destinations are mapped in each country and in total.',
    ],
  },
  'destination-breakdown': {
    title: 'Destination breakdown',
    holds: [
      'The mapped destinations of a country, with their display name, provider id and tour count.',
      'The total number of destinations mapped.',
    ],
  },
} as const satisfies Record<string, { title: string; holds: readonly string[] }>;

export type LaterSectionId = keyof typeof LATER_SECTIONS;
