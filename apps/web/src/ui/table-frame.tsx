import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './table-frame.module.css';

/**
 * A table wider than the screen scrolls sideways inside this frame, never the page. The frame is a
 * group named like its table (a group, not a region: the section around it is that landmark already);
 * while it scrolls, Tab reaches it, so a keyboard can scroll it too (WCAG 2.1.1). It leaves room
 * around the table for the focus ring of the controls at its edges.
 */
export function TableFrame({
  labelledBy,
  label,
  children,
}: {
  /** The id of the heading that names the table, or else `label`. */
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={frame}
      className={classes.frame}
      role="group"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      tabIndex={scrolls ? 0 : undefined}
    >
      {children}
    </div>
  );
}
