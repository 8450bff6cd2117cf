import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef, useState } from 'react';

/** How far a mouse moves before a press becomes a drag; how long a finger rests first. */
const DRAG_DISTANCE = 6;
const TOUCH_HOLD_MS = 300;

export interface CardDrag {
  jobId: string;
  dx: number;
  dy: number;
  /** The stage column under the pointer, if any. */
  overStageId: string | null;
}

const stageAt = (x: number, y: number): string | null =>
  document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-stage-id]')?.dataset.stageId ?? null;

/**
 * Dragging cards between stage columns with pointer events, so a mouse and a finger both
 * work (the browser's own drag and drop ignores touch). A mouse drags once it moves a few
 * pixels; a finger after resting on the card for a moment, so a swipe still scrolls the
 * board. Columns mark themselves with data-stage-id.
 */
export function useCardDrag(onDrop: (jobId: string, stageId: string) => void) {
  const [drag, setDrag] = useState<CardDrag | null>(null);
  const press = useRef<{ jobId: string; x: number; y: number; ready: boolean; timer?: number } | null>(null);
  const dragging = useRef(false);
  // The latest render's handler, so the window listeners are added once.
  const dropRef = useRef(onDrop);
  dropRef.current = onDrop;

  const end = useCallback(() => {
    if (press.current?.timer) window.clearTimeout(press.current.timer);
    press.current = null;
    dragging.current = false;
    setDrag(null);
  }, []);

  useEffect(() => {
    const move = (event: PointerEvent) => {
      const p = press.current;
      if (!p) return;
      const dx = event.clientX - p.x;
      const dy = event.clientY - p.y;
      if (!dragging.current) {
        if (!p.ready || Math.hypot(dx, dy) < DRAG_DISTANCE) return;
        dragging.current = true;
      }
      setDrag({ jobId: p.jobId, dx, dy, overStageId: stageAt(event.clientX, event.clientY) });
    };
    const up = (event: PointerEvent) => {
      const p = press.current;
      if (p && dragging.current) {
        const stageId = stageAt(event.clientX, event.clientY);
        if (stageId) dropRef.current(p.jobId, stageId);
      }
      end();
    };
    // A finger's drag must not scroll the page under it.
    const touchMove = (event: TouchEvent) => {
      if (dragging.current || press.current?.ready) event.preventDefault();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', end);
    window.addEventListener('touchmove', touchMove, { passive: false });
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', end);
      window.removeEventListener('touchmove', touchMove);
    };
  }, [end]);

  /** For the card's onPointerDown: presses on its links and buttons stay theirs. */
  const start = useCallback((jobId: string, event: ReactPointerEvent) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('a, button')) return;
    const touch = event.pointerType === 'touch';
    const p: { jobId: string; x: number; y: number; ready: boolean; timer?: number } = {
      jobId,
      x: event.clientX,
      y: event.clientY,
      ready: !touch,
    };
    if (touch) {
      p.timer = window.setTimeout(() => {
        p.ready = true;
        dragging.current = true;
        setDrag({ jobId, dx: 0, dy: 0, overStageId: null });
      }, TOUCH_HOLD_MS);
    }
    press.current = p;
  }, []);

  return { drag, start };
}
