import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { INBOX_PAGE_SIZE, type InboxMessage, inboxCountResponse, inboxPageResponse, MAX_MESSAGE_IDS } from '@kernel/inbox';
import { memberInfoResponse } from '@kernel/member';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { PATH } from '@kernel/paths';
import { unreadCountResponse } from '@kernel/support';
import { INBOX_MESSAGE } from '../../server/inboxMessages';
import { INBOX_MESSAGES } from '../../server/seed/inboxMessages';
import { callJson, expectLoginRequired, loginToken, manualClock, parseFailure, setModule, startServer, type TestServer } from './helpers';
import { MEMBER, responseValue, teamToken } from './walletHelpers';

/**
 * The message inbox (T, module INBOX3; kernel/inbox.ts): demo_member has 12 messages (3
 * unread, the newest), 10 a page; demo_agent has 5 (4 unread); team_meera none.
 */

const DEVANAGARI = /[\u0900-\u097F]/;
const AGENT_ID = 10002;

type Row = { id: number; member_id: number; read_at: number | null; deleted_at: number | null };
/** Every message row's owner, read and delete time: a refused call must leave it as it was. */
const rows = (server: TestServer) => server.db.prepare('SELECT id, member_id, read_at, deleted_at FROM member_message ORDER BY id').all() as Row[];
const rowOf = (server: TestServer, id: number) => rows(server).find((row) => row.id === id);
const idsOf = (server: TestServer, memberId: number) =>
  rows(server)
    .filter((row) => row.member_id === memberId)
    .map((row) => row.id);

function inboxCalls(server: TestServer) {
  const page = async (token: string, query = '', lang = 'EN') =>
    (await server.expectBody(inboxPageResponse, `${MEMBER_PATH.messages}${query}`, { token, lang })).body.value;
  /** Every live message of the member, newest first, walked page by page. */
  const all = async (token: string, lang = 'EN') => {
    const first = await page(token, '', lang);
    const items: InboxMessage[] = [...first.items];
    for (let pageNo = 2; pageNo <= first.totalPages; pageNo++) items.push(...(await page(token, `?pageNo=${pageNo}`, lang)).items);
    return items;
  };
  const write = (path: string, token: string, body?: unknown, lang = 'EN') => callJson(server, 'POST', path, body, { token, lang });
  /** A write that must succeed: the unread count it answers. */
  const count = async (path: string, token: string, body?: unknown) => responseValue(inboxCountResponse, await write(path, token, body)).unreadCount;
  /** A write that must be refused as naming a message that is not the member's own live one. */
  const refused = async (path: string, token: string, body: unknown, lang = 'EN') => {
    const result = await write(path, token, body, lang);
    const failure = parseFailure(result.body);
    expect(failure.code).toBe(ErrorCode.messageNotFound);
    return failure.message;
  };
  /**
   * The unread count the write answered, the inbox page's, the member info's and CSP_unreadCount's
   * all agree, and match the unread messages the list shows.
   */
  const expectUnread = async (token: string, expected: number) => {
    const listed = await all(token);
    const info = (await server.expectBody(memberInfoResponse, PATH.memberInfo, { token })).body.value;
    const csp = (await server.expectBody(unreadCountResponse, PATH.unreadCount, { token })).body.value;
    expect({
      page: (await page(token)).unreadCount,
      listed: listed.filter((message) => !message.read).length,
      memberInfo: info.unreadMessageCount,
      csp: csp.count,
    }).toEqual({ page: expected, listed: expected, memberInfo: expected, csp: expected });
  };
  return { page, all, write, count, refused, expectUnread };
}

