// Quick look: every script the home page loads before the hero, with its gzip size (node bench/home-scripts.mjs URL).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const url = process.argv[2] ?? 'http://localhost:3000/';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
const bodies = [];
page.on('response', (response) => {
  if (response.request().resourceType() === 'script')
    bodies.push(
      response
        .body()
        .then((b) => [response.url(), b])
        .catch(() => null),
    );
});
await page.goto(url);
await page.getByRole('button', { name: "Let's Build Something Together" }).waitFor();
let total = 0;
for (const entry of (await Promise.all(bodies)).filter(Boolean)) {
  const gz = gzipSync(entry[1]).length;
  total += gz;
  console.log(
    (gz / 1024).toFixed(1).padStart(7),
    (entry[1].length / 1024).toFixed(1).padStart(7),
    entry[0].replace(/^https?:\/\/[^/]+/, ''),
  );
}
console.log('total gzip KiB', (total / 1024).toFixed(1));
await browser.close();
