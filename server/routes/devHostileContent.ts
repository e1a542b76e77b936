import { Hono } from 'hono';
import * as v from 'valibot';
import { envelope } from '../../kernel/envelope';
import { DEV_PATH } from '../../kernel/paths';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { ok } from '../respond';
import type { Db } from '../types';

/**
 * What the hostile-content dev control plants: every text the backend serves that a page shows,
 * turned into script-bearing text. A browser test then walks the pages that show them and fails
 * when any of it runs (test/e2e/scriptInjection.e2e.test.ts).
 */

/** Where planted payloads would send what they steal: nothing answers there. */
export const HOSTILE_EXFIL_HOST = 'exfil.invalid';

/** The window property a payload that ran sets (through `top`, so a same-origin frame's payload is seen too). */
export const HOSTILE_FLAG = '__pwned';

/** The message a payload that ran posts to its parent: seen even from a frame that cannot reach `top`. */
export const HOSTILE_MESSAGE_PREFIX = 'pwned:';

/** The text every planted value carries, so a test can tell the field was really rendered. */
export const hostileMarker = (field: string) => `hostile:${field}`;

/** The visible text of each `<a href="javascript:...">` planted in server HTML; a test clicks them. */
export const hostileLinkText = (field: string) => `hostile link ${field}`;

/** Field names go inside quoted script; keep them to characters that need no escaping anywhere. */
const fieldName = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * The script a payload runs if it ever gets to: it posts a message, opens an alert and sets the
 * flag, each naming the field. No spaces, no double quotes and no `>`, so it fits quoted and
 * unquoted attributes alike.
 */
export const hostileScript = (field: string) =>
  `parent.postMessage('${HOSTILE_MESSAGE_PREFIX}${field}','*');alert('${HOSTILE_MESSAGE_PREFIX}${field}');top.${HOSTILE_FLAG}='${field}'`;

/**
 * Server HTML (announcement, notice, help, agent-notice, inbox message and promotion terms contents): the classic vectors, the
 * `javascript:` addresses, frames, style tricks and the mutation-XSS shapes (markup that parses one
 * way, is serialised, and parses another way when inserted) that broke sanitisers before.
 */
