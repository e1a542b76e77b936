import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The production build writes public/first-paint.js into index.html as an inline script: as a file
 * it cost the first screen a round trip before its reads, fonts and catalogue could even be asked
 * for. The content-security policy names the script by its hash (server/staticSite.ts reads it from
 * the built index.html), so no other inline script runs. Development keeps the file: its server
 * gives each page a nonce of its own.
 */
export function inlineFirstPaint(options: { file: string; src: string }): Plugin {
  return {
    name: 'inline-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tag = `<script src="${options.src}"></script>`;
        if (!html.includes(tag)) throw new Error(`inlineFirstPaint: index.html has no ${tag}`);
        // Comment lines go (they are for readers of the file); the code stays as written.
        const code = readFileSync(options.file, 'utf8')
          .split('\n')
          .filter((line) => !/^\s*\/\//.test(line))
          .join('\n')
          .trim();
        if (/<\/script/i.test(code)) throw new Error('inlineFirstPaint: the script must not hold </script');
        return html.replace(tag, () => `<script>${code}</script>`);
      },
    },
  };
}
