import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once the spot comes near the viewport (400 px ahead), so a below-the-fold
 * section's code and data load only for shoppers who scroll there. `minHeight` holds the space
 * meanwhile, so nothing below jumps when it appears.
 */
export function WhenVisible({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const spot = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = spot.current;
    if (!element || seen) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return seen ? <>{children}</> : <div ref={spot} style={{ minHeight }} aria-hidden="true" />;
}