describe('the message inbox: reading the list', () => {
  // One server: these calls only read (or are refused and change nothing, which is asserted).
  let server: TestServer;
  let member: string;
  let calls: ReturnType<typeof inboxCalls>;
  beforeAll(async () => {
    server = await startServer({ clock: manualClock().now });
    member = await loginToken(server, MEMBER.demo.username);
    calls = inboxCalls(server);
  });
  afterAll(() => server.db.close());

  it('pages demo_member 10 a page, newest first: two pages of 12, the 3 unread first', async () => {
    const first = await calls.page(member);
    expect({ ...first, items: first.items.length }).toEqual({ items: INBOX_PAGE_SIZE, pageNo: 1, pageSize: 10, totalPages: 2, totalCount: 12, unreadCount: 3 });
    const second = await calls.page(member, '?pageNo=2');
    expect({ ...second, items: second.items.length }).toEqual({ items: 2, pageNo: 2, pageSize: 10, totalPages: 2, totalCount: 12, unreadCount: 3 });

    const items = [...first.items, ...second.items];
    expect(new Set(items.map((message) => message.id)).size).toBe(12);
    for (const [index, message] of items.entries()) {
      if (index > 0) expect(message.createdAt).toBeLessThan(items[index - 1]?.createdAt ?? 0);
      expect(message.read).toBe(index >= 3);
    }
    // Only the member's own messages.
    expect(items.map((message) => message.id).sort()).toEqual(idsOf(server, MEMBER.demo.id).sort());
  });

  it('answers a page past the end with the last page, and takes another page size', async () => {
    const last = await calls.page(member, '?pageNo=2');
    for (const pageNo of [3, 1_000_000]) expect(await calls.page(member, `?pageNo=${pageNo}`)).toEqual(last);
    const fives = await calls.page(member, '?pageNo=3&pageSize=5');
    expect({ pageNo: fives.pageNo, pageSize: fives.pageSize, totalPages: fives.totalPages, items: fives.items.map((message) => message.id) }).toEqual({
      pageNo: 3,
      pageSize: 5,
      totalPages: 3,
      items: last.items.map((message) => message.id),
    });
  });

  it('answers an empty inbox as one empty page, and lists only the caller its own messages', async () => {
    const meera = await teamToken(server, MEMBER.meera.username);
    for (const query of ['', '?pageNo=4']) {
      expect(await calls.page(meera, query)).toEqual({ items: [], pageNo: 1, pageSize: 10, totalPages: 1, totalCount: 0, unreadCount: 0 });
    }
    const agent = await loginToken(server, 'demo_agent');
    const agents = await calls.page(agent);
    expect(agents).toMatchObject({ totalCount: 5, unreadCount: 4, totalPages: 1 });
    expect(agents.items.map((message) => message.id).sort()).toEqual(idsOf(server, AGENT_ID).sort());
  });

  it('speaks the request language: Hindi by the Language header or by default, English when asked', async () => {
    const english = (await calls.page(member, '', 'EN')).items;
    const hindi = (await calls.page(member, '', 'HI')).items;
    const byDefault = (await server.expectBody(inboxPageResponse, MEMBER_PATH.messages, { token: member })).body.value.items;
    expect(byDefault).toEqual(hindi);
    expect(hindi.map(({ id, createdAt, read }) => ({ id, createdAt, read }))).toEqual(english.map(({ id, createdAt, read }) => ({ id, createdAt, read })));
    expect(english[0]).toMatchObject({ title: 'Your weekly cashback has been credited' });
    expect(hindi[0]).toMatchObject({ title: 'आपका साप्ताहिक कैशबैक जमा कर दिया गया है' });
    for (const [index, message] of english.entries()) {
      expect(message.title).not.toMatch(DEVANAGARI);
      expect(message.content).not.toMatch(DEVANAGARI);
      expect(message.content).toMatch(/^<p>/);
      expect(hindi[index]?.title).toMatch(DEVANAGARI);
      expect(hindi[index]?.content).toMatch(DEVANAGARI);
    }
  });

  it('seeds a real message for each: distinct titles, HTML bodies with lists, bold words and links to the site only', async () => {
    const english = await calls.all(member, 'EN');
    expect(new Set(english.map((message) => message.title)).size).toBe(12);
    const html = english.map((message) => message.content).join('');
    for (const tag of ['<ul>', '<li>', '<b>', '<a href="/promotions">']) expect(html).toContain(tag);
    for (const plan of INBOX_MESSAGES) {
      for (const text of [plan.content.EN, plan.content.HI]) {
        expect(text).not.toMatch(/<script|\bon\w+=|javascript:/i);
        for (const [, href] of text.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^\/[a-z]/i);
      }
      // The same links in both languages.
      expect(plan.content.HI.match(/href="[^"]*"/g)).toEqual(plan.content.EN.match(/href="[^"]*"/g));
    }
  });

  it('refuses a malformed page query (INVALID_INPUT)', async () => {
    for (const query of ['?pageNo=0', '?pageNo=x', '?pageSize=0', '?pageSize=101', '?pageNo=1.5']) {
      const response = await server.call(`${MEMBER_PATH.messages}${query}`, { token: member });
      expect(response.status).toBe(400);
      expect(parseFailure(await response.json()).code).toBe(ErrorCode.invalidInput);
    }
  });

  it('refuses a malformed id list with the validation error, and changes nothing', async () => {
    const before = rows(server);
    const own = idsOf(server, MEMBER.demo.id);
    const tooMany = Array.from({ length: MAX_MESSAGE_IDS + 1 }, (_, index) => own[index % own.length]);
    const bodies: unknown[] = [{ ids: [] }, { ids: tooMany }, { ids: [String(own[0])] }, { ids: [1.5] }, { ids: [0] }, { ids: [-1] }, { ids: own[0] }, {}, 'not json'];
    for (const path of [MEMBER_PATH.readMessages, MEMBER_PATH.deleteMessages]) {
      for (const body of bodies) {
        const result = await calls.write(path, member, body);
        expect(result.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(parseFailure(result.body).code).toBe(ErrorCode.invalidInput);
      }
    }
    expect(rows(server)).toEqual(before);
    await calls.expectUnread(member, 3);
  });

  it('takes up to MAX_MESSAGE_IDS ids: 100 of which some are unknown is refused as not found, not as malformed', async () => {
    const own = idsOf(server, MEMBER.demo.id);
    const hundred = Array.from({ length: MAX_MESSAGE_IDS }, (_, index) => own[index] ?? 900_000 + index);
    for (const path of [MEMBER_PATH.readMessages, MEMBER_PATH.deleteMessages]) await calls.refused(path, member, { ids: hundred });
    await calls.expectUnread(member, 3);
  });

  it('refuses every inbox call without a session (401 NOT_LOGGED_IN)', async () => {
    await expectLoginRequired(server, MEMBER_PATH.messages);
    await expectLoginRequired(server, MEMBER_PATH.readAllMessages, { method: 'POST' });
    for (const path of [MEMBER_PATH.readMessages, MEMBER_PATH.deleteMessages]) {
      await expectLoginRequired(server, path, { method: 'POST', body: { ids: idsOf(server, MEMBER.demo.id).slice(0, 1) } });
    }
  });

  it('refuses every inbox call when INBOX3 is off (404 MODULE_DISABLED), and changes nothing', async () => {
    const before = rows(server);
    const [id] = idsOf(server, MEMBER.demo.id);
    setModule(server, 'INBOX3', false);
    try {
      for (const [path, body] of [
        [MEMBER_PATH.messages, undefined],
        [MEMBER_PATH.readMessages, { ids: [id] }],
        [MEMBER_PATH.readAllMessages, undefined],
        [MEMBER_PATH.deleteMessages, { ids: [id] }],
      ] as const) {
        const response = await server.call(path, { method: path === MEMBER_PATH.messages ? 'GET' : 'POST', body, token: member });
        expect(response.status, path).toBe(404);
        expect(parseFailure(await response.json()).code).toBe(ErrorCode.moduleDisabled);
      }
    } finally {
      setModule(server, 'INBOX3', true);
    }
    expect(rows(server)).toEqual(before);
  });
});

describe('the message inbox: reading and deleting messages', () => {
  // A fresh server per test: every test writes.
  let server: TestServer;
  let clock: ReturnType<typeof manualClock>;
  let member: string;
  let calls: ReturnType<typeof inboxCalls>;
  beforeEach(async () => {
    clock = manualClock();
    server = await startServer({ clock: clock.now });
    member = await loginToken(server, MEMBER.demo.username);
    calls = inboxCalls(server);
  });

  const unreadIds = async () => (await calls.all(member)).filter((message) => !message.read).map((message) => message.id);
  const readIds = async () => (await calls.all(member)).filter((message) => message.read).map((message) => message.id);

  it('reads one message: the count drops by one everywhere, the message shows read', async () => {
    const [id] = await unreadIds();
    clock.advance(60_000);
    expect(await calls.count(MEMBER_PATH.readMessages, member, { ids: [id] })).toBe(2);
    expect(rowOf(server, id ?? 0)?.read_at).toBe(clock.now());
    expect((await calls.all(member)).find((message) => message.id === id)?.read).toBe(true);
    await calls.expectUnread(member, 2);
  });

  it('reads a read message again without change: the first read time stays', async () => {
    const [unread] = await unreadIds();
    const [seededRead] = await readIds();
    const seededReadAt = rowOf(server, seededRead ?? 0)?.read_at;
    expect(await calls.count(MEMBER_PATH.readMessages, member, { ids: [unread] })).toBe(2);
    const firstRead = clock.now();
    // Within the session's two hours.
    clock.advance(30 * 60_000);
    // Again, twice in one request, and with a message read since the seed.
    expect(await calls.count(MEMBER_PATH.readMessages, member, { ids: [unread, unread, seededRead] })).toBe(2);
    expect(rowOf(server, unread ?? 0)?.read_at).toBe(firstRead);
    expect(rowOf(server, seededRead ?? 0)?.read_at).toBe(seededReadAt);
    await calls.expectUnread(member, 2);
  });

  it('reads all: nothing unread is left, earlier read times stay, and another member is untouched', async () => {
    const [seededRead] = await readIds();
    const seededReadAt = rowOf(server, seededRead ?? 0)?.read_at;
    const agentBefore = rows(server).filter((row) => row.member_id === AGENT_ID);
    clock.advance(60_000);
    expect(await calls.count(MEMBER_PATH.readAllMessages, member)).toBe(0);
    expect((await calls.all(member)).every((message) => message.read)).toBe(true);
    expect(rowOf(server, seededRead ?? 0)?.read_at).toBe(seededReadAt);
    for (const id of idsOf(server, MEMBER.demo.id)) expect(rowOf(server, id)?.read_at).not.toBeNull();
    expect(rows(server).filter((row) => row.member_id === AGENT_ID)).toEqual(agentBefore);
    await calls.expectUnread(member, 0);
    // The body, if any, is not read (the client sends {}).
    expect(await calls.count(MEMBER_PATH.readAllMessages, member, {})).toBe(0);
  });

  it('deletes messages: gone from the list and the counts, never readable or deletable again', async () => {
    const [unread] = await unreadIds();
    const [read] = await readIds();
    expect(await calls.count(MEMBER_PATH.deleteMessages, member, { ids: [unread] })).toBe(2);
    expect(await calls.count(MEMBER_PATH.deleteMessages, member, { ids: [read] })).toBe(2);
    const listed = await calls.all(member);
    expect(listed.map((message) => message.id)).not.toContain(unread);
    expect(listed.map((message) => message.id)).not.toContain(read);
    expect((await calls.page(member)).totalCount).toBe(10);
    await calls.expectUnread(member, 2);
    for (const path of [MEMBER_PATH.readMessages, MEMBER_PATH.deleteMessages]) await calls.refused(path, member, { ids: [unread] });
    // Read all does not bring a deleted message back into the count.
    expect(await calls.count(MEMBER_PATH.readAllMessages, member)).toBe(0);
    expect(rowOf(server, unread ?? 0)?.read_at).toBeNull();
  });

  it('lands on the page before when the last page is emptied', async () => {
    const lastPage = (await calls.page(member, '?pageNo=2')).items.map((message) => message.id);
    expect(lastPage).toHaveLength(2);
    expect(await calls.count(MEMBER_PATH.deleteMessages, member, { ids: lastPage })).toBe(3);
    const after = await calls.page(member, '?pageNo=2');
    expect({ pageNo: after.pageNo, totalPages: after.totalPages, totalCount: after.totalCount, items: after.items.length }).toEqual({
      pageNo: 1,
      totalPages: 1,
      totalCount: 10,
      items: 10,
    });
  });

  it("refuses another member's id, an unknown id, or a list mixing them with its own (MESSAGE_NOT_FOUND), and changes nothing", async () => {
    const agent = await loginToken(server, 'demo_agent');
    const [own] = await unreadIds();
    const [ownDeleted] = await readIds();
    expect(await calls.count(MEMBER_PATH.deleteMessages, member, { ids: [ownDeleted] })).toBe(3);
    const [foreign] = idsOf(server, AGENT_ID);
    const before = rows(server);
    for (const ids of [[foreign], [999_999], [own, foreign], [foreign, own], [own, 999_999], [own, ownDeleted]]) {
      for (const path of [MEMBER_PATH.readMessages, MEMBER_PATH.deleteMessages]) await calls.refused(path, member, { ids });
    }
    expect(rows(server)).toEqual(before);
    await calls.expectUnread(member, 3);
    await calls.expectUnread(agent, 4);
    expect((await calls.all(agent)).map((message) => message.id)).toContain(foreign);
  });

  it('words the refusal in the request language', async () => {
    const [foreign] = idsOf(server, AGENT_ID);
    expect(await calls.refused(MEMBER_PATH.readMessages, member, { ids: [foreign] }, 'EN')).toBe(INBOX_MESSAGE.messageNotFound.EN);
    const hindi = await calls.refused(MEMBER_PATH.deleteMessages, member, { ids: [foreign] }, 'HI');
    expect(hindi).toBe(INBOX_MESSAGE.messageNotFound.HI);
    expect(hindi).toMatch(DEVANAGARI);
  });

  it('orders messages of the same time by id, newest id first', async () => {
    const insert = server.db.prepare("INSERT INTO member_message (member_id, title, title_hi, content_en, content_hi, created_at) VALUES (?, ?, ?, '<p>x</p>', '', ?)");
    const first = Number(insert.run(MEMBER.demo.id, 'Older id', 'पुरानी आईडी', clock.now()).lastInsertRowid);
    const second = Number(insert.run(MEMBER.demo.id, 'Newer id', null, clock.now()).lastInsertRowid);
    const page = await calls.page(member, '', 'HI');
    // The HI title of the second is missing and its HI content empty: English stands in for both.
    expect(page.items.slice(0, 2).map(({ id, title, content }) => ({ id, title, content }))).toEqual([
      { id: second, title: 'Newer id', content: '<p>x</p>' },
      { id: first, title: 'पुरानी आईडी', content: '<p>x</p>' },
    ]);
    expect(page.totalCount).toBe(14);
    await calls.expectUnread(member, 5);
  });
});
