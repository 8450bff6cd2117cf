/** Who sees and changes what in /api/admin: clients, assigned and unassigned accountants, managers, admins. */
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import {
  activityLogs,
  adminNotifications,
  clientNotes,
  companyEmployees,
  subscriptions,
  users,
} from '../../db/schema.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { ADMIN_RESOURCES } from './table-of-contents.ts';
import { as, listUrl, type Firm, withFreshFirm } from '../../testing/firm.ts';

let t: TestApp;
let firm: Firm;
withFreshFirm((fresh) => ({ t, firm } = fresh));

const ids = async (res: Response) => ((await res.json()) as { id: string }[]).map((row) => row.id).sort();
const sorted = (...values: string[]) => [...values].sort();

describe('signed out and clients', () => {
  test('signed out: 401 on every route', async () => {
    for (const { name } of ADMIN_RESOURCES) {
      expect((await t.request(`/api/admin/${name}`)).status, name).toBe(401);
      expect((await t.request(`/api/admin/${name}/x`, { method: 'DELETE' })).status, name).toBe(401);
    }
    expect((await t.request('/api/admin/dashboard')).status).toBe(401);
  });

  test('a client: 403 on every route, read or write', async () => {
    const client = as(t, firm.assignedClient);
    for (const { name } of ADMIN_RESOURCES) {
      expect((await client(`/api/admin/${name}`)).status, name).toBe(403);
      expect((await client(`/api/admin/${name}/${firm.assignedClient.user.id}`)).status, name).toBe(403);
      expect((await client(`/api/admin/${name}`, { method: 'POST', json: {} })).status, name).toBe(403);
      expect((await client(`/api/admin/${name}/x`, { method: 'PUT', json: {} })).status, name).toBe(403);
      expect((await client(`/api/admin/${name}/x`, { method: 'DELETE' })).status, name).toBe(403);
    }
    expect((await client('/api/admin/dashboard')).status).toBe(403);
  });

  test('private notes never reach the client: not through the admin API, not in their own account', async () => {
    const manager = as(t, firm.manager);
    const note = await manager('/api/admin/client-notes', {
      method: 'POST',
      json: { clientId: firm.assignedClient.user.id, content: 'Suspect late VAT filings' },
    });
    expect(note.status).toBe(201);
    expect((await note.json()).isPrivate).toBe(true);
    const client = as(t, firm.assignedClient);
    expect((await client('/api/admin/client-notes')).status).toBe(403);
    const me = await client('/api/user');
    expect(me.status).toBe(200);
    expect(await me.text()).not.toContain('Suspect late VAT');
  });
});

