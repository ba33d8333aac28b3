import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useReducedMotion } from './use-reduced-motion';

export interface CarouselOptions {
  /** How many slides there are. */
  count: number;
  /** Autoplay step; 0 turns autoplay off. */
  intervalMs: number;
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
  const maxIndex = Math.max(0, count - perView);

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
    setPerView(Math.max(1, Math.round(track.clientWidth / size)));
    setIndex(Math.round(track.scrollLeft / size));
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

  const next = useCallback(() => goTo(index >= maxIndex ? 0 : index + 1), [goTo, index, maxIndex]);
  const prev = useCallback(() => goTo(index <= 0 ? maxIndex : index - 1), [goTo, index, maxIndex]);

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
    maxIndex,
    goTo,
    next,
    prev,
    playing,
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
