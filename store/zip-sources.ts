import { readFileSync } from 'node:fs';
import { packagesOf } from './release-plan';
import { writeSourcesZip } from './sources';

// `npm run zip`'s last step: the sources zip beside the packages WXT wrote (store/sources.ts).

const { name, version } = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string };
const out = packagesOf(name, version).sources;
const files = await writeSourcesZip('.', out);
console.log(`Sources: ${out} (${files.length} tracked files)`);
