import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useReducedMotion } from './use-reduced-motion';

export interface CarouselOptions {
  /** How many slides there are. */
  count: number;
  /** Autoplay step; 0 turns autoplay off. */
  intervalMs: number;
}

/** The last position a row of `count` slides can start at with `perView` in view. */
export function lastPosition(count: number, perView: number): number {
  return Math.max(0, count - Math.max(1, perView));
}

/** One slide on; from the last position back to the first. */
export function nextPosition(index: number, last: number): number {
  return index >= last ? 0 : index + 1;
}

/** One slide back; from the first position round to the last. */
export function previousPosition(index: number, last: number): number {
  return index <= 0 ? last : index - 1;
}

/**
 * Where a scrolled track stands: the slide at its left edge and how many slides fit, from the
 * track's width and scroll offset and the distance between two slides (`step`).
 */
export function trackPosition(
  track: { clientWidth: number; scrollLeft: number },
  step: number,
): { index: number; perView: number } {
  return {
    index: Math.round(track.scrollLeft / step),
    perView: Math.max(1, Math.round(track.clientWidth / step)),
  };
}

/**
 * State and behaviour of a CSS scroll-snap carousel: which slide is first in view, how many fit,
 * moving by one slide, and autoplay that pauses while the pointer or focus is inside, while the
 * tab is hidden, and never runs for visitors who prefer reduced motion.
 */
export function useCarousel({ count, intervalMs }: CarouselOptions) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [perView, setPerView] = useState(1);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  // The first render is the same on the server and in the browser: the first slide, one in view;
  // the track is measured (and autoplay started) only after hydration, in effects.
  const maxIndex = lastPosition(count, perView);

  /** Distance between the starts of two slides. */
  const step = useCallback((): number => {
    const track = trackRef.current;
    const [first, second] = track ? Array.from(track.children) : [];
    if (!(first instanceof HTMLElement)) return 0;
    if (second instanceof HTMLElement) return second.offsetLeft - first.offsetLeft;
    return first.offsetWidth;
  }, []);

  const measure = useCallback(() => {
    const track = trackRef.current;
    const size = step();
    if (!track || size <= 0) return;
    const position = trackPosition(track, size);
    setPerView(position.perView);
    setIndex(position.index);
  }, [step]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure, count]);

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      if (!track) return;
      const bounded = Math.min(Math.max(target, 0), maxIndex);
      track.scrollTo({ left: bounded * step(), behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [maxIndex, reducedMotion, step],
  );

  const next = useCallback(() => goTo(nextPosition(index, maxIndex)), [goTo, index, maxIndex]);
  const prev = useCallback(() => goTo(previousPosition(index, maxIndex)), [goTo, index, maxIndex]);

  const playing = intervalMs > 0 && maxIndex > 0 && !reducedMotion && !hovered && !focused;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) next();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, intervalMs, next]);

  return {
    trackRef,
    index,
    goTo,
    next,
    prev,
    onScroll: measure,
    /** Spread on the carousel's outer element. */
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
