import type { ReactNode } from 'react';
import { accountingServiceJsonLd, jsonForScript } from '../seo/structured-data.ts';
import { useSite } from '../lib/site-context.tsx';

export interface DocumentProps {
  title: string;
  description: string;
  /** Hashed stylesheet URL from the build. */
  stylesheet: string;
  /** Island and widget script URLs; pages read completely without them. */
  scripts: string[];
  children: ReactNode;
}

/** The full HTML document around a pre-rendered page: SEO and sharing tags, structured data, assets. */
export function Document({ title, description, stylesheet, scripts, children }: DocumentProps) {
  const { firm, publicUrl, path } = useSite();
  const fullTitle = title === firm.name ? title : `${title} | ${firm.name}`;
  const canonical = path === null ? null : `${publicUrl}${path}`;
  return (
    <html lang="en-ZA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        {canonical ? <link rel="canonical" href={canonical} /> : <meta name="robots" content="noindex" />}
        <meta name="theme-color" content="#0d5547" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={firm.name} />
        <meta property="og:locale" content="en_ZA" />
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={description} />
        {canonical && <meta property="og:url" content={canonical} />}
        <meta name="twitter:card" content="summary" />
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href={stylesheet} />
        {scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw; jsonForScript escapes '<' so it cannot close the tag.
          dangerouslySetInnerHTML={{ __html: jsonForScript(accountingServiceJsonLd(firm, publicUrl)) }}
        />
      </head>
      <body>{children}</body>
    </html>
  );
}
