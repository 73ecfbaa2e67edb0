export type ScreenName = 'landing' | 'home' | 'explore' | 'destination' | 'profile' | 'post';
export declare const APP_FRAME: string;
export declare const SCREENS: Record<
  ScreenName,
  { route: string; framed: boolean; budgetKb: number }
>;
