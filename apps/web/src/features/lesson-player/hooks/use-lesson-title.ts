import { useEffect } from 'react';
import { applyDocumentMeta, DEFAULT_META } from '../../../lib/route-meta.ts';

/** The tab's title: "Lesson · Project", or the project alone until the lesson is known. */
export function useLessonTitle(title: string | undefined, projectTitle: string | undefined) {
  useEffect(() => {
    if (!projectTitle) return;
    applyDocumentMeta({
      title: title ? `${title} · ${projectTitle}` : projectTitle,
      description: DEFAULT_META.description,
    });
  }, [title, projectTitle]);
}
