import { parseHTML } from 'linkedom';
import { readFileSync } from 'node:fs';
for (const id of process.argv.slice(2)) {
const { document } = parseHTML(readFileSync(`/tmp/p4-${id}.html`, 'utf8'));
for (const f of document.querySelectorAll('form')) console.log(id, f.getAttribute('class'), f.textContent.replace(/\s+/g,' ').length, 'h', f.querySelectorAll('h1,h2,h3,h4,h5,h6').length, 'p', f.querySelectorAll('p').length, 'ctl', f.querySelectorAll('textarea, input[type="email" i], input[type="tel" i]').length, 'inputs', f.querySelectorAll('input:not([type=hidden]),textarea,select').length, f.textContent.replace(/\s+/g,' ').slice(0,150));
}
