import type { ReactNode } from 'react';
import { parseMarkdown, type TInline } from '../lib/markdown.ts';

/** Links in what a learner wrote: not endorsed, not given our page (rel for user content). */
export const LEARNER_LINK_REL = 'nofollow ugc noopener';
const AUTHOR_LINK_REL = 'noopener noreferrer';

function Inline({ nodes, rel }: { nodes: TInline[]; rel: string }) {
  return nodes.map((node, i) => {
    // Parsed text has no identity of its own; its position is its key.
    const key = i;
    switch (node.type) {
      case 'text':
        return <span key={key}>{node.text}</span>;
      case 'code':
        return (
          <code
            key={key}
            className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-900"
          >
            {node.text}
          </code>
        );
      case 'strong':
        return (
          <strong key={key} className="font-semibold text-slate-950">
            <Inline nodes={node.children} rel={rel} />
          </strong>
        );
      case 'em':
        return (
          <em key={key}>
            <Inline nodes={node.children} rel={rel} />
          </em>
        );
      case 'link': {
        const external = /^https?:/i.test(node.href);
        return (
          <a
            key={key}
            href={node.href}
            className="font-semibold text-brand-700 underline"
            target={external ? '_blank' : undefined}
            rel={external || rel === LEARNER_LINK_REL ? rel : undefined}
          >
            <Inline nodes={node.children} rel={rel} />
          </a>
        );
      }
      default:
        return null;
    }
  });
}

/**
 * Short Markdown (lib/markdown.ts) as React elements: never HTML, so nothing in the text runs.
 */
export function MarkdownText({
  source,
  className = '',
  learner = false,
  code,
}: {
  source: string;
  className?: string;
  /** Written by a learner (a question, an answer): links carry LEARNER_LINK_REL. */
  learner?: boolean;
  /** Draws a fenced code block (a CodeBox); a plain <pre> without it. */
  code?: (block: { language: string; text: string }) => ReactNode;
}) {
  const rel = learner ? LEARNER_LINK_REL : AUTHOR_LINK_REL;
  return (
    <div className={`space-y-3 text-slate-700 leading-7 ${className}`}>
      {parseMarkdown(source).map((block, i) => {
        const key = i;
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={key}>
                <Inline nodes={block.children} rel={rel} />
              </p>
            );
          case 'heading': {
            const Tag = `h${block.level}` as 'h3' | 'h4';
            return (
              <Tag key={key} className="pt-1 font-bold text-slate-950">
                <Inline nodes={block.children} rel={rel} />
              </Tag>
            );
          }
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List
                key={key}
                className={`space-y-1 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
              >
                {block.items.map((item, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: list items are known by position
                  <li key={j}>
                    <Inline nodes={item} rel={rel} />
                  </li>
                ))}
              </List>
            );
          }
          case 'code':
            if (code) return <div key={key}>{code(block)}</div>;
            return (
              <pre
                key={key}
                className="overflow-x-auto rounded-xl bg-slate-100 p-3 font-mono text-slate-900 text-sm"
              >
                <code>{block.text}</code>
              </pre>
            );
        }
        return null;
      })}
    </div>
  );
}
