import { type RefObject, useEffect, useState } from 'react';

/**
 * Full screen of the whole player (so our bar and the captions come along), and picture in
 * picture of the <video> where the browser offers it.
 */
export function useFullscreen(
  playerRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
) {
  const [fullscreen, setFullscreen] = useState(false);
  const [pip, setPip] = useState(false);
  const [pipAvailable, setPipAvailable] = useState(false);

  useEffect(() => {
    const player = playerRef.current;
    setPipAvailable(document.pictureInPictureEnabled === true);
    const onFullscreen = () =>
      setFullscreen(Boolean(player) && document.fullscreenElement === player);
    // Both events bubble up from the <video>, whichever one is mounted now.
    const onPip = () => setPip(Boolean(document.pictureInPictureElement));
    document.addEventListener('fullscreenchange', onFullscreen);
    player?.addEventListener('enterpictureinpicture', onPip);
    player?.addEventListener('leavepictureinpicture', onPip);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreen);
      player?.removeEventListener('enterpictureinpicture', onPip);
      player?.removeEventListener('leavepictureinpicture', onPip);
    };
  }, [playerRef]);

  return {
    fullscreen,
    toggleFullscreen: () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      else void playerRef.current?.requestFullscreen?.()?.catch(() => undefined);
    },
    pip,
    pipAvailable,
    togglePip: () => {
      const video = videoRef.current;
      if (!video) return;
      if (document.pictureInPictureElement)
        void document.exitPictureInPicture().catch(() => undefined);
      else void video.requestPictureInPicture().catch(() => undefined);
    },
  };
}
