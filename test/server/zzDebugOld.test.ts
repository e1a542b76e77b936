import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { drawCaptchaText, renderCaptchaPng } from '../../server/captcha/render';
import { mulberry32 } from '../../server/random';
it('samples', () => {
  const random = mulberry32(Number(process.env.SEED ?? 7));
  const answers = [];
  for (let i = 0; i < 12; i++) { const text = drawCaptchaText(random); answers.push(text); writeFileSync(`/tmp/blind/${String(i).padStart(2, '0')}.png`, renderCaptchaPng(text, random)); }
  writeFileSync('/tmp/blind-answers.txt', answers.join(' '));
});
