import { describe, expect, it } from 'vitest';
import { lessonPagePath, lessonPath, PLAY_ON_OPEN, playsOnOpen } from './paths.ts';

describe('lesson paths', () => {
  it('links a project to its lesson page', () => {
    expect(lessonPagePath('web', 'portfolio')).toBe('/coursepage/web/portfolio');
    expect(lessonPagePath('game', '3d shooter')).toBe('/coursepage/game/3d%20shooter');
  });

  it('links one lesson by its section and number, as the player reads them', () => {
    expect(lessonPath({ category: 'web', project: 'portfolio', section: 'build', number: 3 })).toBe(
      '/coursepage/web/portfolio?section=build&lesson=3',
    );
  });

  it('plays on open only when the navigation state asks for it', () => {
    expect(playsOnOpen(PLAY_ON_OPEN)).toBe(true);
    for (const state of [null, undefined, {}, { play: 'yes' }, 'play'])
      expect(playsOnOpen(state)).toBe(false);
  });
});
