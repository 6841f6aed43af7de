// The editor bench's probe, run in every document of the page before its own scripts
// (`page.addInitScript`): the editor's, and each frame's (our canvas; Puck's canvas is drawn by
// the editor's React through a portal). It leaves `window.__editorBench`, which the harness reads
// back (and checks with zod): input times, watched changes seen painted, long animation frames,
// and which blocks React rendered. Plain script, as Playwright sends it to the page as written.
(() => {
  const ATTRIBUTES = ['data-block-id', 'data-puck-component', 'data-puck-layer-tree-id'];
  const clock = () => performance.timeOrigin + performance.now();
  const probe = {
    /** Keydowns and clicks: absolute time of the event's `timeStamp`. */
    inputs: [],
    /** Changes the harness waited for, with the absolute time of the paint that showed them. */
    seen: [],
    /** Long animation frames (start absolute, in ms). */
    frames: [],
    /** React commits, and the block ids whose components rendered in them, by area. */
    commits: 0,
    rendered: { outline: {}, canvas: {} },
    watch: null,
  };
  window.__editorBench = probe;

  const record = (event) =>
    probe.inputs.push({
      type: event.type,
      key: event.key ?? '',
      t: performance.timeOrigin + event.timeStamp,
    });

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        probe.frames.push({
          start: performance.timeOrigin + entry.startTime,
          duration: entry.duration,
          blocking: entry.blockingDuration ?? 0,
          scripts: (entry.scripts ?? [])
            .slice(0, 3)
            .map((script) => `${script.invoker ?? ''} ${script.sourceURL ?? ''}`.trim()),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    probe.frames = null;
  }

  // A change is seen when the frame that paints it is done: the first task after that frame's
  // requestAnimationFrame callbacks.
  const afterPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(clock());
      channel.port2.postMessage(0);
    });
  const idsOf = (selector) =>
    new Set(
      [...document.querySelectorAll(selector)].map((element) =>
        element.getAttribute(selector.slice(1, -1)),
      ),
    );
  const holds = (watch) => {
    switch (watch.kind) {
      case 'text': {
        const element = document.querySelector(watch.selector);
        return element !== null && (element.textContent ?? '').includes(watch.text);
      }
      case 'gone':
        return document.querySelector(watch.selector) === null;
      case 'present':
        return document.querySelector(watch.selector) !== null;
      case 'focus':
        return document.activeElement?.matches(watch.selector) ?? false;
      case 'added': {
        const added = [...document.querySelectorAll(watch.selector)].find(
          (element) => !watch.before.has(element.getAttribute(watch.attribute)),
        );
        if (added) watch.id = added.getAttribute(watch.attribute);
        return added !== undefined;
      }
    }
    return false;
  };
  // Called from a mutation (the next frame paints it) or from a frame's requestAnimationFrame
  // (this frame paints it).
  const check = (inFrame) => {
    const watch = probe.watch;
    if (watch === null || watch.pending || !holds(watch)) return;
    watch.pending = true;
    const done = (t) => {
      probe.seen.push({ label: watch.label, t, id: watch.id ?? '' });
      if (probe.watch === watch) probe.watch = null;
    };
    if (inFrame !== true) return afterPaint(done);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(clock());
    channel.port2.postMessage(0);
  };
  // Each frame too, while armed: a document written anew (Puck's canvas is an about:srcdoc frame
  // that its editor writes into) drops the observer's registration and the listeners.
  const poll = () => {
    if (probe.watch === null) return;
    check(true);
    requestAnimationFrame(poll);
  };
  const observer = new MutationObserver(() => check(false));
  const focused = () => check(false);
  const attach = () => {
    window.addEventListener('keydown', record, true);
    window.addEventListener('click', record, true);
    window.addEventListener('focusin', focused, true);
    observer.observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  };
  attach();
  /** Watches for `text` in `selector`, for no `selector`, for one, for focus on one, or a new `[attribute]` element. */
  probe.arm = (label, kind, selector, text) => {
    const attribute = selector.replace(/^\[([^\]=]+).*$/, '$1');
    probe.watch = {
      label,
      kind,
      selector,
      text,
      attribute,
      before: kind === 'added' ? idsOf(`[${attribute}]`) : new Set(),
      pending: false,
    };
    attach();
    check(false);
    requestAnimationFrame(poll);
  };
  probe.reset = () => {
    attach();
    probe.inputs = [];
    probe.seen = [];
    probe.commits = 0;
    probe.rendered = { outline: {}, canvas: {} };
  };

  // React's DevTools hook, as React DOM looks for it: each commit walks the committed tree,
  // skipping subtrees React reused whole (their child is the previous tree's), and counts the
  // components that rendered (mounted, or flagged PerformedWork) by the block they draw into
  // (the block element at or around their first element).
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const HOST = 5;
  const BLOCK_SELECTOR = ATTRIBUTES.map((name) => `[${name}]`).join(',');
  /**
   * The block a component draws into: the nearest block element around its first element. A
   * component that reaches that element through a list item (a keyed child: a region's or a
   * tree's list of blocks) draws the list, so it is its owner's: the block around the list.
   */
  const blockOf = (fiber) => {
    let node = fiber.child;
    let throughListItem = false;
    while (node !== null) {
      if (node.key !== null) throughListItem = true;
      if (node.tag === HOST) break;
      node = node.child;
    }
    const element = node?.stateNode;
    if (!element || typeof element.closest !== 'function') return null;
    const from = throughListItem ? element.parentElement : element;
    const block = from?.closest(BLOCK_SELECTOR) ?? null;
    if (block === null) return null;
    for (const name of ATTRIBUTES) {
      const id = block.getAttribute(name);
      if (id === null) continue;
      const outline =
        name === 'data-puck-layer-tree-id' || block.getAttribute('role') === 'treeitem';
      return { id, area: outline ? 'outline' : 'canvas' };
    }
    return null;
  };
  const countRendered = (root) => {
    probe.commits += 1;
    const stack = [root.current];
    while (stack.length > 0) {
      const fiber = stack.pop();
      const previous = fiber.alternate;
      if (COMPONENT_TAGS.has(fiber.tag) && (previous === null || (fiber.flags & 1) !== 0)) {
        const block = blockOf(fiber);
        if (block !== null) {
          const area = probe.rendered[block.area];
          area[block.id] = (area[block.id] ?? 0) + 1;
        }
      }
      if (fiber.sibling !== null) stack.push(fiber.sibling);
      if (fiber.child !== null && !(previous !== null && previous.child === fiber.child)) {
        stack.push(fiber.child);
      }
    }
  };
  let renderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) {
      renderers += 1;
      this.renderers.set(renderers, renderer);
      return renderers;
    },
    onCommitFiberRoot(_id, root) {
      try {
        countRendered(root);
      } catch (error) {
        // A tree this walk does not understand counts nothing, and never breaks the page.
        probe.walkError = String(error);
      }
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
})();
