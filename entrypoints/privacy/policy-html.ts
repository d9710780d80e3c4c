// Build time only (wxt.config.ts): docs/privacy.md becomes the body of privacy.html, so the policy
// inside the package is the stores' text word for word, with no code of its own. The policy is in
// the little Markdown this reads: `#` and `##` headings, paragraphs, `- ` lists (a line indented
// by two spaces goes on the item), `**strong**`, `*emphasis*`, `` `code` `` and `[words](https://…)`.
// Anything else is refused, and so is a relative link: the text pasted on AMO and this page have
// nothing beside them to lead to.

export interface PolicyPage {
  /** The first heading's words. */
  title: string;
  /** The HTML of the whole text. */
  body: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One line's or paragraph's inline marks, the text between them escaped. */
function inline(text: string): string {
  const marks = /`([^`]+)`|\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let html = '';
  let at = 0;
  for (const match of text.matchAll(marks)) {
    html += escape(text.slice(at, match.index));
    const [whole, code, strong, emphasis, words, href] = match;
    if (code !== undefined) html += `<code>${escape(code)}</code>`;
    else if (strong !== undefined) html += `<strong>${inline(strong)}</strong>`;
    else if (emphasis !== undefined) html += `<em>${inline(emphasis)}</em>`;
    else if (!/^(https:|mailto:)/.test(href ?? '')) throw new Error(`docs/privacy.md: the link to "${href}" is not absolute (https: or mailto:)`);
    else html += `<a href="${escape(href!)}">${inline(words!)}</a>`;
    at = match.index + whole.length;
  }
  const rest = text.slice(at);
  if (/[*`[\]]/.test(rest.replace(/\\[*`[\]]/g, ''))) throw new Error(`docs/privacy.md: a mark this page cannot show in "${rest}"`);
  return html + escape(rest.replace(/\\([*`[\]])/g, '$1'));
}

export function policyHtml(markdown: string): PolicyPage {
  const blocks = markdown
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/);
  let title = '';
  const html = blocks.map((block) => {
    const heading = /^(#{1,2}) (.+)$/.exec(block);
    if (heading) {
      const level = heading[1]!.length;
      if (level === 1 && title === '') title = heading[2]!;
      return `<h${level}>${inline(heading[2]!)}</h${level}>`;
    }
    if (block.startsWith('- ')) {
      const items = block.split(/\n(?=- )/).map((item) => {
        const lines = item.slice(2).split('\n');
        if (lines.slice(1).some((line) => !line.startsWith('  '))) throw new Error(`docs/privacy.md: a list item's line must be indented by two spaces: "${item}"`);
        return `<li>${inline(lines.map((line) => line.trim()).join(' '))}</li>`;
      });
      return `<ul>\n${items.join('\n')}\n</ul>`;
    }
    if (/^(#|\||>|\d+\. |```|<)/.test(block)) throw new Error(`docs/privacy.md: a block this page cannot show: "${block.slice(0, 40)}"`);
    return `<p>${inline(block.split('\n').join(' '))}</p>`;
  });
  if (title === '') throw new Error('docs/privacy.md has no title (a line starting with "# ")');
  return { title: title.replace(/[*`]/g, ''), body: html.join('\n') };
}
