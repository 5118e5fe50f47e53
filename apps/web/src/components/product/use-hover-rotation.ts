import { HOVER_ROTATION_MS } from '@campus-threads/contract';
import { useEffect, useState } from 'react';

/** The image after `index` in a rotation of `count` (wrapping); 0 when there is nothing to rotate. */
export function nextRotationIndex(index: number, count: number): number {
  return count < 2 ? 0 : (index + 1) % count;
}

/**
 * Card images on hover (spec: storefront §2): the second image at once, then the next every
 * 1.5 s; leaving returns to the first. A single image does not rotate.
 */
export function useHoverRotation(count: number) {
  const [index, setIndex] = useState(0);
  const [hovering, setHovering] = useState(false);
  useEffect(() => {
    if (!hovering || count < 2) return;
    const timer = window.setInterval(
      () => setIndex((i) => nextRotationIndex(i, count)),
      HOVER_ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, [hovering, count]);
  return {
    index: index < count ? index : 0,
    onMouseEnter: () => {
      if (count < 2) return;
      setHovering(true);
      setIndex(1);
    },
    onMouseLeave: () => {
      setHovering(false);
      setIndex(0);
    },
  };
}
