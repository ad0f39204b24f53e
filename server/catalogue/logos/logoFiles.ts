import { alliances } from '../alliances.ts';
import { companies } from '../companies.ts';
import type { LogoBadge } from '../types.ts';

/** Folder served at '/' by the server; logo URL paths resolve under it. */
export const PUBLIC_DIR = new URL('../../../app/public/', import.meta.url);

/** A logo to generate: where it is served and what it shows. */
export interface LogoFile {
  urlPath: string;
  badge: LogoBadge;
}

/** Every company logo and alliance image of the catalogue. */
export function logoFiles(): LogoFile[] {
  return [
    ...companies.map((company) => ({ urlPath: company.logoPath, badge: company.logo })),
    ...alliances.map((alliance) => ({ urlPath: alliance.file_name, badge: alliance.logo })),
  ];
}

/** File location of a logo's URL path. */
export function logoFileUrl(urlPath: string): URL {
  return new URL(urlPath.replace(/^\//, ''), PUBLIC_DIR);
}
