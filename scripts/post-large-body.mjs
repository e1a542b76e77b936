#!/usr/bin/env node
// Posts one large body to the backend and prints how it answered, as one JSON line. The client of
// the request-body-limit measurement (test/server/bodyLimit.node.test.ts); it runs in its own
// process so that the server's memory is measured without the client's copy of the body.
//
//   node scripts/post-large-body.mjs <url> [megabytes=10] [length|chunked] [http|fetch]
//
// http (node:http) sees the answer the moment it arrives, even while the body is still going out,
// and then stops sending: { status, answeredMs, sentBytes, body }. fetch (undici) finishes sending
// the whole body before it reads any answer, which is what a browser-like client sees:
// { status, answeredMs, body }.
import { request } from 'node:http';

const [url, megabytes = '10', framing = 'length', client = 'http'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/post-large-body.mjs <url> [megabytes] [length|chunked] [http|fetch]');
  process.exit(2);
}
const totalBytes = Number(megabytes) * 1024 * 1024;
const CHUNK = new Uint8Array(64 * 1024).fill(0x78);
const HEADERS = { Merchant: process.env.MERCHANT ?? 'DEMO', Language: 'EN', 'Content-Type': 'application/json' };
const tenths = (ms) => Math.round(ms * 10) / 10;

function postWithHttp() {
  return new Promise((resolve, reject) => {
    const headers = framing === 'length' ? { ...HEADERS, 'Content-Length': String(totalBytes) } : HEADERS;
    const started = performance.now();
    let sentBytes = 0;
    let answered = false;
    const outgoing = request(url, { method: 'POST', headers });
    outgoing.on('error', (error) => (answered ? undefined : reject(error)));
    outgoing.on('response', (response) => {
      answered = true;
      const answeredMs = performance.now() - started;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text) => (body += text));
      response.on('end', () => {
        // The server has answered: the rest of the body would only be thrown away.
        outgoing.destroy();
        resolve({ status: response.statusCode, answeredMs: tenths(answeredMs), sentBytes, body });
      });
    });
    const sendMore = () => {
      while (!answered && sentBytes < totalBytes) {
        const chunk = CHUNK.subarray(0, Math.min(CHUNK.length, totalBytes - sentBytes));
        sentBytes += chunk.length;
        if (!outgoing.write(chunk)) return outgoing.once('drain', sendMore);
      }
      if (!answered) outgoing.end();
    };
    sendMore();
  });
}

async function postWithFetch() {
  let sent = 0;
  const chunked = new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      sent += CHUNK.length;
      controller.enqueue(CHUNK);
    },
  });
  const body = framing === 'chunked' ? chunked : new Uint8Array(totalBytes).fill(0x78);
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: HEADERS, body, duplex: 'half' });
  const text = await response.text();
  return { status: response.status, answeredMs: tenths(performance.now() - started), body: text };
}

console.log(JSON.stringify(client === 'fetch' ? await postWithFetch() : await postWithHttp()));
