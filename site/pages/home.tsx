import { FIRM } from '../../domain/firm.ts';

export function HomePage() {
  return (
    <main>
      <h1>{FIRM.name}</h1>
      <p>{FIRM.tagline}</p>
    </main>
  );
}
