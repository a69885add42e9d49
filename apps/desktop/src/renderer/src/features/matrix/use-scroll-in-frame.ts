import { useCallback, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';

/**
 * A scroll handler that does nothing but ask for the next animation frame, where `update` runs once for every scroll
 * event since the last one, its state updates rendered and committed there (flushSync). In the scroll event, React
 * rendered the new rows in a task of its own after the frame, and the next event's read of the box's offsets then forced
 * their style and layout inside the event; in the frame, the offsets are read with the page laid out, and the rows
 * come in with the frame's own style, layout and paint, in the frame that scrolls them into place.
 */
export function useScrollInFrame(update: () => void): () => void {
  const frame = useRef<number | null>(null);
  const latest = useRef(update);
  useEffect(() => {
    latest.current = update;
  });
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
    },
    [],
  );
  return useCallback(() => {
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      flushSync(() => latest.current());
    });
  }, []);
}
