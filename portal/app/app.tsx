export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
      <h1>Client portal</h1>
      <p>Sign in to see your dashboard.</p>
    </main>
  );
}
