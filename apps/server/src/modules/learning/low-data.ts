import type { THlsSources, TLowDataStatus } from '@thinkbuild/core';

/**
 * What learning asks of a lesson video's low-data versions. Renditions owns them (their rows and
 * folders, decisions/011) and reads lessons through learning's service, so learning cannot
 * import renditions back: it names what it needs here, and renditions provides it as
 * `app.renditions` (registered before learning, decisions/018). The import goes one way.
 */
export type TLowData = {
  /** The lesson's ready HLS versions of this video as signed URLs, or null (the MP4 plays). */
  hlsSources(lessonId: string, videoKey: string): Promise<THlsSources | null>;
  /** For the admin: where each lesson's low-data versions stand (absent: none asked for). */
  statusOf(lessonIds: string[]): Promise<Map<string, TLowDataStatus>>;
  /** The lesson has a new video: its old versions go, and new ones are made in the background. */
  videoChanged(lessonId: string, videoKey: string): Promise<void>;
  /** The lesson was deleted: its versions' folder goes (its row went with the lesson). */
  lessonDeleted(lessonId: string): Promise<void>;
};
