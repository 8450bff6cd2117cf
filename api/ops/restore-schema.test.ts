import { expect, test } from 'bun:test';
import { checkSchemaVersion, RestoreRefused } from './restore.ts';

const journal = (await Bun.file(new URL('../../drizzle/meta/_journal.json', import.meta.url).pathname).json()) as {
  entries: { when: number; tag: string }[];
};

test("a backup at this release's schema, or an older one, may be restored", async () => {
  const first = journal.entries[0]!;
  const last = journal.entries.at(-1)!;
  await checkSchemaVersion({ schemaVersion: { tag: last.tag, appliedAt: last.when } });
  await checkSchemaVersion({ schemaVersion: { tag: first.tag, appliedAt: first.when } });
  await checkSchemaVersion({ schemaVersion: null });
});

test('a backup made by a newer release (a migration this code does not know) is refused', async () => {
  const newer = { tag: '0099_from_the_future', appliedAt: journal.entries.at(-1)!.when + 1 };
  const refusal = await checkSchemaVersion({ schemaVersion: newer }).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(RestoreRefused);
  expect(String(refusal)).toContain('0099_from_the_future');
});
