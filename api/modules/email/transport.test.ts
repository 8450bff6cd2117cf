import { afterEach, describe, expect, test } from 'bun:test';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailTransport } from './transport.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe("the browser tests' mailbox (MAIL_LOG_FILE)", () => {
  test('the log transport appends each e-mail whole, as a JSON line', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mail-log-'));
    dirs.push(dir);
    const file = join(dir, 'mail.jsonl');
    const transport = createMailTransport({
      smtpUrl: undefined,
      mailFrom: 'firm@example.co.za',
      mailLogFile: file,
      publicUrl: 'http://127.0.0.1:3210',
    });
    expect(transport.name).toBe('log');
    for (const to of ['a@example.co.za', 'b@example.co.za'])
      await transport.send({ kind: 'password_reset', to, subject: 'Reset your password', text: `Hi ${to}`, html: '' });
    const lines = (await readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      expect.objectContaining({ kind: 'password_reset', to: 'a@example.co.za', text: 'Hi a@example.co.za' }),
      expect.objectContaining({ kind: 'password_reset', to: 'b@example.co.za', text: 'Hi b@example.co.za' }),
    ]);
  });

  test('is refused for a server others reach: the file opens accounts', () => {
    expect(() =>
      createMailTransport({
        smtpUrl: undefined,
        mailFrom: 'firm@example.co.za',
        mailLogFile: '/tmp/mail.jsonl',
        publicUrl: 'https://portal.firm.co.za',
      }),
    ).toThrow(/browser tests only/);
  });
});
