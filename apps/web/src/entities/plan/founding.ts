import { pricingStory, type TPricingStory } from '@thinkbuild/core/founding';
import { apiPaths } from '@thinkbuild/core/lesson-answers';
import type { TMe } from '@thinkbuild/core/schemas/account';
import type { TFoundingPlaces } from '@thinkbuild/core/schemas/founding';
import { createContext, useContext, useEffect, useState } from 'react';
import { ApiError, api } from '../../lib/api-client.ts';

/*
 * The founding-member places and the story a pricing page tells (docs/decisions/032). The
 * static pages (/, /pricing) run no script: the server renders them for the reader through
 * PricingStoryContext (modules/billing/pricing-pages.ts). Inside the app (client-side
 * navigation) plain effects ask GET /api/founding-places and /api/me. Until then the pages tell
 * the plans' story, as when the places are gone.
 */

export type TPricingState = { story: TPricingStory; places: TFoundingPlaces | null };

/** The story the server rendered the page for; the plans' story in the build's files. */
export const PricingStoryContext = createContext<TPricingState>({
  story: 'selling',
  places: null,
});

export const getFoundingPlaces = () => api<TFoundingPlaces>('/founding-places');

/** The places now, or null until the server answers (or when it cannot). */
export function useFoundingPlaces(): TFoundingPlaces | null {
  // The server renders the light sign-up page with the places it read (decisions/042).
  const [places, setPlaces] = useState<TFoundingPlaces | null>(
    useContext(PricingStoryContext).places,
  );
  useEffect(() => {
    let live = true;
    getFoundingPlaces()
      .then((answer) => {
        if (live) setPlaces(answer);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return places;
}

/** Whether the reader holds lifetime access: null for a visitor (GET /api/me answers 401). */
async function lifetimeOfReader(): Promise<boolean | null> {
  try {
    return (await api<TMe>(apiPaths.me())).lifetimeAccess;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Which story a public pricing page tells this reader (core `pricingStory`): "You have
 * everything" for a member with lifetime access, "sign up, it is free" while founding places
 * remain, else the plans for money. `selling` until both answers are in.
 */
export function usePricingStory(): TPricingState {
  const [state, setState] = useState<TPricingState>(useContext(PricingStoryContext));
  useEffect(() => {
    let live = true;
    Promise.all([getFoundingPlaces().catch(() => null), lifetimeOfReader().catch(() => null)])
      .then(([places, lifetime]) => {
        if (live) setState({ story: pricingStory(places, lifetime), places });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return state;
}
