import type { TExerciseFile } from '@thinkbuild/core/schemas/exercise';
import { useCallback, useRef, useState } from 'react';

/**
 * The learner's files, kept outside React state while they type: the editor holds the text, and
 * a keystroke changes only this ref, so the panel around the editor does not render again for
 * every character (bench/exercise-editor.mjs, typing at 4× slower CPU). `replace` (a reset, the
 * solution) is the one change that renders, since the editor must show new text.
 */
export function useExerciseFiles(initial: () => TExerciseFile[]) {
  const files = useRef<TExerciseFile[] | null>(null);
  if (files.current === null) files.current = initial();
  const [, setRevision] = useState(0);

  /** What the files hold now, typing included. */
  const current = useCallback(() => files.current ?? [], []);

  const edit = useCallback((index: number, content: string) => {
    const all = files.current ?? [];
    files.current = all.map((f, i) => (i === index ? { ...f, content } : f));
  }, []);

  const replace = useCallback((next: TExerciseFile[]) => {
    files.current = next;
    setRevision((r) => r + 1);
  }, []);

  return { current, edit, replace };
}
