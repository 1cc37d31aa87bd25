import type { State } from './types';

/** How tradies name a state: abbreviations, names, nicknames, demonyms. Matched case-insensitively unless noted. */
export const STATE_NAME_PATTERNS: Array<{ re: RegExp; state: State }> = [
  { re: /\bn\.?s\.?w\b\.?/gi, state: 'NSW' },
  { re: /\bnew south wales\b/gi, state: 'NSW' },
  { re: /\bvic\b\.?/gi, state: 'VIC' },
  { re: /\bvictoria(?:n|ns)?\b/gi, state: 'VIC' },
  { re: /\bqld\b/gi, state: 'QLD' },
  { re: /\bqueensland(?:er|ers)?\b/gi, state: 'QLD' },
  { re: /\bw\.a\.?|\bwa\b/gi, state: 'WA' },
  { re: /\bwestern australia(?:n|ns)?\b/gi, state: 'WA' },
  { re: /\bs\.a\.?|\bsa\b/gi, state: 'SA' },
  { re: /\bsouth australia(?:n|ns)?\b/gi, state: 'SA' },
  { re: /\btas\b|\btassie\b/gi, state: 'TAS' },
  { re: /\btasmania(?:n|ns)?\b/gi, state: 'TAS' },
  // Lowercase "act" is an ordinary word ("Home Building Act"), so only the capitals or dotted form count.
  { re: /\bACT\b|\bA\.C\.T\.?/g, state: 'ACT' },
  { re: /\baustralian capital territory\b/gi, state: 'ACT' },
  { re: /\bn\.t\.?|\bnt\b/gi, state: 'NT' },
  { re: /\bnorthern territory\b|\btop end\b|\bterritorians?\b/gi, state: 'NT' },
];

/** Capitals, major cities and regional centres (lowercase). */
export const CITY_STATES: Record<string, State> = {
  sydney: 'NSW', syd: 'NSW', parramatta: 'NSW', penrith: 'NSW', liverpool: 'NSW', wollongong: 'NSW', newcastle: 'NSW',
  newy: 'NSW', 'central coast': 'NSW', gosford: 'NSW', 'wagga wagga': 'NSW', wagga: 'NSW', albury: 'NSW', tamworth: 'NSW',
  'port macquarie': 'NSW', 'coffs harbour': 'NSW', lismore: 'NSW', 'byron bay': 'NSW', queanbeyan: 'NSW',
  'blue mountains': 'NSW', dubbo: 'NSW', bathurst: 'NSW', nowra: 'NSW', shoalhaven: 'NSW', 'hunter valley': 'NSW',
  melbourne: 'VIC', melb: 'VIC', geelong: 'VIC', ballarat: 'VIC', bendigo: 'VIC', shepparton: 'VIC', mildura: 'VIC',
  warrnambool: 'VIC', frankston: 'VIC', dandenong: 'VIC', mornington: 'VIC', traralgon: 'VIC', wodonga: 'VIC',
  brisbane: 'QLD', brissie: 'QLD', brisvegas: 'QLD', 'gold coast': 'QLD', goldy: 'QLD', 'sunshine coast': 'QLD',
  'sunny coast': 'QLD', cairns: 'QLD', townsville: 'QLD', toowoomba: 'QLD', mackay: 'QLD', rockhampton: 'QLD',
  bundaberg: 'QLD', ipswich: 'QLD', logan: 'QLD', 'hervey bay': 'QLD', gladstone: 'QLD', noosa: 'QLD', caloundra: 'QLD',
  redcliffe: 'QLD', maroochydore: 'QLD', 'surfers paradise': 'QLD',
  perth: 'WA', fremantle: 'WA', freo: 'WA', mandurah: 'WA', bunbury: 'WA', geraldton: 'WA', kalgoorlie: 'WA', broome: 'WA',
  joondalup: 'WA', rockingham: 'WA', karratha: 'WA', 'port hedland': 'WA', busselton: 'WA', 'margaret river': 'WA', albany: 'WA',
  adelaide: 'SA', 'mount gambier': 'SA', 'mt gambier': 'SA', whyalla: 'SA', 'port augusta': 'SA', 'port lincoln': 'SA',
  barossa: 'SA', 'victor harbor': 'SA', 'murray bridge': 'SA',
  hobart: 'TAS', launceston: 'TAS', devonport: 'TAS', burnie: 'TAS',
  canberra: 'ACT', belconnen: 'ACT', tuggeranong: 'ACT', gungahlin: 'ACT', woden: 'ACT',
  darwin: 'NT', 'alice springs': 'NT', alice: 'NT', palmerston: 'NT', 'tennant creek': 'NT',
};

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
