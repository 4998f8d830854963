import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseCover } from './course-cover.tsx';

const course = {
  category: 'game' as const,
  slug: '3d-shooter-unity',
  title: '3D Shooter (Unity)',
  categoryTitle: 'Game Development',
};

describe('CourseCover', () => {
  it('draws the track card, with no image to break, until the frame is made', () => {
    const { container } = render(
      <CourseCover course={{ ...course, hasCover: false }} sizes="100vw" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-cover="placeholder"]')?.textContent).toContain(
      'Game Development',
    );
  });

  it('offers the frame in every WebP width once it exists', () => {
    const { container } = render(
      <CourseCover course={{ ...course, hasCover: true }} sizes="100vw" eager />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('srcset')).toBe(
      [320, 640, 960].map((w) => `/course-covers/game/3d-shooter-unity/${w}.webp ${w}w`).join(', '),
    );
    expect(img?.getAttribute('loading')).toBe('eager');
  });
});
