import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BAR_IDLE_MS } from '../hooks/use-bar-visibility.ts';
import { lesson } from '../test/fixtures.ts';
import { clearMediaCalls, readyPlayer } from '../test/player.tsx';

const bar = () => screen.getByRole('button', { name: /^(Play|Pause)$/ }).closest('[data-shown]');

clearMediaCalls();
afterEach(() => vi.useRealTimers());

describe('the player control bar', () => {
  it('replaces the native controls: play/pause, seek with its time in words, volume', async () => {
    const { element } = await readyPlayer();
    expect(element.hasAttribute('controls')).toBe(false);
    const seek = screen.getByRole('slider', { name: 'Seek' });
    expect(seek.getAttribute('aria-valuetext')).toBe('0:00 of 7:00');

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' }));

    seek.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{End}{Home}{ArrowRight}');
    expect(element.currentTime).toBe(5);
    await waitFor(() => expect(seek.getAttribute('aria-valuetext')).toBe('0:05 of 7:00'));

    const volume = screen.getByRole('slider', { name: 'Volume' });
    volume.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(element.volume).toBeCloseTo(0.8);
    await waitFor(() => expect(volume.getAttribute('aria-valuetext')).toBe('80%'));
    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(element.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' }));
    expect(volume.getAttribute('aria-valuetext')).toBe('Muted');
  });

  it('hides while playing after a moment of stillness, and comes back on a move or a pause', async () => {
    const { element, region } = await readyPlayer();
    expect(bar()?.getAttribute('data-shown')).toBe('true');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(element.paused).toBe(false);
    act(() => vi.advanceTimersByTime(BAR_IDLE_MS + 100));
    expect(bar()?.getAttribute('data-shown')).toBe('false');
    fireEvent.pointerMove(region);
    expect(bar()?.getAttribute('data-shown')).toBe('true');
    act(() => vi.advanceTimersByTime(BAR_IDLE_MS + 100));
    expect(bar()?.getAttribute('data-shown')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(bar()?.getAttribute('data-shown')).toBe('true');
    act(() => vi.advanceTimersByTime(BAR_IDLE_MS * 2));
    expect(bar()?.getAttribute('data-shown')).toBe('true');
  });

  it('turns captions on and off with CC or c, without touching the source', async () => {
    const { element, region, video } = await readyPlayer(lesson({ hasCaptions: true }));
    const src = element.getAttribute('src');
    const cc = await screen.findByRole('button', { name: 'Captions' });
    expect(cc.getAttribute('aria-pressed')).toBe('false');
    region.focus();
    await userEvent.keyboard('c');
    expect(cc.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Captions on'));
    await userEvent.click(cc);
    expect(cc.getAttribute('aria-pressed')).toBe('false');
    expect(video()).toBe(element);
    expect(element.getAttribute('src')).toBe(src);
  });

  it('changes quality on the same <video>, at the same time and still playing', async () => {
    const { element, video } = await readyPlayer(lesson(), false, true);
    await waitFor(() => expect(element.getAttribute('src')).toBe('/media/hls/master.m3u8'));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    element.currentTime = 42;
    vi.mocked(HTMLMediaElement.prototype.play).mockClear();

    await userEvent.click(screen.getByRole('button', { name: 'Quality: Auto' }));
    const menu = screen.getByRole('menu', { name: 'Video quality' });
    // The menu takes focus on the chosen item; ↓ and Enter choose with the keyboard.
    expect(document.activeElement?.textContent).toMatch(/^✓Auto/);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menu.isConnected).toBe(false);
    expect(screen.getByRole('button', { name: 'Quality: 360p' }));
    expect(video()).toBe(element);
    expect(element.getAttribute('src')).toBe('/media/hls/360p.m3u8');
    expect(element.currentTime).toBe(42);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(element.paused).toBe(false);
    // Focus is back on the menu's button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Quality: 360p' }));
  });

  it('knows the shortcuts YouTube and Udemy learners expect, each with a hint', async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    const { element, region } = await readyPlayer(lesson(), true);
    region.focus();
    await userEvent.keyboard('k');
    expect(element.paused).toBe(false);
    expect(screen.getByText('Play'));
    await userEvent.keyboard('l');
    expect(element.currentTime).toBe(10);
    expect(screen.getByText('+10 s'));
    await userEvent.keyboard('{ArrowRight}');
    expect(element.currentTime).toBe(15);
    await userEvent.keyboard('j');
    expect(element.currentTime).toBe(5);
    expect(screen.getByText('−10 s'));
    await userEvent.keyboard('5');
    expect(element.currentTime).toBe(210);
    await userEvent.keyboard('m');
    expect(element.muted).toBe(true);
    expect(screen.getByText('Muted'));
    await userEvent.keyboard('>>');
    expect(element.playbackRate).toBe(1.5);
    expect(screen.getByText('Speed 1.5×'));
    await userEvent.keyboard('<');
    expect(screen.getByRole('button', { name: 'Speed: 1.25×' }));
    await userEvent.keyboard('f');
    expect(requestFullscreen).toHaveBeenCalledTimes(1);

    const theatre = screen.getByRole('button', { name: 'Theatre mode' });
    expect(theatre.getAttribute('aria-pressed')).toBe('false');
    await userEvent.keyboard('t');
    expect(theatre.getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard(' ');
    expect(element.paused).toBe(true);
  });

  it('lists the shortcuts in a dialog on ?', async () => {
    const { region } = await readyPlayer(lesson({ hasCaptions: true }));
    region.focus();
    await userEvent.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(rows).toContain('Play or pause');
    expect(rows).toContain('Captions on or off');
    expect(rows).not.toContain('Theatre mode');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no theatre button when the page offers no theatre layout', async () => {
    const { region, element } = await readyPlayer();
    expect(screen.queryByRole('button', { name: 'Theatre mode' })).toBeNull();
    region.focus();
    await userEvent.keyboard('t');
    expect(element.paused).toBe(true);
  });
});
