import { lazy } from 'react';
import type { TDownloadSlots } from '../entities/lesson/download-slot.tsx';

/**
 * The offline feature's download buttons for the lesson page's download slots (entities/lesson/download-slot.tsx),
 * as their own chunk (decisions/022).
 */
export const DOWNLOAD_SLOTS: TDownloadSlots = {
  Lesson: lazy(() => import('../features/offline/components/lesson-download.tsx')),
  Section: lazy(() => import('../features/offline/components/section-download.tsx')),
};
