import { lazy } from 'react';

/**
 * The notes feature's panel for the lesson page's NotesSlot (entities/lesson/notes-slot.tsx), as
 * its own chunk: the lesson page's first load does not carry it.
 */
export const LazyNotesPanel = lazy(() => import('../features/notes/components/notes-panel.tsx'));
