/**
 * The scroll offset that shows an item in a scrolling list, moving as little as possible: unchanged
 * when the item is in view already; otherwise the item lands just inside the nearer edge, with
 * `margin` pixels to spare (a list opened at its newest item ends up scrolled to the bottom).
 * Positions are in the list's content coordinates; the answer is clamped to what the list can scroll.
 */
export function scrollTopToShow(
  list: { scrollTop: number; clientHeight: number; scrollHeight: number },
  item: { top: number; height: number },
  margin = 8,
): number {
  const max = Math.max(0, list.scrollHeight - list.clientHeight);
  const clamp = (value: number) => Math.min(Math.max(value, 0), max);
  if (item.top - margin < list.scrollTop) return clamp(item.top - margin);
  if (item.top + item.height + margin > list.scrollTop + list.clientHeight) {
    return clamp(item.top + item.height + margin - list.clientHeight);
  }
  return list.scrollTop;
}
