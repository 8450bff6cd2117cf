import { renderToStaticMarkup } from 'react-dom/server';
import { Document } from './layout/document.tsx';
import { PageLayout } from './layout/page-layout.tsx';
import { SiteContext, siteContextFrom } from './lib/site-context.tsx';
import { PAGES, pagePath, type PageName } from './pages/index.tsx';

export interface RenderOptions {
  stylesheet: string;
  scripts: string[];
  /** Firm details and PUBLIC_URL come from here (the build passes process.env). */
  env?: Record<string, string | undefined>;
  builtAt?: Date;
}

/** One page as a complete HTML document, the way the build writes it and tests read it. */
export function renderPage(
  name: PageName,
  { stylesheet, scripts, env = {}, builtAt = new Date() }: RenderOptions,
): string {
  const page = PAGES[name];
  const context = siteContextFrom(env, pagePath(name), builtAt);
  const markup = renderToStaticMarkup(
    <SiteContext.Provider value={context}>
      <Document title={page.title} description={page.description} stylesheet={stylesheet} scripts={scripts}>
        <PageLayout>
          <page.Component />
        </PageLayout>
      </Document>
    </SiteContext.Provider>,
  );
  return `<!doctype html>${markup}`;
}
