import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { policyHtml } from './policy-html';

// The policy inside the package is docs/privacy.md as written: what it marks is shown so, and what
// this page could not show (a relative link, a table) fails the build instead of going missing.

describe('policyHtml', () => {
  it('writes headings, paragraphs, lists and inline marks, escaping the text between them', () => {
    const page = policyHtml(
      [
        "# Trim's policy",
        '',
        '**In short:** a <b> is text, & so is `[API key]`.',
        'A second line of the paragraph.',
        '',
        '## Kept',
        '',
        '- *Local* storage: see [the site](https://example.com/a?b=1&c=2).',
        '  Still the first item.',
        '- Two',
      ].join('\n'),
    );
    expect(page.title).toBe("Trim's policy");
    expect(page.body).toBe(
      [
        "<h1>Trim's policy</h1>",
        '<p><strong>In short:</strong> a &lt;b&gt; is text, &amp; so is <code>[API key]</code>. A second line of the paragraph.</p>',
        '<h2>Kept</h2>',
        '<ul>',
        '<li><em>Local</em> storage: see <a href="https://example.com/a?b=1&amp;c=2">the site</a>. Still the first item.</li>',
        '<li>Two</li>',
        '</ul>',
      ].join('\n'),
    );
  });

  it.each([
    ['a relative link, which the page and the text pasted on AMO cannot follow', '# T\n\nSee [the guide](user-guide.md#permissions).', /not absolute/],
    ['a table', '# T\n\n| a | b |\n|---|---|', /cannot show/],
    ['a mark left open', '# T\n\nA *lone star.', /cannot show/],
    ['a list line not indented', '# T\n\n- one\ntwo', /indented/],
    ['no title', 'Just text.', /no title/],
  ])('refuses %s', (_name, markdown, message) => {
    expect(() => policyHtml(markdown)).toThrow(message);
  });

  it('reads docs/privacy.md whole', () => {
    const page = policyHtml(readFileSync('docs/privacy.md', 'utf8'));
    expect(page.title).toBe("Trim's privacy policy");
    expect(page.body).toContain('<h2>What Trim keeps, and where</h2>');
  });
});
