import type { TSection } from '@thinkbuild/core/sections';
import { useState } from 'react';

/**
 * The menu's open sections: the learner toggles them, and the section of the lesson on screen is
 * always open (it may change by Next or a link).
 */
export function useExpandedSections(section: TSection | null) {
  const [expanded, setExpanded] = useState<ReadonlySet<TSection>>(
    () => new Set(section ? [section] : []),
  );
  const [openedFor, setOpenedFor] = useState(section);
  if (section !== openedFor) {
    setOpenedFor(section);
    if (section && !expanded.has(section)) setExpanded(new Set(expanded).add(section));
  }
  const toggle = (s: TSection) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(s)) next.add(s);
      return next;
    });
  return { expanded, toggle };
}
