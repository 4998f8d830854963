/*
 * A lesson's video: the one upload a lesson may have under way (decisions/005), a finished
 * upload moved into storage and published, and stored videos no lesson points at.
 */
export {
  claimUpload,
  lessonUploadOf,
  releaseUpload,
  touchUpload,
  UPLOAD_IN_PROGRESS_MESSAGE,
  UPLOAD_STALE_MS,
} from './upload-claims-repo.ts';
export { attachVideo, removeOrphanVideos, type TUploadedVideo } from './videos.ts';
