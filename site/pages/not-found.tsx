import { Icon } from '../components/icon.tsx';

export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="page-title">
      <div className="container narrow">
        <span className="icon-badge not-found-icon">
          <Icon name="search" size={32} />
        </span>
        <h1 id="page-title">404 Page Not Found</h1>
        <p>Did you forget to add the page to the router?</p>
        <p className="actions actions-center">
          <a className="btn btn-primary" href="/">
            <Icon name="arrowLeft" size={18} /> Back to Home
          </a>
          <a className="btn btn-outline" href="/contact">
            Contact us
          </a>
        </p>
      </div>
    </section>
  );
}
