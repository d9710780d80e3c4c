import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listingProblems, readListing, STORE_LOCALES, type StoreLocale } from './listing';
import { drawArtwork } from './promo';
import { packagesOf } from './release-plan';
import { screenshotsIn } from './screenshots';

// `npm run store`: everything a store listing takes, in .output/store/ (docs/release.md lists
// what each store does with it). It starts Chromium: on a shared machine run it under
// `flock /tmp/browser.lock`. `npm run store -- de ar` makes only those locales' screenshots.

const OUT = path.resolve('.output/store');

/** A PNG's width and height, from its header: what a store measures before it takes the file. */
const sizeOf = (png: Buffer) => `${png.readUInt32BE(16)}×${png.readUInt32BE(20)}`;
const write = (file: string, png: Buffer, size: string) => {
  if (sizeOf(png) !== size) throw new Error(`${file} is ${sizeOf(png)}, the stores take ${size}`);
  writeFileSync(path.join(OUT, file), png);
};

const run = (script: string) => {
  const { status } = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  if (status !== 0) throw new Error(`npm run ${script} failed (${status})`);
};

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = asked.filter((locale) => !(STORE_LOCALES as readonly string[]).includes(locale));
if (unknown.length > 0) throw new Error(`No listing for ${unknown.join(', ')}: the locales are ${STORE_LOCALES.join(', ')}`);
const shotLocales = (asked.length > 0 ? asked : STORE_LOCALES) as StoreLocale[];

rmSync(OUT, { recursive: true, force: true });

// The words first: a listing a store would refuse stops everything before any browser starts.
const problems = STORE_LOCALES.flatMap((locale) => listingProblems(readListing(locale)).map((problem) => `${locale}: ${problem}`));
if (problems.length > 0) throw new Error(`The listing breaks the stores' limits:\n${problems.join('\n')}`);
for (const locale of STORE_LOCALES) {
  const { summary, description } = readListing(locale);
  mkdirSync(path.join(OUT, locale), { recursive: true });
  writeFileSync(path.join(OUT, locale, 'summary.txt'), `${summary}\n`);
  writeFileSync(path.join(OUT, locale, 'description.txt'), `${description}\n`);
}

// The packages of package.json's version, and the e2e build the screenshots drive.
run('zip');
run('build:e2e');
const { name, version } = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string };
for (const zip of Object.values(packagesOf(name, version))) copyFileSync(zip, path.join(OUT, path.basename(zip)));

const { promo, logo } = await drawArtwork();
write('promo-440x280.png', promo, '440×280');
for (const locale of STORE_LOCALES) write(`${locale}/logo-300x300.png`, logo, '300×300');

for (const [index, locale] of shotLocales.entries()) {
  console.log(`Screenshots in ${locale} (${index + 1} of ${shotLocales.length})`);
  const shots = await screenshotsIn(locale);
  [...shots].forEach(([shot, png], index) => write(`${locale}/${index + 1}-${shot}.png`, png, '1280×800'));
}
console.log(`Written: ${OUT}`);
