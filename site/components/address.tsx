import { useSite } from '../lib/site-context.tsx';

/** The office address, one line per part as on an envelope. */
export function Address() {
  const { firm } = useSite();
  const { street, suburb, city, postalCode, country } = firm.address;
  return (
    <address className="address">
      {street}
      <br />
      {suburb}
      <br />
      {city}, {postalCode}
      <br />
      {country}
    </address>
  );
}
