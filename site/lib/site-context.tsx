import { createContext, useContext } from 'react';
import { firmDetails, type FirmDetails } from '../../domain/firm.ts';

/** What every page needs from the build: the firm's details, where the site lives, and when it was built. */
export interface SiteContextValue {
  firm: FirmDetails;
  /** Origin users reach, without a trailing slash (canonical URLs, sitemap). */
  publicUrl: string;
  /** Build time: the Terms' "last updated" date and the copyright year. */
  builtAt: Date;
  /** The page's path, or null for the not-found page. */
  path: string | null;
}

type Env = Record<string, string | undefined>;

/** PUBLIC_URL as the server reads it (api/config.ts), so canonical links match what users reach. */
export function publicUrlFrom(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, '');
}

export function siteContextFrom(env: Env, path: string | null, builtAt = new Date()): SiteContextValue {
  return { firm: firmDetails(env), publicUrl: publicUrlFrom(env), builtAt, path };
}

export const SiteContext = createContext<SiteContextValue>(siteContextFrom({}, '/'));

export function useSite(): SiteContextValue {
  return useContext(SiteContext);
}
