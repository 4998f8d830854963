import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { me } from '../../../test/me.ts';
import { mockApi, on } from '../../../test/render.tsx';
import { LESSON_ID, lesson, videoUrl } from '../test/fixtures.ts';
import {
  clearMediaCalls,
  HLS,
  nativeHls,
  readyPlayer,
  showPlayer,
  VIDEO,
} from '../test/player.tsx';

clearMediaCalls();

describe('the video player', () => {
  it('plays the MP4 when the lesson has no low-data versions; the menu says so and keeps the data saver', async () => {
    mockApi(on('GET', '/me', { body: me() }), on('GET', VIDEO, { body: videoUrl() }));
    const { video } = showPlayer();
    await waitFor(() => expect(video()?.getAttribute('src')).toBe('/media/lesson.mp4?sig=1'));
    // The MP4 (presigned on S3) plays as before, needing no CORS from the bucket.
    expect(video()?.hasAttribute('crossorigin')).toBe(false);
    expect(screen.getByRole('group', { name: 'Video player: Set up the project' }));
    expect(screen.queryByRole('button', { name: 'Captions' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Quality: Original' }));
    const menu = screen.getByRole('menu', { name: 'Video quality' });
    const original = within(menu).getByRole('menuitemradio', { name: /Original/ });
    expect(original.getAttribute('aria-checked')).toBe('true');
    expect(original.textContent).toContain('the only version yet');
    expect(within(menu).getByRole('menuitemcheckbox', { name: /Data saver/ }));
    // No caption style for a lesson without captions.
    expect(within(menu).queryByRole('group', { name: 'Caption size' })).toBeNull();
  });

  it('plays the master playlist on a browser that plays HLS, and the chosen quality', async () => {
    nativeHls();
    mockApi(on('GET', '/me', { body: me() }), on('GET', VIDEO, { body: videoUrl({ hls: HLS }) }));
    const { video } = showPlayer();
    await waitFor(() => expect(video()?.getAttribute('src')).toBe('/media/hls/master.m3u8'));
    expect(video()?.getAttribute('poster')).toBe('/media/hls/poster.jpg');
    // Segments may come from the bucket: Chromium takes them only in CORS mode (decisions/020).
    expect(video()?.getAttribute('crossorigin')).toBe('anonymous');

    await userEvent.click(screen.getByRole('button', { name: 'Quality: Auto' }));
    const menu = screen.getByRole('menu', { name: 'Video quality' });
    const items = within(menu).getAllByRole('menuitemradio');
    // Auto first (✓ as chosen), then small to large, then sound only, each with its cost.
    expect(items.map((i) => i.textContent)).toEqual([
      '✓Auto · about 30 MB',
      '240p · about 5 MB',
      '360p · about 9 MB',
      '720p · about 30 MB',
      'Audio only · about 1 MB',
    ]);
    expect(items[0]?.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: /360p/ }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Quality: 360p' }));
    await waitFor(() => expect(video()?.getAttribute('src')).toBe('/media/hls/360p.m3u8'));
    expect(video()?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('falls back to the MP4 where hls.js cannot play (no Media Source, as in jsdom)', async () => {
    mockApi(on('GET', '/me', { body: me() }), on('GET', VIDEO, { body: videoUrl({ hls: HLS }) }));
    const { video } = showPlayer();
    await waitFor(() => expect(video()?.getAttribute('src')).toBe('/media/lesson.mp4?sig=1'));
    expect(screen.getByRole('button', { name: 'Quality: Original' }));
  });

  it('caps Auto with the data saver, and turns it on for the account', async () => {
    nativeHls();
    let saver: boolean | null = null;
    const calls = mockApi(
      on('GET', '/me', () => ({ body: me({ dataSaver: saver }) })),
      on('PATCH', '/me/preferences', (body) => {
        saver = (body as { dataSaver: boolean }).dataSaver;
        return { body: me({ dataSaver: saver }) };
      }),
      on('GET', VIDEO, { body: videoUrl({ hls: HLS }) }),
    );
    const { video } = showPlayer();
    await waitFor(() => expect(video()?.getAttribute('src')).toBe('/media/hls/master.m3u8'));
    // The data saver lives in the quality menu, as a checkbox item.
    await userEvent.click(await screen.findByRole('button', { name: 'Quality: Auto' }));
    const toggle = screen.getByRole('menuitemcheckbox', { name: /^Data saver/ });
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBeNull());
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ dataSaver: true });
    await waitFor(() => expect(video()?.getAttribute('src')).toBe('/media/hls/360p.m3u8'));
    expect(screen.getByRole('menuitemradio', { name: /Auto \(up to 360p\)/ }));
  });

  it('shows and hides captions with CC, and remembers the choice', async () => {
    mockApi(
      on('GET', '/me', { body: me() }),
      on('GET', VIDEO, { body: videoUrl() }),
      on('GET', `/lessons/${LESSON_ID}/captions`, {
        body: { language: 'en', cues: [{ start: 0, end: 2, text: 'Hello there' }] },
      }),
    );
    const { video } = showPlayer(lesson({ hasCaptions: true }));
    const cc = await screen.findByRole('button', { name: 'Captions' });
    expect(cc.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() =>
      expect(video()?.querySelector('track')?.getAttribute('label')).toBe('English'),
    );
    expect(video()?.querySelector('track')?.hasAttribute('default')).toBe(false);

    await userEvent.click(cc);
    expect(cc.getAttribute('aria-pressed')).toBe('true');
    expect(cc.getAttribute('title')).toBe('Hide captions');
    expect(localStorage.getItem('thinkbuild:captions')).toBe('on');
    await userEvent.click(cc);
    expect(cc.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem('thinkbuild:captions')).toBe('off');

    // The caption style lives in the settings menu; a choice keeps the menu open to compare.
    await userEvent.click(screen.getByRole('button', { name: /^Quality:/ }));
    const size = screen.getByRole('group', { name: 'Caption size' });
    expect(
      within(size)
        .getByRole('menuitemradio', { name: /Medium/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await userEvent.click(within(size).getByRole('menuitemradio', { name: /Extra large/ }));
    expect(localStorage.getItem('thinkbuild:caption-size')).toBe('larger');
    expect(
      within(size)
        .getByRole('menuitemradio', { name: /Extra large/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    const back = screen.getByRole('group', { name: 'Caption background' });
    await userEvent.click(within(back).getByRole('menuitemradio', { name: /Outlined text/ }));
    expect(localStorage.getItem('thinkbuild:caption-back')).toBe('outline');
  });

  it('answers the keyboard on the player: play/pause, seek and volume, each with a hint', async () => {
    const { element, region } = await readyPlayer();
    region.focus();

    await userEvent.keyboard(' ');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Play'));
    await userEvent.keyboard(' ');
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Pause'));
    await userEvent.keyboard('{ArrowRight}');
    expect(element.currentTime).toBe(5);
    expect(screen.getByText('+5 s'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(element.currentTime).toBe(0);
    await userEvent.keyboard('{ArrowDown}');
    expect(element.volume).toBeCloseTo(0.9);
    expect(screen.getByText('Volume 90%'));
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByText('Volume 100%'));
  });

  it('starts at the saved position, at the chosen speed', async () => {
    mockApi(on('GET', '/me', { body: me() }), on('GET', VIDEO, { body: videoUrl() }));
    const { video } = showPlayer(
      lesson({ progress: { positionSeconds: 42, completed: false, bestScore: null } }),
    );
    await waitFor(() => expect(video()).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Speed: 1×' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: '1.5×' }));
    expect(screen.getByRole('button', { name: 'Speed: 1.5×' }));
    const element = video() as HTMLVideoElement;
    Object.defineProperty(element, 'duration', { configurable: true, value: 120 });
    fireEvent.loadedMetadata(element);
    expect(element.currentTime).toBe(42);
    expect(element.playbackRate).toBe(1.5);
  });

  it('starts at the saved position when the video loaded before the page showed it', async () => {
    // React can build the <video> while another part of the page still loads: the browser then
    // loads it before React listens, and no loadedmetadata reaches the player.
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(120);
    mockApi(on('GET', '/me', { body: me() }), on('GET', VIDEO, { body: videoUrl() }));
    const { video } = showPlayer(
      lesson({ progress: { positionSeconds: 42, completed: false, bestScore: null } }),
    );
    await waitFor(() => expect(video()).not.toBeNull());
    expect((video() as HTMLVideoElement).currentTime).toBe(42);
  });

  it('falls back to the MP4 when the browser refused its HLS before the page showed the video', async () => {
    nativeHls();
    // jsdom's <video> never fails: this one has failed by the time React puts it on the page.
    Object.defineProperty(HTMLMediaElement.prototype, 'error', {
      configurable: true,
      get: () => ({ code: 4, message: 'playlist refused' }),
    });
    try {
      mockApi(on('GET', '/me', { body: me() }), on('GET', VIDEO, { body: videoUrl({ hls: HLS }) }));
      const { video } = showPlayer();
      await waitFor(() => expect(video()?.getAttribute('src')).toBe('/media/lesson.mp4?sig=1'));
    } finally {
      Reflect.deleteProperty(HTMLMediaElement.prototype, 'error');
    }
  });

  it('says why the video failed and tries again on Retry', async () => {
    mockApi(on('GET', '/me', { body: me() }), on('GET', VIDEO, { body: videoUrl() }));
    const { video } = showPlayer();
    await waitFor(() => expect(video()).not.toBeNull());
    fireEvent.error(video() as HTMLVideoElement);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load video'));
    expect(within(alert).getByText('The browser gave no reason'));
    expect(video()).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(video()).not.toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the video link is refused', async () => {
    mockApi(
      on('GET', '/me', { body: me() }),
      on('GET', VIDEO, { status: 403, body: { code: 'FORBIDDEN', message: 'Not in your plan' } }),
    );
    const { video } = showPlayer();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Not in your plan'));
    expect(video()).toBeNull();
  });
});
