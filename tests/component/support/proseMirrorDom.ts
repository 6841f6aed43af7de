// jsdom lays nothing out: ProseMirror asks ranges and the document where things are (to scroll
// the caret into view, to place a drop). Nothing here is measured; the answers are empty boxes.
const EMPTY_RECT: DOMRect = {
  x: 0,
  y: 0,
  width: 0,
  height: 0,
  top: 0,
  right: 0,
  bottom: 0,
  left: 0,
  toJSON: () => ({}),
};

const emptyRects = (): DOMRectList => {
  const list: DOMRect[] = [];
  return Object.assign(list, { item: (index: number) => list[index] ?? null });
};

Range.prototype.getBoundingClientRect = () => EMPTY_RECT;
Range.prototype.getClientRects = emptyRects;
if (typeof document.elementFromPoint !== 'function') {
  document.elementFromPoint = () => null;
}
// Moving a selection by a unit (a selected picture's caret) needs layout too.
if (typeof Selection.prototype.modify !== 'function') {
  Selection.prototype.modify = () => undefined;
}