describe('an accountant', () => {
  test('sees only their assigned clients, and of users only those and themselves', async () => {
    const accountant = as(t, firm.accountant);
    expect(await ids(await accountant(listUrl('clients')))).toEqual([firm.assignedClient.user.id]);
    expect(await ids(await accountant(listUrl('users')))).toEqual(
      sorted(firm.assignedClient.user.id, firm.accountant.user.id),
    );
    expect((await accountant(`/api/admin/clients/${firm.assignedClient.user.id}`)).status).toBe(200);
    expect((await accountant(`/api/admin/clients/${firm.otherClient.user.id}`)).status).toBe(404);
    expect((await accountant(`/api/admin/users/${firm.manager.user.id}`)).status).toBe(404);
    // Filters cannot widen the scope.
    expect(await ids(await accountant(listUrl('clients', { filter: { id: [firm.otherClient.user.id] } })))).toEqual([]);
    expect(
      await ids(await accountant(listUrl('clients', { filter: { accountantId: firm.otherAccountant.user.id } }))),
    ).toEqual([]);
  });

  test('loses sight of a client when the assignment ends', async () => {
    const manager = as(t, firm.manager);
    const [assignment] = (await (
      await manager(listUrl('client-assignments', { filter: { clientId: firm.assignedClient.user.id } }))
    ).json()) as {
      id: string;
    }[];
    const end = await manager(`/api/admin/client-assignments/${assignment!.id}`, {
      method: 'PUT',
      json: { isActive: false },
    });
    expect(end.status).toBe(200);
    expect(await ids(await as(t, firm.accountant)(listUrl('clients')))).toEqual([]);
  });

  test('acts on notes of assigned clients only; others are 404', async () => {
    const accountant = as(t, firm.accountant);
    const mine = await accountant('/api/admin/client-notes', {
      method: 'POST',
      json: { clientId: firm.assignedClient.user.id, content: 'Asked for March bank statements' },
    });
    expect(mine.status).toBe(201);
    const refused = await accountant('/api/admin/client-notes', {
      method: 'POST',
      json: { clientId: firm.otherClient.user.id, content: 'x' },
    });
    expect(refused.status).toBe(404);
    const nobody = await accountant('/api/admin/client-notes', {
      method: 'POST',
      json: { clientId: 'no-such-user', content: 'x' },
    });
    expect(nobody.status).toBe(404);

    const [othersNote] = await t.db
      .insert(clientNotes)
      .values({ clientId: firm.otherClient.user.id, authorId: firm.otherAccountant.user.id, content: 'Not for Ayanda' })
      .returning();
    expect(await ids(await accountant(listUrl('client-notes')))).toEqual([(await mine.json()).id]);
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await accountant(`/api/admin/client-notes/${othersNote!.id}`, {
        method,
        ...(method === 'PUT' ? { json: { content: 'hijack' } } : {}),
      });
      expect(res.status, method).toBe(404);
    }
    const [stillThere] = await t.db.select().from(clientNotes).where(eq(clientNotes.id, othersNote!.id));
    expect(stillThere!.content).toBe('Not for Ayanda');
  });

  test("changes only the notes they wrote on their client; a manager's note is read-only to them", async () => {
    const [managersNote] = await t.db
      .insert(clientNotes)
      .values({ clientId: firm.assignedClient.user.id, authorId: firm.manager.user.id, content: 'Fee discussion' })
      .returning();
    const accountant = as(t, firm.accountant);
    expect((await accountant(`/api/admin/client-notes/${managersNote!.id}`)).status).toBe(200);
    expect(
      (await accountant(`/api/admin/client-notes/${managersNote!.id}`, { method: 'PUT', json: { content: 'x' } }))
        .status,
    ).toBe(403);
    expect((await accountant(`/api/admin/client-notes/${managersNote!.id}`, { method: 'DELETE' })).status).toBe(403);
  });

  test('sees only their own assignments, employees of their clients and their own activity', async () => {
    await t.db.insert(companyEmployees).values([
      { userId: firm.assignedClient.user.id, firstName: 'Lindiwe', lastName: 'Dube' },
      { userId: firm.otherClient.user.id, firstName: 'Johan', lastName: 'Smit' },
    ]);
    const accountant = as(t, firm.accountant);
    const assignments = (await (await accountant(listUrl('client-assignments'))).json()) as { accountantId: string }[];
    expect(assignments.map((a) => a.accountantId)).toEqual([firm.accountant.user.id]);
    const employees = (await (await accountant(listUrl('company-employees'))).json()) as { firstName: string }[];
    expect(employees.map((e) => e.firstName)).toEqual(['Lindiwe']);
    const log = (await (await accountant(listUrl('activity-logs'))).json()) as { userId: string }[];
    expect(log.length).toBeGreaterThan(0);
    expect(log.every((row) => row.userId === firm.accountant.user.id)).toBe(true);
  });

  test('cannot assign clients, change roles or services, or create users', async () => {
    const accountant = as(t, firm.accountant);
    const assign = await accountant('/api/admin/client-assignments', {
      method: 'POST',
      json: { clientId: firm.otherClient.user.id, accountantId: firm.accountant.user.id },
    });
    expect(assign.status).toBe(403);
    const promote = await accountant(`/api/admin/users/${firm.accountant.user.id}`, {
      method: 'PUT',
      json: { role: 'admin' },
    });
    expect(promote.status).toBe(403);
    const [service] = (await (await accountant(listUrl('services'))).json()) as { id: string }[];
    expect((await accountant(`/api/admin/services/${service!.id}`, { method: 'PUT', json: { price: 1 } })).status).toBe(
      403,
    );
    const create = await accountant('/api/admin/users', {
      method: 'POST',
      json: { username: 'x1', email: 'x1@x.co.za' },
    });
    expect(create.status).toBe(403);
    const [me] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, firm.accountant.user.id));
    expect(me!.role).toBe('accountant');
  });

  test("may correct their client's company details, but not their username or e-mail", async () => {
    const accountant = as(t, firm.accountant);
    const path = `/api/admin/clients/${firm.assignedClient.user.id}`;
    const record = await (await accountant(path)).json();
    // react-admin sends the whole record back.
    const res = await accountant(path, { method: 'PUT', json: { ...record, city: 'Durban' } });
    expect(res.status).toBe(200);
    expect((await res.json()).city).toBe('Durban');
    expect((await accountant(path, { method: 'PUT', json: { ...record, email: 'new@example.co.za' } })).status).toBe(
      403,
    );
  });
});

