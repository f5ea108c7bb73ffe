import { SaxesParser } from 'saxes';
import type { CheckupRefusal, CheckupRefusalReason } from './types';
import { decodeXmlBytes } from './xml-text';

/**
 * A small namespace-aware element tree, built with a strict SAX parser that never resolves
 * external entities. Document type declarations are refused outright: a check-up file has no
 * use for one, and refusing it shuts out entity expansion attacks (XXE, "billion laughs").
 */
export interface XmlElement {
  /** Namespace URI; the empty string for an element in no namespace. */
  ns: string;
  /** Local name, without any prefix. */
  name: string;
  /** Attributes keyed by `{namespace}local` (`local` alone for unprefixed ones). */
  attributes: Map<string, string>;
  children: XmlElement[];
  /** Text, CDATA and child elements in document order (mixed content). */
  content: (string | XmlElement)[];
}

export type XmlTreeResult = { ok: true; root: XmlElement } | CheckupRefusal;

/** Deeper than any CDA check-up file nests; stops pathological input before it costs much. */
const MAX_DEPTH = 100;

class RefusedXml extends Error {
  constructor(
    message: string,
    readonly reason: CheckupRefusalReason,
  ) {
    super(message);
  }
}

function attributeKey(ns: string, local: string): string {
  return ns === '' ? local : `{${ns}}${local}`;
}

export function parseXmlTree(text: string): XmlTreeResult {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;

  parser.on('error', (err) => {
    throw new RefusedXml(
      `XML として正しくありません（途中で切れているか、壊れています）: ${err.message}`,
      'malformed',
    );
  });
  parser.on('doctype', () => {
    throw new RefusedXml(
      '文書型宣言（DOCTYPE）を含む XML は、外部の実体を読み込ませる攻撃を防ぐため受け付けません',
      'doctype',
    );
  });
  parser.on('opentag', (tag) => {
    if (stack.length >= MAX_DEPTH) {
      throw new RefusedXml(`XML の要素の入れ子が深すぎます（${MAX_DEPTH} 段まで）`, 'malformed');
    }
    const attributes = new Map<string, string>();
    for (const attribute of Object.values(tag.attributes)) {
      attributes.set(attributeKey(attribute.uri, attribute.local), attribute.value);
    }
    const element: XmlElement = {
      ns: tag.uri,
      name: tag.local,
      attributes,
      children: [],
      content: [],
    };
    const parent = stack[stack.length - 1];
    if (parent) {
      parent.children.push(element);
      parent.content.push(element);
    } else {
      root = element;
    }
    stack.push(element);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const addText = (content: string): void => {
    stack[stack.length - 1]?.content.push(content);
  };
  parser.on('text', addText);
  parser.on('cdata', addText);

  try {
    parser.write(text).close();
  } catch (err) {
    if (err instanceof RefusedXml) return { ok: false, reason: err.reason, error: err.message };
    return { ok: false, reason: 'malformed', error: 'XML として読めません' };
  }
  if (!root) return { ok: false, reason: 'malformed', error: 'XML の要素がひとつもありません' };
  return { ok: true, root };
}

/** The value of an attribute, `ns` being the attribute's namespace (empty when unprefixed). */
export function attribute(element: XmlElement | undefined, local: string, ns = ''): string | null {
  return element?.attributes.get(attributeKey(ns, local)) ?? null;
}

/** The first child element with this namespace and local name. */
export function child(
  element: XmlElement | undefined,
  ns: string,
  name: string,
): XmlElement | undefined {
  return element?.children.find((candidate) => candidate.ns === ns && candidate.name === name);
}

/** All child elements with this namespace and local name, in document order. */
export function childrenNamed(
  element: XmlElement | undefined,
  ns: string,
  name: string,
): XmlElement[] {
  return (
    element?.children.filter((candidate) => candidate.ns === ns && candidate.name === name) ?? []
  );
}

/** All text inside the element and its descendants, in document order (DOM `textContent`). */
export function textContent(element: XmlElement): string {
  return element.content
    .map((node) => (typeof node === 'string' ? node : textContent(node)))
    .join('');
}

/** Decodes a file's bytes (size cap, encoding) and parses them into a tree. */
export function parseXmlBytes(bytes: Uint8Array): XmlTreeResult {
  const decoded = decodeXmlBytes(bytes);
  return decoded.ok ? parseXmlTree(decoded.text) : decoded;
}
