import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { CREDENTIALS, describePlan, GECKO_ID, releasePlan, type StorePlan } from './release-plan';
import { uncommitted } from './tracked';

// `npm run release`: builds the packages of package.json's version and submits them to the
// Chrome Web Store, Edge Add-ons and AMO through `wxt submit`, for each store whose credentials
// are in the environment or in .env.submit (git-ignored, never committed). Without any, it says
// what it would upload and exits 0. `--dry-run` only says, whatever is set.

// A release is a commit: the packages are built from the working tree and the sources zip from
// its tracked files, so a file git does not track (a source left out of a commit would be in the
// package and not in the sources AMO rebuilds from) or a change not committed stops it first.
const tree = uncommitted('.');
if (tree.untracked.length + tree.changed.length > 0) {
  const list = (title: string, files: string[]) => (files.length === 0 ? [] : [title, ...files.map((file) => `  ${file}`)]);
  console.error(
    [
      'The tree is not a commit: commit, remove or git-ignore these first (the sources zip takes tracked files only).',
      ...list('Not tracked by git:', tree.untracked),
      ...list('Changed since the last commit:', tree.changed),
    ].join('\n'),
  );
  process.exit(1);
}

// .env.submit is where `wxt submit init` writes the credentials; `wxt submit` reads it too.
if (existsSync('.env.submit')) process.loadEnvFile('.env.submit');

const { name, version } = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string };
const plans = releasePlan(process.env, name, version);
const ready = plans.filter((plan) => plan.mode === 'submit');
const dryRun = process.argv.includes('--dry-run') || ready.length === 0;

console.log(describePlan(plans, version, dryRun));
if (plans.some((plan) => plan.mode === 'incomplete')) {
  console.error('\nSome credentials are set and others missing: set them all for that store, or none (docs/release.md, "Credentials").');
  process.exit(1);
}
if (dryRun) process.exit(0);

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
};

// The packages of exactly this version, built now: a zip left from another commit is never sent.
run('npm', ['run', 'zip']);
for (const plan of ready) for (const file of plan.files) if (!existsSync(file)) throw new Error(`npm run zip wrote no ${file}`);

const flagsOf = ({ store, files: [zip, sources] }: StorePlan) => [`--${store}-zip`, zip!, ...(sources ? [`--${store}-sources-zip`, sources] : [])];
// Credentials travel in the environment only, never on the command line (other users can read it).
const env = { ...process.env, CHROME_API_VERSION: 'v2', FIREFOX_EXTENSION_ID: process.env.FIREFOX_EXTENSION_ID || GECKO_ID, FIREFOX_COMPATIBILITY: 'firefox,android' };
run('npx', ['wxt', 'submit', ...ready.flatMap(flagsOf)], env);
const skipped = plans.filter((plan) => plan.mode !== 'submit').map((plan) => `${plan.store} (${CREDENTIALS[plan.store].join(', ')})`);
if (skipped.length > 0) console.log(`\nNot submitted, no credentials: ${skipped.join('; ')}.`);