describe('managers and admins', () => {
  test('a manager sees every client and assigns them; the accountant is notified', async () => {
    const manager = as(t, firm.manager);
    expect(await ids(await manager(listUrl('clients')))).toEqual(
      sorted(firm.assignedClient.user.id, firm.otherClient.user.id),
    );
    const res = await manager('/api/admin/client-assignments', {
      method: 'POST',
      json: { clientId: firm.otherClient.user.id, accountantId: firm.accountant.user.id, notes: 'Cover for Pieter' },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      assignedBy: firm.manager.user.id,
      isActive: true,
      notes: 'Cover for Pieter',
    });
    expect(await ids(await as(t, firm.accountant)(listUrl('clients')))).toEqual(
      sorted(firm.assignedClient.user.id, firm.otherClient.user.id),
    );

    const again = await manager('/api/admin/client-assignments', {
      method: 'POST',
      json: { clientId: firm.otherClient.user.id, accountantId: firm.accountant.user.id },
    });
    expect(again.status).toBe(409);
    const notAnAccountant = await manager('/api/admin/client-assignments', {
      method: 'POST',
      json: { clientId: firm.otherClient.user.id, accountantId: firm.manager.user.id },
    });
    expect(notAnAccountant.status).toBe(422);

    const inbox = as(t, firm.accountant);
    const unread = await inbox(listUrl('admin-notifications', { filter: { isRead: false }, range: [0, 0] }));
    expect(unread.headers.get('content-range')).toMatch(/\/1$/);
    const [notification] = (await unread.json()) as { id: string; title: string; relatedId: string }[];
    expect(notification).toMatchObject({ title: 'New client assigned', relatedId: firm.otherClient.user.id });
    expect(
      (await inbox(`/api/admin/admin-notifications/${notification!.id}`, { method: 'PUT', json: { isRead: true } }))
        .status,
    ).toBe(200);
    // Someone else's notification is not there to read.
    expect((await as(t, firm.otherAccountant)(`/api/admin/admin-notifications/${notification!.id}`)).status).toBe(404);
  });

  test('a manager cannot change roles or services; an admin can, but not their own role', async () => {
    const manager = as(t, firm.manager);
    const admin = as(t, firm.admin);
    const target = `/api/admin/users/${firm.otherAccountant.user.id}`;
    expect((await manager(target, { method: 'PUT', json: { role: 'manager' } })).status).toBe(403);
    const promoted = await admin(target, { method: 'PUT', json: { role: 'manager' } });
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toMatchObject({ role: 'manager', isStaff: true });
    const demoted = await admin(target, { method: 'PUT', json: { role: 'client' } });
    expect(await demoted.json()).toMatchObject({ role: 'client', isStaff: false });

    const self = await admin(`/api/admin/users/${firm.admin.user.id}`, { method: 'PUT', json: { role: 'client' } });
    expect(self.status).toBe(403);
    expect(
      (await admin(`/api/admin/users/${firm.admin.user.id}`, { method: 'PUT', json: { isStaff: false } })).status,
    ).toBe(403);
    expect((await admin(`/api/admin/users/${firm.admin.user.id}`, { method: 'DELETE' })).status).toBe(403);

    const [service] = (await (await manager(listUrl('services'))).json()) as { id: string }[];
    expect((await manager(`/api/admin/services/${service!.id}`, { method: 'PUT', json: { price: 1 } })).status).toBe(
      403,
    );
    const repriced = await admin(`/api/admin/services/${service!.id}`, { method: 'PUT', json: { price: 849.5 } });
    expect(repriced.status).toBe(200);
    expect((await repriced.json()).price).toBe(849.5);
  });

  test('an admin invites users (no typed password, an unusable argon2id hash); no answer ever carries a hash', async () => {
    const admin = as(t, firm.admin);
    const typedOne = await admin('/api/admin/users', {
      method: 'POST',
      json: { username: 'newbie', email: 'Newbie@Firm.co.za', password: 'first-password-1', role: 'accountant' },
    });
    expect(typedOne.status).toBe(422);
    const res = await admin('/api/admin/users', {
      method: 'POST',
      json: { username: 'newbie', email: 'Newbie@Firm.co.za', role: 'accountant' },
    });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({
      username: 'newbie',
      email: 'newbie@firm.co.za',
      role: 'accountant',
      isStaff: true,
    });
    expect(created.password).toBeUndefined();
    const [row] = await t.db.select({ password: users.password }).from(users).where(eq(users.id, created.id));
    expect(row!.password).toStartWith('$argon2id$');
    expect(created.invitedAt).toBeString();

    const taken = await admin('/api/admin/users', {
      method: 'POST',
      json: { username: 'NEWBIE', email: 'other@firm.co.za' },
    });
    expect(taken.status).toBe(409);

    // Nobody types another user's password: the backoffice sends a reset link instead.
    const typed = await admin(`/api/admin/users/${created.id}`, {
      method: 'PUT',
      json: { password: 'second-password-2' },
    });
    expect(typed.status).toBe(422);

    for (const name of ['users', 'clients']) {
      const text = await (await admin(listUrl(name, { range: [0, 99] }))).text();
      expect(text).not.toContain('$argon2');
      expect(text).not.toContain('"password"');
    }
  });

  test('an admin deletes a user the way account deletion does', async () => {
    const admin = as(t, firm.admin);
    const res = await admin(`/api/admin/users/${firm.otherClient.user.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await res.json()).id).toBe(firm.otherClient.user.id);
    expect(await t.db.select().from(users).where(eq(users.id, firm.otherClient.user.id))).toEqual([]);
    const log = await t.db.select({ action: activityLogs.action, userId: activityLogs.userId }).from(activityLogs);
    expect(log).toContainEqual({ action: 'users.delete', userId: firm.admin.user.id });
    expect(log).toContainEqual({ action: 'account_deleted', userId: null });
  });

  test('a manager sends a notification to one accountant or to all staff', async () => {
    const manager = as(t, firm.manager);
    const toAll = await manager('/api/admin/admin-notifications', {
      method: 'POST',
      json: { title: 'Office closed Friday', type: 'announcement' },
    });
    expect(toAll.status).toBe(201);
    const toClient = await manager('/api/admin/admin-notifications', {
      method: 'POST',
      json: { title: 'x', type: 'announcement', userId: firm.assignedClient.user.id },
    });
    expect(toClient.status).toBe(422);
    const seen = (await (await as(t, firm.otherAccountant)(listUrl('admin-notifications'))).json()) as {
      title: string;
    }[];
    expect(seen.map((n) => n.title)).toEqual(['Office closed Friday']);
    expect(
      (
        await as(t, firm.accountant)('/api/admin/admin-notifications', {
          method: 'POST',
          json: { title: 'x', type: 'y' },
        })
      ).status,
    ).toBe(403);
    expect(await t.db.select().from(adminNotifications)).toHaveLength(1);
  });
  test('a notice to all staff: accountants read it but cannot mark it read or delete it; their own they can', async () => {
    const manager = as(t, firm.manager);
    const accountant = as(t, firm.accountant);
    const send = async (json: Record<string, unknown>) =>
      ((await (await manager('/api/admin/admin-notifications', { method: 'POST', json })).json()) as { id: string }).id;
    const broadcast = await send({ title: 'Office closed Friday', type: 'announcement' });
    const mine = await send({ title: 'Call Thandi back', type: 'task', userId: firm.accountant.user.id });
    const isRead = async (id: string) =>
      (await t.db.select().from(adminNotifications).where(eq(adminNotifications.id, id)))[0]?.isRead;

    // Seen, but shared: marking it read or deleting it would do so for every colleague.
    expect((await accountant(`/api/admin/admin-notifications/${broadcast}`)).status).toBe(200);
    const markShared = await accountant(`/api/admin/admin-notifications/${broadcast}`, {
      method: 'PUT',
      json: { isRead: true },
    });
    expect(markShared.status).toBe(403);
    expect(await isRead(broadcast)).toBe(false);
    expect((await accountant(`/api/admin/admin-notifications/${broadcast}`, { method: 'DELETE' })).status).toBe(403);
    expect(await isRead(broadcast)).toBe(false);

    // Their own: read and delete as they like; a colleague cannot even see it.
    expect(
      (await accountant(`/api/admin/admin-notifications/${mine}`, { method: 'PUT', json: { isRead: true } })).status,
    ).toBe(200);
    expect(await isRead(mine)).toBe(true);
    const colleague = as(t, firm.otherAccountant);
    expect(
      (await colleague(`/api/admin/admin-notifications/${mine}`, { method: 'PUT', json: { isRead: false } })).status,
    ).toBe(404);
    expect((await colleague(`/api/admin/admin-notifications/${mine}`, { method: 'DELETE' })).status).toBe(404);
    expect(await isRead(mine)).toBe(true);
    expect((await accountant(`/api/admin/admin-notifications/${mine}`, { method: 'DELETE' })).status).toBe(200);

    // Managers handle the shared ones.
    expect(
      (await manager(`/api/admin/admin-notifications/${broadcast}`, { method: 'PUT', json: { isRead: true } })).status,
    ).toBe(200);
    expect((await manager(`/api/admin/admin-notifications/${broadcast}`, { method: 'DELETE' })).status).toBe(200);
    expect(await t.db.select().from(adminNotifications)).toEqual([]);
  });
});

describe('writes', () => {
  test('fields only the server sets are ignored; unknown fields are refused', async () => {
    const accountant = as(t, firm.accountant);
    const res = await accountant('/api/admin/client-notes', {
      method: 'POST',
      json: {
        id: 'chosen-id',
        clientId: firm.assignedClient.user.id,
        authorId: firm.manager.user.id,
        content: 'Spoke to the owner',
        createdAt: '2001-01-01T00:00:00Z',
      },
    });
    expect(res.status).toBe(201);
    const note = await res.json();
    expect(note.id).not.toBe('chosen-id');
    expect(note.authorId).toBe(firm.accountant.user.id);
    expect(note.createdAt.startsWith('2001')).toBe(false);
    expect(note.isPrivate).toBe(true);

    const moved = await accountant(`/api/admin/client-notes/${note.id}`, {
      method: 'PUT',
      json: {
        ...note,
        clientId: firm.otherClient.user.id,
        authorId: firm.otherAccountant.user.id,
        content: 'Spoke to the owner again',
      },
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      clientId: firm.assignedClient.user.id,
      authorId: firm.accountant.user.id,
      content: 'Spoke to the owner again',
    });

    const unknown = await accountant(`/api/admin/client-notes/${note.id}`, { method: 'PUT', json: { mood: 'grumpy' } });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).errors.mood).toBeString();
    const blank = await accountant('/api/admin/client-notes', {
      method: 'POST',
      json: { clientId: firm.assignedClient.user.id, content: '  ' },
    });
    expect(blank.status).toBe(422);
    expect((await blank.json()).errors.content).toBe('Write the note');

    const [assignment] = (await (await as(t, firm.manager)(listUrl('client-assignments'))).json()) as { id: string }[];
    const reassigned = await as(t, firm.manager)(`/api/admin/client-assignments/${assignment!.id}`, {
      method: 'PUT',
      json: { assignedBy: firm.admin.user.id, notes: 'Keep' },
    });
    expect(reassigned.status).toBe(200);
    expect((await reassigned.json()).assignedBy).toBe(firm.manager.user.id);
  });

  test('read-only resources refuse writes with 405', async () => {
    const admin = as(t, firm.admin);
    expect((await admin('/api/admin/activity-logs', { method: 'POST', json: {} })).status).toBe(405);
    const [row] = (await (await admin(listUrl('activity-logs'))).json()) as { id: string }[];
    expect((await admin(`/api/admin/activity-logs/${row!.id}`, { method: 'PUT', json: {} })).status).toBe(405);
    expect((await admin(`/api/admin/activity-logs/${row!.id}`, { method: 'DELETE' })).status).toBe(405);
    expect((await admin('/api/admin/contact-submissions', { method: 'POST', json: { name: 'x' } })).status).toBe(405);
  });

  test('every staff write is in the activity log with the actor, field names but never values', async () => {
    const accountant = as(t, firm.accountant);
    const note = await (
      await accountant('/api/admin/client-notes', {
        method: 'POST',
        json: { clientId: firm.assignedClient.user.id, content: 'Secret matter' },
      })
    ).json();
    await accountant(`/api/admin/client-notes/${note.id}`, { method: 'PUT', json: { isPrivate: false } });
    await accountant(`/api/admin/client-notes/${note.id}`, { method: 'DELETE' });
    const rows = await t.db.select().from(activityLogs).where(eq(activityLogs.userId, firm.accountant.user.id));
    const writes = rows.filter((row) => row.action.startsWith('client-notes.'));
    expect(writes.map((row) => row.action).sort()).toEqual([
      'client-notes.create',
      'client-notes.delete',
      'client-notes.update',
    ]);
    expect(writes.find((row) => row.action === 'client-notes.update')!.details).toEqual({
      resource: 'client-notes',
      id: note.id,
      fields: ['isPrivate'],
    });
    expect(JSON.stringify(writes)).not.toContain('Secret matter');

    // Unchanged values (react-admin resends whole records) write and log nothing.
    const before = (await t.db.select().from(activityLogs)).length;
    const client = await (await accountant(`/api/admin/clients/${firm.assignedClient.user.id}`)).json();
    expect(
      (await accountant(`/api/admin/clients/${firm.assignedClient.user.id}`, { method: 'PUT', json: client })).status,
    ).toBe(200);
    expect((await t.db.select().from(activityLogs)).length).toBe(before);
  });

  test('deleting a service still subscribed to is a 409, not a 500', async () => {
    const admin = as(t, firm.admin);
    const [service] = (await (await admin(listUrl('services'))).json()) as { id: string }[];
    await t.db
      .insert(subscriptions)
      .values({ userId: firm.assignedClient.user.id, serviceId: service!.id, startDate: new Date() });
    expect((await admin(`/api/admin/services/${service!.id}`, { method: 'DELETE' })).status).toBe(409);
  });

  test('a cross-site write is refused before it reaches the backoffice', async () => {
    const res = await t.request('/api/admin/client-notes', {
      method: 'POST',
      headers: { cookie: firm.admin.cookie, origin: 'https://evil.example' },
      json: { clientId: firm.assignedClient.user.id, content: 'x' },
    });
    expect(res.status).toBe(403);
  });
});
