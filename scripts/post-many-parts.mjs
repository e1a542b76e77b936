#!/usr/bin/env node
// Posts one multipart body of many tiny parts and, from the moment that body has been sent until
// it is answered, asks the same server for a quick answer on other connections; prints how the
// upload and the slowest quick call were answered, as one JSON line. The client of
// test/server/multipartFlood.node.test.ts (issue 21, item 4); it runs in its own process, so a
// server that holds its event loop cannot hold the client's clock too.
//
//   node scripts/post-many-parts.mjs <uploadUrl> <quickUrl> [parts=20000]
//
// HEADERS (a JSON object in the environment) are sent with both requests.
// Prints { upload: { status, answeredMs, bodySentMs, body }, quick: { status, answeredMs, askedAtMs, asked } }:
// every time in ms from the start of the upload, except quick.answeredMs, which is from when it was asked.
import { request } from 'node:http';

const [uploadUrl, quickUrl, partsArg = '20000'] = process.argv.slice(2);
if (!uploadUrl || !quickUrl) {
  console.error('usage: node scripts/post-many-parts.mjs <uploadUrl> <quickUrl> [parts]');
  process.exit(2);
}
const headers = JSON.parse(process.env.HEADERS ?? '{}');
const parts = Number(partsArg);
const tenths = (ms) => Math.round(ms * 10) / 10;

const boundary = `----flood${Date.now()}`;
const chunks = [];
const field = (name, value) => chunks.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
field('promotionId', '1');
field('comment', 'flood');
field('ageConfirmed', 'false');
field('idempotencyKey', '0123456789abcdef0123456789abcdef');
for (let index = 0; chunks.length < parts; index++) {
  chunks.push(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${index}.png"\r\nContent-Type: image/png\r\n\r\nx\r\n`);
}
chunks.push(`--${boundary}--\r\n`);
const body = Buffer.from(chunks.join(''));

const started = performance.now();
const since = () => tenths(performance.now() - started);

function send(url, options, payload) {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent: false, ...options }, (response) => {
      const answeredAt = since();
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (piece) => (text += piece));
      response.on('end', () => resolve({ status: response.statusCode, answeredAt, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(payload, () => options.onSent?.());
  });
}

const quicks = [];
let bodySentMs;
/**
 * The quick calls: one when the whole body is out (a server that parses it whole is at it now, or
 * soon), then one every 50 ms until the upload is answered, so one of them lands while the server
 * handles the upload whenever that is; or one when the upload is answered first.
 */
const askQuick = () => {
  const askedAtMs = since();
  quicks.push(send(quickUrl, { method: 'GET', headers }).then((answer) => ({ status: answer.status, answeredMs: tenths(answer.answeredAt - askedAtMs), askedAtMs })));
};
let asking;
let answered = false;
const upload = send(
  uploadUrl,
  {
    method: 'POST',
    headers: { ...headers, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(body.length) },
    onSent: () => {
      bodySentMs = since();
      if (answered) return; // refused before all of it was sent
      askQuick();
      asking = setInterval(askQuick, 50);
    },
  },
  body,
);
const uploaded = await upload;
answered = true;
clearInterval(asking);
if (quicks.length === 0) askQuick();
const answers = await Promise.all(quicks);
// the slowest of them tells how long the server kept others waiting
const slowest = answers.reduce((worst, answer) => (answer.answeredMs > worst.answeredMs || answer.status !== 200 ? answer : worst));
console.log(
  JSON.stringify({
    parts,
    bodyBytes: body.length,
    upload: { status: uploaded.status, answeredMs: uploaded.answeredAt, bodySentMs, body: uploaded.body },
    quick: { ...slowest, asked: answers.length },
  }),
);
