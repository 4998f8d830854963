import { CodeBox } from '../../../ui/code-box.tsx';
import { MarkdownText } from '../../../ui/markdown-text.tsx';

/** A learner's Markdown: never HTML, links marked as user content, code highlighted and copyable. */
export function PostBody({ source }: { source: string }) {
  return (
    <MarkdownText
      source={source}
      learner
      className="text-sm"
      code={(block) => <CodeBox code={block.text} language={block.language || undefined} />}
    />
  );
}
