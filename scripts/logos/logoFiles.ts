import type { LogoBadge } from './badge.ts';

/** Folder served at '/' by the server; logo URL paths resolve under it. */
export const PUBLIC_DIR = new URL('../../app/public/', import.meta.url);

/** A logo to generate: where it is served and what it shows. */
export interface LogoFile {
  urlPath: string;
  badge: LogoBadge;
}

/**
 * The invented companies' and partner services' logos: the letters and colour of each badge the
 * generator draws into app/public. The catalogue itself lives in the database (a logo is named by
 * its path, `npm run catalogue -- set CODE --logo PATH`); a new entry's badge is added here.
 */
const BADGES: readonly (readonly [urlPath: string, badge: LogoBadge])[] = [
  ['/images/companies/K0001.png', { initials: 'HZ', color: '#1e5fb4' }],
  ['/images/companies/K0002.png', { initials: 'KB', color: '#2e8b57' }],
  ['/images/companies/K0003.png', { initials: 'AB', color: '#1f7a8c' }],
  ['/images/companies/K0004.png', { initials: 'TM', color: '#8e44ad' }],
  ['/images/companies/K0005.png', { initials: 'LF', color: '#d35400' }],
  ['/images/companies/K0006.png', { initials: 'KG', color: '#c0392b' }],
  ['/images/companies/K0007.png', { initials: 'SE', color: '#34495e' }],
  ['/images/companies/K0008.png', { initials: 'MS', color: '#16a085' }],
  ['/images/companies/K0009.png', { initials: 'HM', color: '#e67e22' }],
  ['/images/companies/K0010.png', { initials: 'KD', color: '#6d4c41' }],
  ['/images/companies/K0011.png', { initials: 'NK', color: '#b03a2e' }],
  ['/images/companies/K0012.png', { initials: 'SW', color: '#2874a6' }],
  ['/images/companies/K0013.png', { initials: 'YR', color: '#5d6d7e' }],
  ['/images/companies/K0014.png', { initials: 'SF', color: '#7d3c98' }],
  ['/images/companies/K0015.png', { initials: 'HN', color: '#c2185b' }],
  ['/images/companies/K0016.png', { initials: 'MT', color: '#1a5276' }],
  ['/images/companies/K0017.png', { initials: 'MK', color: '#196f3d' }],
  ['/images/companies/K0018.png', { initials: 'YW', color: '#af601a' }],
  ['/images/companies/K0019.png', { initials: 'KZ', color: '#0e6655' }],
  ['/images/companies/K0020.png', { initials: 'KN', color: '#884ea0' }],
  ['/images/companies/K0021.png', { initials: 'HS', color: '#2e86c1' }],
  ['/images/companies/K0022.png', { initials: 'YT', color: '#a93226' }],
  ['/images/companies/K0023.png', { initials: 'SA', color: '#cb4335' }],
  ['/images/companies/K0024.png', { initials: 'KA', color: '#d68910' }],
  ['/images/companies/K0025.png', { initials: 'SH', color: '#117a65' }],
  ['/images/companies/K0026.png', { initials: 'ON', color: '#ba4a00' }],
  ['/images/companies/K0027.png', { initials: 'IM', color: '#1b4f72' }],
  ['/images/companies/K0028.png', { initials: 'NT', color: '#e74c3c' }],
  ['/images/companies/K0029.png', { initials: 'ME', color: '#6c3483' }],
  ['/images/companies/K0030.png', { initials: 'HK', color: '#2471a3' }],
  ['/images/companies/K0031.png', { initials: 'SN', color: '#148f77' }],
  ['/images/companies/K0032.png', { initials: 'IY', color: '#7b241c' }],
  ['/images/companies/K0033.png', { initials: 'MY', color: '#c0392b' }],
  ['/images/companies/K0034.png', { initials: 'YU', color: '#229954' }],
  ['/images/companies/K0035.png', { initials: 'NS', color: '#ca6f1e' }],
  ['/images/companies/K0036.png', { initials: 'MZ', color: '#f39c12' }],
  ['/images/companies/K0037.png', { initials: 'HB', color: '#1f618d' }],
  ['/images/companies/K0038.png', { initials: 'HT', color: '#922b21' }],
  ['/images/companies/K0039.png', { initials: 'NZ', color: '#5b2c6f' }],
  ['/images/companies/K0040.png', { initials: 'UR', color: '#17a589' }],
  ['/images/companies/K0041.png', { initials: 'ST', color: '#e59866' }],
  ['/images/companies/K0042.png', { initials: 'DG', color: '#a04000' }],
  ['/images/companies/alliances/A001.png', { initials: 'HM', color: '#0277bd' }],
  ['/images/companies/alliances/A002.png', { initials: 'SD', color: '#f9a825' }],
  ['/images/companies/alliances/A003.png', { initials: 'NG', color: '#e64a19' }],
  ['/images/companies/alliances/A004.png', { initials: 'YG', color: '#d84315' }],
  ['/images/companies/alliances/A005.png', { initials: 'SK', color: '#00838f' }],
  ['/images/companies/alliances/A006.png', { initials: 'TN', color: '#5e35b1' }],
  ['/images/companies/alliances/A007.png', { initials: 'ST', color: '#6d4c41' }],
  ['/images/companies/alliances/A008.png', { initials: 'PK', color: '#43a047' }],
  ['/images/companies/alliances/A009.png', { initials: 'KK', color: '#546e7a' }],
  ['/images/companies/alliances/A010.png', { initials: 'SE', color: '#039be5' }],
  ['/images/companies/alliances/A011.png', { initials: 'MH', color: '#c62828' }],
  ['/images/companies/alliances/A012.png', { initials: 'UW', color: '#0097a7' }],
  ['/images/companies/alliances/A013.png', { initials: 'HC', color: '#7cb342' }],
];

/** Every logo to generate. */
export function logoFiles(): LogoFile[] {
  return BADGES.map(([urlPath, badge]) => ({ urlPath, badge }));
}

/** File location of a logo's URL path. */
export function logoFileUrl(urlPath: string): URL {
  return new URL(urlPath.replace(/^\//, ''), PUBLIC_DIR);
}
