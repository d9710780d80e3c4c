import { execFileSync } from 'node:child_process';

// What git holds of the project: the sources zip takes its tracked files only, and a release
// starts only from a tree that holds nothing else (store/release.ts).

/** git in `root`, its output as NUL-separated paths (as git writes them: no quoting). */
function gitPaths(root: string, args: string[]): string[] {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')));
  const out = execFileSync('git', args, { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out.split('\0').filter((path) => path !== '');
}

/** Every file git tracks in `root`, relative to it. Throws when `root` is not in a git checkout. */
export function trackedFiles(root: string): string[] {
  return gitPaths(root, ['ls-files', '-z', '--cached', '--', '.']).sort();
}

/**
 * What keeps the tree from being a commit: files git does not track and does not ignore, and
 * tracked files changed or removed since the last commit, each as `git status` names it.
 */
export function uncommitted(root: string): { untracked: string[]; changed: string[] } {
  return {
    untracked: gitPaths(root, ['ls-files', '-z', '--others', '--exclude-standard', '--', '.']).sort(),
    changed: gitPaths(root, ['diff', 'HEAD', '--name-only', '-z', '--', '.']).sort(),
  };
}
