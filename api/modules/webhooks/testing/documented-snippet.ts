import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The README's signature check: (secret, the delivery's headers, its raw body) → genuine or not. */
export type VerifyWebhook = (secret: string, headers: { get(name: string): string | null }, rawBody: string) => boolean;

const root = new URL('../../../../', import.meta.url).pathname;

/** The TypeScript block between the README's webhook-verify markers, exactly as an integrator copies it. */
export function documentedSnippet(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split('<!-- webhook-verify:start -->')[1]?.split('<!-- webhook-verify:end -->')[0];
  const code = section?.match(/```ts\n([\s\S]*?)```/)?.[1];
  if (!code) throw new Error('No verification snippet between the README markers.');
  return code;
}

/** The documented snippet as a function, loaded from a file of its own as an integrator would paste it. */
export async function documentedVerifier(): Promise<VerifyWebhook> {
  const dir = mkdtempSync(join(tmpdir(), 'webhook-snippet-'));
  try {
    const file = join(dir, 'verify.ts');
    writeFileSync(file, documentedSnippet());
    return ((await import(file)) as { verifyWebhook: VerifyWebhook }).verifyWebhook;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
