// `wxt build` with its arguments, failing when the build prints a warning (issue #42). A bundler
// warning names something the code should not do (a dynamic import that a static one elsewhere
// defeats, an import that is not there): it is fixed where it is, not read past in every build's
// output. Vite 8 hands rolldown's warnings to no `onwarn` WXT's builds reach, so the output is read.
import { spawn } from 'node:child_process';
import process from 'node:process';

// A bundler's code ("[INEFFECTIVE_DYNAMIC_IMPORT]"), or WXT's logger warning: "[warn]" where
// there is no terminal (CI), "WARN" or "⚠" where there is. Its "[log]", "[info]" and "[success]" are not.
const WARNING = /\[[A-Z][A-Z0-9_]{2,}\]|\[warn\]|\bWARN\b|\bwarning\b|⚠/;
/** The terminal's colour and cursor codes, stripped before reading. */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, 'g');

const child = spawn('npx', ['wxt', 'build', ...process.argv.slice(2)], { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
let output = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
}
child.on('close', (code) => {
  const warnings = output
    .replace(COLOUR, '')
    .split(/[\r\n]+/)
    .filter((line) => WARNING.test(line));
  if (code === 0 && warnings.length > 0) {
    process.stderr.write(`\nThe build printed ${warnings.length} warning(s), and fails:\n${warnings.map((line) => `  ${line.trim()}`).join('\n')}\n`);
    process.exit(1);
  }
  process.exit(code ?? 1);
});
