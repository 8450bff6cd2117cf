import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { readdirSync } from 'node:fs';
import { MAX_UPLOAD_BYTES } from '../../../domain/constants.ts';
import { adminNotifications, documentRequests, documents } from '../../db/schema.ts';
import { registerClient, type SignedIn } from '../../testing/accounts.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { as, type Firm, withFreshFirm } from '../../testing/firm.ts';

let t: TestApp;
let firm: Firm;
let me: SignedIn;
withFreshFirm((fresh) => {
  ({ t, firm } = fresh);
  me = firm.assignedClient;
});

const pdf = (name: string, bytes = 1234, type = 'application/pdf') =>
  new File([new Uint8Array(bytes).fill(37)], name, { type });
function form(fields: Record<string, string>, files: File[]) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const file of files) body.append('files', file);
  return body;
}
const upload = (body: FormData, who: SignedIn = me) => as(t, who)('/api/documents/upload', { method: 'POST', body });
const storedFiles = () => {
  try {
    return readdirSync(t.config.uploadDir);
  } catch {
    return [];
  }
};
const documentRows = () => t.db.select().from(documents);
type Doc = {
  id: string;
  fileName: string;
  fileUrl: string;
  status: string;
  category: string;
  fileSize: number;
  description: string | null;
};

describe('POST /api/documents/upload', () => {
  test('stores several files under generated names, each a pending document with the user’s name and type as metadata', async () => {
    const res = await upload(
      form({ category: 'bank_statement', description: 'March' }, [
        pdf('march.pdf', 2000),
        pdf('notes.csv', 10, 'text/csv'),
      ]),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; documents: Doc[] };
    expect(body.message).toBe('Your documents have been uploaded and are pending review.');
    expect(body.documents.map((d) => [d.fileName, d.fileSize, d.status, d.category, d.description])).toEqual([
      ['march.pdf', 2000, 'pending', 'bank_statement', 'March'],
      ['notes.csv', 10, 'pending', 'bank_statement', 'March'],
    ]);
    const rows = await documentRows();
    expect(rows.map((row) => row.fileType).sort()).toEqual(['application/pdf', 'text/csv']);
    expect(storedFiles().sort()).toEqual(rows.map((row) => row.fileUrl).sort());
    for (const row of rows) expect(row.fileUrl).not.toContain('march');
    expect(body.documents[0]!.fileUrl).toBe(`/api/documents/${body.documents[0]!.id}/file`);

    const list = (await (await as(t, me)('/api/documents')).json()) as Doc[];
    expect(list).toHaveLength(2);
    // The client's accountant hears of it.
    const notes = await t.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.userId, firm.accountant.user.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'document_uploaded', relatedTo: 'documents' });
  });

  test('a file over 10 MB refuses the whole upload with 413 and keeps nothing', async () => {
    const res = await upload(
      form({ category: 'invoice' }, [pdf('small.pdf'), pdf('huge.pdf', MAX_UPLOAD_BYTES + 1), pdf('after.pdf')]),
    );
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(((await res.json()) as { detail: string }).detail).toBe('Some files exceed the 10MB limit: huge.pdf');
    expect(await documentRows()).toHaveLength(0);
    expect(storedFiles()).toEqual([]);
  });

  test('exactly 10 MB is accepted', async () => {
    const res = await upload(form({ category: 'invoice' }, [pdf('edge.pdf', MAX_UPLOAD_BYTES)]));
    expect(res.status).toBe(201);
  });

  test('a missing or unknown category is a 422 with the form message, and nothing is kept', async () => {
    for (const fields of [{}, { category: 'holiday_photos' }] as Record<string, string>[]) {
      const res = await upload(form(fields, [pdf('a.pdf')]));
      expect(res.status).toBe(422);
      expect(((await res.json()) as { errors: Record<string, string> }).errors.category).toBe(
        'Please select a document category',
      );
    }
    expect(await documentRows()).toHaveLength(0);
    expect(storedFiles()).toEqual([]);
  });

  test('no files (or an empty file input) is a 422', async () => {
    const empty = new FormData();
    empty.append('category', 'invoice');
    empty.append('files', new File([], ''));
    for (const body of [form({ category: 'invoice' }, []), empty]) {
      const res = await upload(body);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { errors: Record<string, string> }).errors.files).toBe(
        'Please select at least one file to upload',
      );
    }
  });

  test('a body that is not multipart is a 400, a signed-out caller a 401', async () => {
    const res = await as(t, me)('/api/documents/upload', { method: 'POST', json: { category: 'invoice' } });
    expect(res.status).toBe(400);
    const anonymous = await t.request('/api/documents/upload', {
      method: 'POST',
      body: form({ category: 'invoice' }, [pdf('a.pdf')]),
      headers: { origin: 'http://localhost' },
    });
    expect(anonymous.status).toBe(401);
    expect(storedFiles()).toEqual([]);
  });

  test('a body cut off midway leaves no row and no file', async () => {
    const boundary = 'cut-off-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\ninvoice\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="half.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const body = new TextEncoder().encode(head + 'x'.repeat(50_000));
    const res = await as(t, me)('/api/documents/upload', {
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(400);
    expect(await documentRows()).toHaveLength(0);
    expect(storedFiles()).toEqual([]);
  });

  test('hostile file names are kept only as clean metadata; the stored name is generated', async () => {
    const long = `${'a'.repeat(500)}.pdf`;
    const res = await upload(
      form({ category: 'other' }, [
        pdf('../../../etc/passwd'),
        pdf('..\\..\\boot.ini'),
        pdf(long),
        pdf('Ñandú rekening ✓ 2026.pdf'),
        pdf('invoice\u202Efdp.exe'),
      ]),
    );
    expect(res.status).toBe(201);
    const names = ((await res.json()) as { documents: Doc[] }).documents.map((d) => d.fileName);
    expect(names[0]).toBe('passwd');
    expect(names[1]).toBe('boot.ini');
    expect(names[2]!.length).toBe(200);
    expect(names[2]!.endsWith('.pdf')).toBe(true);
    expect(names[3]).toBe('Ñandú rekening ✓ 2026.pdf');
    expect(names[4]).toBe('invoicefdp.exe');
    for (const key of storedFiles()) expect(key).toMatch(/^[0-9a-f-]{36}$/);

    const first = (await documentRows()).find((row) => row.fileName === 'Ñandú rekening ✓ 2026.pdf')!;
    const file = await as(t, me)(`/api/documents/${first.id}/file?download=1`);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="_and_ rekening _ 2026.pdf"; filename*=UTF-8''${encodeURIComponent('Ñandú rekening ✓ 2026.pdf')}`,
    );
  });
});

describe('who hears of an upload', () => {
  const recipients = async (type: string) =>
    (await t.db.select().from(adminNotifications).where(eq(adminNotifications.type, type)))
      .map((note) => note.userId)
      .sort();

  test('staff who may see the client: the assigned accountant, managers and admins, one notice each', async () => {
    expect((await upload(form({ category: 'invoice' }, [pdf('inv.pdf')]))).status).toBe(201);
    expect(await recipients('document_uploaded')).toEqual(
      [firm.accountant.user.id, firm.manager.user.id, firm.admin.user.id].sort(),
    );
    // The other accountant's inbox stays empty: the client is hidden from them.
    const inbox = (await (await as(t, firm.otherAccountant)('/api/admin/admin-notifications')).json()) as unknown[];
    expect(inbox).toEqual([]);
  });

  test('a client with no accountant: managers and admins only, never every accountant', async () => {
    const loner = await registerClient(t);
    expect((await upload(form({ category: 'invoice' }, [pdf('inv.pdf')]), loner)).status).toBe(201);
    expect(await recipients('document_uploaded')).toEqual([firm.manager.user.id, firm.admin.user.id].sort());
    for (const accountant of [firm.accountant, firm.otherAccountant]) {
      const inbox = (await (await as(t, accountant)('/api/admin/admin-notifications')).json()) as unknown[];
      expect(inbox).toEqual([]);
    }
  });
});

describe('document requests', () => {
  const createRequest = async (fields: Record<string, unknown> = {}) => {
    const res = await as(t, firm.accountant)('/api/admin/document-requests', {
      method: 'POST',
      json: {
        clientId: me.user.id,
        documentType: 'vat_return',
        description: 'VAT201 for October',
        dueDate: '2099-12-31',
        ...fields,
      },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; requestedBy: string; status: string };
  };

  test('the client lists their own requests; one past its due date reads as overdue', async () => {
    const open = await createRequest();
    expect(open.requestedBy).toBe(firm.accountant.user.id);
    await createRequest({ description: 'Late one', dueDate: '2020-01-31' });
    const list = (await (await as(t, me)('/api/document-requests')).json()) as {
      description: string;
      status: string;
      dueDate: string;
    }[];
    expect(list.map((r) => [r.description, r.status])).toEqual([
      ['Late one', 'overdue'],
      ['VAT201 for October', 'pending'],
    ]);
    expect((await (await as(t, firm.otherClient)('/api/document-requests')).json()) as unknown[]).toEqual([]);
    // The backoffice sees the same, and can list the open ones.
    const open2 = (await (
      await as(t, firm.manager)(`/api/admin/document-requests?filter=${encodeURIComponent('{"status":"overdue"}')}`)
    ).json()) as unknown[];
    expect(open2).toHaveLength(1);
    void open;
  });

  test('an accountant cannot ask an unassigned client', async () => {
    const res = await as(t, firm.otherAccountant)('/api/admin/document-requests', {
      method: 'POST',
      json: { clientId: me.user.id, documentType: 'invoice', description: 'x' },
    });
    expect(res.status).toBe(404);
  });

  test('uploading with requestId takes the request’s category and completes it with the document', async () => {
    const request = await createRequest();
    const res = await upload(form({ requestId: request.id, category: 'receipt' }, [pdf('vat201.pdf')]));
    expect(res.status).toBe(201);
    const [doc] = ((await res.json()) as { documents: Doc[] }).documents;
    expect(doc!.category).toBe('vat_return');
    const [row] = await t.db.select().from(documentRequests).where(eq(documentRequests.id, request.id));
    expect(row).toMatchObject({ status: 'completed', fulfilledWith: doc!.id });
    const notes = await t.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.type, 'document_request_fulfilled'));
    // The assigned accountant, the manager and the admin; never the other accountant, never all staff.
    expect(notes.map((note) => note.userId).sort()).toEqual(
      [firm.accountant.user.id, firm.manager.user.id, firm.admin.user.id].sort(),
    );

    // Once fulfilled it cannot be fulfilled again, and nothing of the second try is kept.
    const again = await upload(form({ requestId: request.id }, [pdf('again.pdf')]));
    expect(again.status).toBe(409);
    expect(await documentRows()).toHaveLength(1);
    expect(storedFiles()).toHaveLength(1);
  });

  test('another client’s request id is a 404 and keeps nothing', async () => {
    const request = await createRequest();
    const res = await upload(form({ requestId: request.id }, [pdf('x.pdf')]), firm.otherClient);
    expect(res.status).toBe(404);
    expect(await documentRows()).toHaveLength(0);
    expect(storedFiles()).toEqual([]);
  });
});

describe('GET /api/documents/{id}/file', () => {
  const uploadOne = async (file: File) => {
    const res = await upload(form({ category: 'invoice' }, [file]));
    return ((await res.json()) as { documents: Doc[] }).documents[0]!;
  };

  test('the owner, managers and the assigned accountant read it; another client and an unassigned accountant get 404', async () => {
    const doc = await uploadOne(pdf('statement.pdf', 300));
    for (const who of [me, firm.accountant, firm.manager, firm.admin]) {
      const res = await as(t, who)(doc.fileUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-disposition')).toStartWith('inline; filename="statement.pdf"');
      expect((await res.arrayBuffer()).byteLength).toBe(300);
    }
    for (const who of [firm.otherClient, firm.otherAccountant]) {
      const res = await as(t, who)(doc.fileUrl);
      expect(res.status).toBe(404);
    }
    expect((await t.request(doc.fileUrl)).status).toBe(401);
    expect((await as(t, me)('/api/documents/nope/file')).status).toBe(404);
  });

  test('an accountant whose assignment ended no longer reads it', async () => {
    const doc = await uploadOne(pdf('statement.pdf'));
    await t.client.execute({
      sql: 'update client_assignments set is_active = 0 where accountant_id = ?',
      args: [firm.accountant.user.id],
    });
    expect((await as(t, firm.accountant)(doc.fileUrl)).status).toBe(404);
  });

  test('HTML and other active types are always a download', async () => {
    const doc = await uploadOne(pdf('page.html', 20, 'text/html'));
    const res = await as(t, me)(doc.fileUrl);
    expect(res.headers.get('content-type')).toBe('text/html');
    expect(res.headers.get('content-disposition')).toStartWith('attachment;');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });
});

describe('review in the backoffice', () => {
  test('the assigned accountant sets the outcome; the server records who and when; the client sees it', async () => {
    await upload(form({ category: 'invoice' }, [pdf('inv.pdf')]));
    const [row] = await documentRows();
    const queue = (await (
      await as(t, firm.accountant)(`/api/admin/documents?filter=${encodeURIComponent('{"status":"pending"}')}`)
    ).json()) as { id: string }[];
    expect(queue.map((d) => d.id)).toEqual([row!.id]);
    expect((await (await as(t, firm.otherAccountant)('/api/admin/documents')).json()) as unknown[]).toEqual([]);

    const res = await as(t, firm.accountant)(`/api/admin/documents/${row!.id}`, {
      method: 'PUT',
      json: { status: 'needs_revision', reviewNotes: 'Page 2 is missing', reviewedBy: 'someone-else' },
    });
    expect(res.status).toBe(200);
    const mine = (
      (await (await as(t, me)('/api/documents')).json()) as (Doc & { reviewNotes: string; reviewedAt: string })[]
    )[0]!;
    expect(mine).toMatchObject({ status: 'needs_revision', reviewNotes: 'Page 2 is missing' });
    expect(mine.reviewedAt).toBeString();
    const [stored] = await documentRows();
    expect(stored!.reviewedBy).toBe(firm.accountant.user.id);

    const refused = await as(t, firm.otherAccountant)(`/api/admin/documents/${row!.id}`, {
      method: 'PUT',
      json: { status: 'approved' },
    });
    expect(refused.status).toBe(404);
    const bad = await as(t, firm.accountant)(`/api/admin/documents/${row!.id}`, {
      method: 'PUT',
      json: { status: 'lost' },
    });
    expect(bad.status).toBe(422);
  });
});
