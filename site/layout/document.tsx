import type { ReactNode } from 'react';
import { FIRM } from '../../domain/firm.ts';

export interface DocumentProps {
  title: string;
  description: string;
  /** Hashed stylesheet URL from the build. */
  stylesheet: string;
  /** Hashed island script URLs from the build; pages work without them. */
  scripts: string[];
  children: ReactNode;
}

/** The full HTML document around a pre-rendered page. */
export function Document({ title, description, stylesheet, scripts, children }: DocumentProps) {
  return (
    <html lang="en-ZA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title === FIRM.name ? title : `${title} | ${FIRM.name}`}</title>
        <meta name="description" content={description} />
        <link rel="stylesheet" href={stylesheet} />
        {scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
