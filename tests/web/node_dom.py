"""What the front-end modules need to run under node without a page: a
minimal DOM stand-in (h() builds plain objects whose textContent is the text
the page would show), localStorage, and a fetch answering with the
catalogues as GET /api/i18n serves them (`payload`, set by the script)."""
from __future__ import annotations


def node_stub(join: str = " ") -> str:
    """The stub, with the children's texts joined by `join` in textContent."""
    return r"""
const store = {};
globalThis.localStorage = { getItem: (k) => store[k] ?? null, setItem: (k, v) => { store[k] = String(v); } };
class Node {
  constructor(tag) { this.tag = tag; this.children = []; this.attrs = {}; this.className = ''; this.style = {}; }
  append(...c) { this.children.push(...c); }
  appendChild(c) { this.children.push(c); return c; }
  setAttribute(k, v) { this.attrs[k] = String(v); }
  addEventListener() {}
  get textContent() { return this.tag === '#text' ? this.text : this.children.map((c) => c.textContent).join(JOIN); }
}
globalThis.Node = Node;
globalThis.CSS = { escape: (s) => s };
globalThis.document = { documentElement: {}, head: { append() {} }, createElement: (t) => new Node(t),
  createElementNS: (ns, t) => new Node(t), createTextNode: (s) => Object.assign(new Node('#text'), { text: s }),
  querySelector: () => null };
globalThis.fetch = async () => ({ json: async () => payload });
""".replace("JOIN", repr(join))
