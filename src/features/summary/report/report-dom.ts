// The report is built as DOM nodes in a document of its own and serialised by the browser, so
// every text (a respondent's answer included) is a text node, escaped on the way out: no string
// of markup is ever put together by hand.

const SVG_NS = 'http://www.w3.org/2000/svg';

export type Child = Node | string | number | null | undefined | false | readonly Child[];
export type Attributes = Record<string, string | number | undefined>;

/** Makes HTML and SVG elements of the report's document. */
export type ReportDom = {
  h: (tag: string, attributes?: Attributes | null, ...children: Child[]) => HTMLElement;
  svg: (tag: string, attributes?: Attributes | null, ...children: Child[]) => SVGElement;
};

function fill(element: Element, attributes: Attributes | null | undefined, children: Child[]) {
  for (const [name, value] of Object.entries(attributes ?? {})) {
    // The report runs no script: an event handler attribute is a bug in the builder.
    if (/^on/i.test(name)) throw new Error(`No event handler in a report: ${name}`);
    if (value !== undefined) element.setAttribute(name, String(value));
  }
  const add = (child: Child) => {
    if (child === null || child === undefined || child === false) return;
    if (Array.isArray(child)) (child as readonly Child[]).forEach(add);
    else element.append(typeof child === 'object' ? (child as Node) : String(child));
  };
  children.forEach(add);
  return element;
}

/**
 * An empty HTML document, inert (no script runs and nothing loads in it), with the helpers that
 * fill it, and the function that writes it out as a file's text.
 */
export function reportDocument(title: string) {
  const doc = document.implementation.createHTMLDocument(title);
  const dom: ReportDom = {
    h: (tag, attributes, ...children) =>
      fill(doc.createElement(tag), attributes, children) as HTMLElement,
    svg: (tag, attributes, ...children) =>
      fill(doc.createElementNS(SVG_NS, tag), attributes, children) as SVGElement,
  };
  // HTML serialisation escapes `&`, `<` and `>` in text and `&` and `"` in attributes.
  const serialize = () => `<!DOCTYPE html>\n${doc.documentElement.outerHTML}\n`;
  return { doc, dom, serialize };
}
