/** The display name of a user record: company and username for clients, name or username for staff. */
export function userLabel(record: {
  username?: string;
  company?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}): string {
  const name = [record.firstName, record.lastName].filter(Boolean).join(' ');
  if (record.company) return `${record.company} (${record.username})`;
  return name ? `${name} (${record.username})` : (record.username ?? '');
}