export function hostileHtml(rawField: string): string {
  const field = fieldName(rawField);
  const js = hostileScript(field);
  const escapedScript = `&lt;script&gt;${js}&lt;/script&gt;`;
  return [
    `<p>${hostileMarker(field)}</p>`,
    `<script>${js}</script>`,
    `<img src=x onerror="${js}">`,
    `<img src="/assets-gen/missing-${field}.png" onerror="${js}">`,
    `<svg onload="${js}"><circle r="1"></circle></svg>`,
    `<svg><animate onbegin="${js}" attributeName="x" dur="1s"></animate></svg>`,
    `<svg><a href="javascript:${js}"><text x="0" y="10">svg link ${field}</text></a></svg>`,
    `<a href="javascript:${js}" data-hostile-link="${field}">${hostileLinkText(field)}</a>`,
    `<a href="jav&#x09;ascript:${js}" data-hostile-link="${field}">${hostileLinkText(field)} (tab)</a>`,
    `<a href="JaVaScRiPt&colon;${js}" data-hostile-link="${field}">${hostileLinkText(field)} (entity)</a>`,
    `<a href="data:text/html,${escapedScript}" data-hostile-link="${field}">${hostileLinkText(field)} (data)</a>`,
    `<iframe srcdoc="${escapedScript}"></iframe>`,
    `<iframe src="javascript:${js}"></iframe>`,
    `<object data="javascript:${js}"></object>`,
    `<embed src="javascript:${js}">`,
    `<details open ontoggle="${js}"><summary>details ${field}</summary></details>`,
    `<input autofocus onfocus="${js}">`,
    `<form><button formaction="javascript:${js}">form ${field}</button></form>`,
    `<video><source onerror="${js}"></video>`,
    `<body onload="${js}">`,
    `<marquee onstart="${js}">marquee ${field}</marquee>`,
    `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
    `<base href="javascript:${js}//">`,
    `<style>@import url(http://${HOSTILE_EXFIL_HOST}/${field}.css);</style>`,
    `<style><img src=x onerror="${js}"></style>`,
    `<div style="background-image:url(http://${HOSTILE_EXFIL_HOST}/${field}-inline)">styled ${field}</div>`,
    `<img src="http://${HOSTILE_EXFIL_HOST}/${field}.png" alt="tracker">`,
    // mutation XSS: DOMPurify 2.0.0 (math/mglyph), 2.0.17 (svg/style namespace), noscript, template
    `<math><mtext><table><mglyph><style><img src=x onerror="${js}"></style></mglyph></table></mtext></math>`,
    `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${js}">`,
    `<svg></p><style><a id="</style><img src=1 onerror=${js}>">`,
    `<math><mi><malignmark><style><img src=x onerror="${js}"></style></malignmark></mi></math>`,
    `<noscript><p title="</noscript><img src=x onerror=${js}>"></noscript>`,
    `<template><img src=x onerror="${js}"></template>`,
    `<textarea><img src=x onerror="${js}"></textarea>`,
    `<title><img src=x onerror="${js}"></title>`,
  ].join('');
}

/**
 * A plain-text field (titles, names): markup and attribute-breaking quotes that would run if the
 * text were ever put into HTML or an attribute unescaped. Shown as text, it reads literally.
 */
export function hostileText(rawField: string): string {
  const field = fieldName(rawField);
  const js = hostileScript(field);
  return `${hostileMarker(field)} "'><img src=x onerror="${js}"><script>${js}</script>`;
}

/** The fields the control planted, by where they come from. */
export const hostileContentSchema = v.object({
  /** Field names of server HTML (each value is hostileHtml(name)). */
  html: v.array(v.string()),
  /** Field names of plain text (each value is hostileText(name)). */
  text: v.array(v.string()),
});
export type HostileContent = v.InferOutput<typeof hostileContentSchema>;
export const hostileContentResponse = envelope(hostileContentSchema);

type Planter = { html: string[]; text: string[] };

/**
 * Rewrites one column of every row: `name(row)` names the field, `kind` says which payload it gets.
 * Rows are read first and written after, in the caller's transaction.
 */
function plant<Row extends Record<string, unknown>>(
  db: Db,
  planted: Planter,
  spec: { table: string; key: readonly (keyof Row & string)[]; columns: readonly string[]; kind: 'html' | 'text'; name: (row: Row) => string },
) {
  const rows = db.prepare(`SELECT ${spec.key.join(', ')} FROM ${spec.table}`).all() as Row[];
  const set = spec.columns.map((column) => `${column} = @value`).join(', ');
  const where = spec.key.map((key) => `${key} = @${key}`).join(' AND ');
  const update = db.prepare(`UPDATE ${spec.table} SET ${set} WHERE ${where}`);
  for (const row of rows) {
    const field = fieldName(spec.name(row));
    update.run({ ...row, value: spec.kind === 'html' ? hostileHtml(field) : hostileText(field) });
    planted[spec.kind].push(field);
  }
}

/** Every text the backend serves for a page to show, in both languages, made hostile. */
export function plantHostileContent(db: Db): HostileContent {
  const planted: Planter = { html: [], text: [] };
  db.transaction(() => {
    // server HTML
    plant<{ id: number; type: string }>(db, planted, {
      table: 'announcement',
      key: ['id', 'type'],
      columns: ['content_en', 'content_hi'],
      kind: 'html',
      name: (row) => `announcement-${row.type}-${row.id}-content`,
    });
    plant<{ id: string }>(db, planted, {
      table: 'help_topic',
      key: ['id'],
      columns: ['content_en', 'content_hi'],
      kind: 'html',
      name: (row) => `help-${row.id}-content`,
    });
    plant<{ id: number }>(db, planted, { table: 'agent_notice', key: ['id'], columns: ['content'], kind: 'html', name: (row) => `agent-notice-${row.id}-content` });
    plant<{ id: number }>(db, planted, {
      table: 'member_message',
      key: ['id'],
      columns: ['content_en', 'content_hi'],
      kind: 'html',
      name: (row) => `message-${row.id}-content`,
    });
    plant<{ id: number }>(db, planted, { table: 'promotion', key: ['id'], columns: ['terms_en', 'terms_hi'], kind: 'html', name: (row) => `promotion-${row.id}-terms` });
    // plain text
    plant<{ id: number; type: string }>(db, planted, {
      table: 'announcement',
      key: ['id', 'type'],
      columns: ['title_en', 'title_hi'],
      kind: 'text',
      name: (row) => `announcement-${row.type}-${row.id}-title`,
    });
    plant<{ id: string }>(db, planted, { table: 'help_topic', key: ['id'], columns: ['title_en', 'title_hi'], kind: 'text', name: (row) => `help-${row.id}-title` });
    plant<{ id: number }>(db, planted, { table: 'agent_notice', key: ['id'], columns: ['title'], kind: 'text', name: (row) => `agent-notice-${row.id}-title` });
    plant<{ id: number }>(db, planted, { table: 'banner', key: ['id'], columns: ['title_en', 'title_hi'], kind: 'text', name: (row) => `banner-${row.id}-title` });
    plant<{ id: number }>(db, planted, {
      table: 'member_message',
      key: ['id'],
      columns: ['title', 'title_hi'],
      kind: 'text',
      name: (row) => `message-${row.id}-title`,
    });
    plant<{ id: number }>(db, planted, { table: 'promotion', key: ['id'], columns: ['title_en', 'title_hi'], kind: 'text', name: (row) => `promotion-${row.id}-title` });
    plant<{ id: number }>(db, planted, {
      table: 'promotion',
      key: ['id'],
      columns: ['summary_en', 'summary_hi'],
      kind: 'text',
      name: (row) => `promotion-${row.id}-summary`,
    });
    plant<{ id: number }>(db, planted, {
      table: 'promotion_entry',
      key: ['id'],
      columns: ['reject_reason_en', 'reject_reason_hi', 'comment'],
      kind: 'text',
      name: (row) => `promotion-entry-${row.id}-text`,
    });
    plant<{ node_id: number }>(db, planted, { table: 'game', key: ['node_id'], columns: ['name'], kind: 'text', name: (row) => `game-${row.node_id}-name` });
    plant<{ category: string; code: string }>(db, planted, {
      table: 'vendor',
      key: ['category', 'code'],
      columns: ['name'],
      kind: 'text',
      name: (row) => `vendor-${row.category}-${row.code}-name`,
    });
    plant<{ id: number }>(db, planted, { table: 'winner', key: ['id'], columns: ['customer_name'], kind: 'text', name: (row) => `winner-${row.id}-name` });
    plant<{ code: string }>(db, planted, { table: 'merchant', key: ['code'], columns: ['name'], kind: 'text', name: () => 'merchant-name' });
    plant<{ cs_type: string }>(db, planted, {
      table: 'contact_channel',
      key: ['cs_type'],
      columns: ['title_en', 'title_hi'],
      kind: 'text',
      name: (row) => `contact-${row.cs_type}-title`,
    });
    plant<{ resource_type: string }>(db, planted, {
      table: 'resource_link',
      key: ['resource_type'],
      columns: ['label_en'],
      kind: 'text',
      name: (row) => `resource-${row.resource_type}-label`,
    });
    plant<{ id: number }>(db, planted, { table: 'member', key: ['id'], columns: ['nickname'], kind: 'text', name: (row) => `member-${row.id}-nickname` });
    plant<{ id: number }>(db, planted, { table: 'member_reward', key: ['id'], columns: ['title_en', 'title_hi'], kind: 'text', name: (row) => `reward-${row.id}-title` });
    plant<{ level: number; sort: number }>(db, planted, {
      table: 'vip_perk',
      key: ['level', 'sort'],
      columns: ['text_en', 'text_hi'],
      kind: 'text',
      name: (row) => `vip-perk-${row.level}-${row.sort}`,
    });
    plant<{ id: number }>(db, planted, { table: 'point_reward', key: ['id'], columns: ['name_en', 'name_hi'], kind: 'text', name: (row) => `reward-${row.id}-name` });
    plant<{ id: number }>(db, planted, {
      table: 'point_reward',
      key: ['id'],
      columns: ['description_en', 'description_hi'],
      kind: 'text',
      name: (row) => `reward-${row.id}-description`,
    });
  })();
  return planted;
}

/**
 * POST DEV_PATH.hostileContent (mounted only when dev controls are on, behind devControlGuard):
 * plants the payloads above in the running backend's database. DEV_PATH.reset puts the seed back.
 */
export function devHostileContentRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  routes.post(DEV_PATH.hostileContent, (c) => ok(c, hostileContentResponse, plantHostileContent(ctx.db)));
  return routes;
}
