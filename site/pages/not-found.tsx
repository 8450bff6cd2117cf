export function NotFoundPage() {
  return (
    <main className="not-found">
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <p>
        <a href="/">Back to Home</a>
      </p>
    </main>
  );
}
