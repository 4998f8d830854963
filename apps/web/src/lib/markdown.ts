/*
 * Short Markdown (an exercise's instructions) read into plain data: paragraphs, headings, lists,
 * fenced code, and inline code, bold, italics and links. ui/markdown-text.tsx renders it as
 * React elements, so no HTML is ever parsed or injected: `<script>` in the text shows as text.
 * A full Markdown library was ~30 KB gzipped for what these few rules cover.
 */

export type TInline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong' | 'em'; children: TInline[] }
  | { type: 'link'; href: string; children: TInline[] };

export type TBlock =
  | { type: 'paragraph'; children: TInline[] }
  | { type: 'heading'; level: 2 | 3 | 4; children: TInline[] }
  | { type: 'list'; ordered: boolean; items: TInline[][] }
  | { type: 'code'; language: string; text: string };

/** Only links a learner can safely follow: the web, mail, and this site's own paths. */
export function safeHref(href: string): string | null {
  const url = href.trim();
  if (/^(https?:|mailto:)/i.test(url)) return url;
  if (/^[/#]/.test(url) && !url.startsWith('//')) return url;
  return null;
}

// Earliest match wins; code first, so nothing inside backticks is read as emphasis.
const INLINE =
  /`([^`]+)`|\*\*(.+?)\*\*|__(.+?)__|\*([^*\s][^*]*?)\*|_([^_\s][^_]*?)_|\[([^\]]+)\]\(([^)\s]+)\)/;

export function parseInline(text: string): TInline[] {
  const out: TInline[] = [];
  let rest = text;
  while (rest) {
    const m = INLINE.exec(rest);
    if (!m) {
      out.push({ type: 'text', text: rest });
      break;
    }
    if (m.index > 0) out.push({ type: 'text', text: rest.slice(0, m.index) });
    const [whole, code, strong1, strong2, em1, em2, label, href] = m;
    if (code !== undefined) out.push({ type: 'code', text: code });
    else if (strong1 ?? strong2)
      out.push({ type: 'strong', children: parseInline(strong1 ?? strong2 ?? '') });
    else if (em1 ?? em2) out.push({ type: 'em', children: parseInline(em1 ?? em2 ?? '') });
    else if (label !== undefined && href !== undefined) {
      const safe = safeHref(href);
      out.push(
        safe
          ? { type: 'link', href: safe, children: parseInline(label) }
          : { type: 'text', text: label },
      );
    }
    rest = rest.slice(m.index + whole.length);
  }
  return out;
}

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const HEADING = /^(#{1,6})\s+(.*)$/;
const FENCE = /^\s*```\s*([\w-]*)\s*$/;

export function parseMarkdown(source: string): TBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: TBlock[] = [];
  let paragraph: string[] = [];
  // The text of the list item being read: an indented line right under it continues it.
  let item: string | null = null;
  const endParagraph = () => {
    if (paragraph.length)
      blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const fence = FENCE.exec(line);
    if (fence) {
      endParagraph();
      const code: string[] = [];
      for (i++; i < lines.length && !FENCE.test(lines[i] ?? ''); i++) code.push(lines[i] ?? '');
      blocks.push({ type: 'code', language: fence[1] ?? '', text: code.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      // The page's h1 is the lesson and the exercise is an h2: its headings start at h3.
      const level = Math.min(4, Math.max(3, (heading[1]?.length ?? 1) + 1)) as 3 | 4;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] ?? '') });
      continue;
    }
    const listItem = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (listItem) {
      endParagraph();
      const ordered = !BULLET.test(line);
      const last = blocks.at(-1);
      item = listItem[1] ?? '';
      const content = parseInline(item);
      if (last?.type === 'list' && last.ordered === ordered) last.items.push(content);
      else blocks.push({ type: 'list', ordered, items: [content] });
      continue;
    }
    const list = blocks.at(-1);
    if (item !== null && /^\s+\S/.test(line) && list?.type === 'list') {
      item = `${item} ${line.trim()}`;
      list.items[list.items.length - 1] = parseInline(item);
      continue;
    }
    item = null;
    if (!line.trim()) endParagraph();
    else paragraph.push(line.trim());
  }
  endParagraph();
  return blocks;
}
