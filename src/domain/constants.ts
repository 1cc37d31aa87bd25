/** Business constants of spec §9. */
export const STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type State = (typeof STATES)[number];

export const STATE_NAMES: Record<State, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
};

export const TRADES = [
  'General Builder',
  'Carpenter',
  'Plumber',
  'Electrician',
  'Painter',
  'Tiler',
  'Roofer',
  'HVAC Technician',
  'Landscaper',
  'Concreter',
  'Earthmoving',
  'Handyman',
  'Architect',
  'Surveyor',
  'Other',
] as const;

export const QUOTE_UNITS = ['ea', 'm', 'm²', 'm³', 'kg', 'hr', 'day', 'lm', 'sqm', 'pack'] as const;

export const DEFAULT_STATE: State = 'NSW';
export const DEFAULT_TRADE = 'General';

export const YEARS_MIN = 1;
export const YEARS_MAX = 50;

export const LOGO_MAX_BYTES = 5 * 1024 * 1024; // 5 MB, spec §9 profile

export const PRODUCT_NAME = 'Tradie Toolbox';
export const SUPPORT_EMAIL = 'support@tradietoolbox.com.au';
