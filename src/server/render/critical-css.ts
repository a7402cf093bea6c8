import postcss from 'postcss';
import type { AtRule, ChildNode, Container, Root } from 'postcss';
import { LRUCache } from 'lru-cache';

// The card's first screen paints from the HTML's first round trip (about 14 KB): the head carries
// only the rules the first screen's markup can match, and the whole stylesheet follows the card.
// Tailwind's stylesheet is flat (one rule per class), so "can
// match" is decided from the selector's classes, attributes and element names alone: a rule is
// kept unless its selector needs something the markup lacks. Keeping too much costs bytes;
// dropping too much is harmless, since the full stylesheet comes later in the same document.

/** What a piece of markup offers to selectors. */
interface MarkupTokens {
  classes: Set<string>;
  attributes: Set<string>;
  elements: Set<string>;
}

export function markupTokens(html: string): MarkupTokens {
  const classes = new Set<string>();
  const attributes = new Set<string>();
  const elements = new Set<string>(['html', 'body']);
  for (const [, name, attrs] of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    elements.add(name!.toLowerCase());
    for (const [, attribute, value] of attrs!.matchAll(
      /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|[^\s>]+))?/g,
    )) {
      attributes.add(attribute!.toLowerCase());
      if (attribute === 'class' && value) for (const c of value.split(/\s+/)) classes.add(c);
    }
  }
  return { classes, attributes, elements };
}

// Pseudo-elements of form controls and dialogs: nothing on the first screen draws them.
const UNUSED_PSEUDO = /::(backdrop|file-selector-button|placeholder|-webkit-[\w-]+|-moz-[\w-]+)/;

function unescapeClass(name: string): string {
  return name.replace(/\\(.)/g, '$1');
}

/** A class selector's name, escapes and all (Tailwind's `.md\:flex`, `.max-w-\[480px\]`). */
const CLASS_NAME = /\.((?:\\.|[\w-])+)/g;

function selectorCanMatch(selector: string, tokens: MarkupTokens): boolean {
  if (UNUSED_PSEUDO.test(selector)) return false;
  // `:not(.x)` matches when .x is absent: its contents say nothing about what must be present.
  const positive = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  for (const [, name] of positive.matchAll(CLASS_NAME)) {
    if (!tokens.classes.has(unescapeClass(name!))) return false;
  }
  // Attributes and element names are read with the class names taken out: an arbitrary value's
  // escaped bracket (`.max-w-\[480px\]`) is part of its class name, not an attribute selector.
  const rest = positive.replace(CLASS_NAME, '');
  for (const [, name] of rest.matchAll(/\[([\w-]+)/g)) {
    if (!tokens.attributes.has(name!.toLowerCase())) return false;
  }
  // Element names: at the start or after a combinator, a comma or an opening parenthesis.
  for (const [, name] of rest.matchAll(/(?:^|[\s>+~(,])([a-z][a-z0-9]*)(?![\w-]*\()/g)) {
    if (!tokens.elements.has(name!)) return false;
  }
  return true;
}

/** Drops rules that cannot match; returns false when the container ends up empty. */
function pruneRules(container: Container, tokens: MarkupTokens): void {
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      const kept = node.selectors.filter((s) => selectorCanMatch(s, tokens));
      if (kept.length === 0) node.remove();
      else node.selectors = kept;
    } else if (node.type === 'atrule' && node.nodes && !isKeptWhole(node)) {
      pruneRules(node, tokens);
    }
  });
}

// Keyframes and @property are kept or dropped by whether a kept rule refers to them.
const isKeptWhole = (node: AtRule) => /keyframes$/.test(node.name) || node.name === 'property';

function dropEmpty(container: Container): void {
  container.each((node: ChildNode) => {
    if (node.type === 'atrule' && node.nodes && !isKeptWhole(node)) {
      dropEmpty(node);
      if (node.nodes.length === 0) node.remove();
    } else if (node.type === 'rule' && node.nodes.length === 0) {
      node.remove();
    }
  });
}

/**
 * The custom properties and keyframes the remaining declarations use, followed through the
 * values of the custom properties they name (Tailwind's utilities compose `--tw-*` variables).
 */
function referencedNames(root: Root): { variables: Set<string>; keyframes: Set<string> } {
  const definitions = new Map<string, string[]>();
  const variables = new Set<string>();
  const keyframes = new Set<string>();
  const queue: string[] = [];
  const refer = (value: string) => {
    for (const [, name] of value.matchAll(/var\(\s*(--[\w-]+)/g)) {
      if (!variables.has(name!)) {
        variables.add(name!);
        queue.push(name!);
      }
    }
  };
  root.walkDecls((decl) => {
    if (decl.parent?.type === 'atrule' && (decl.parent as AtRule).name === 'property') return;
    if (decl.prop.startsWith('--')) {
      definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl.value]);
      return;
    }
    refer(decl.value);
    if (decl.prop === 'animation' || decl.prop === 'animation-name') {
      for (const word of decl.value.split(/[\s,]+/)) keyframes.add(word);
    }
  });
  while (queue.length > 0) for (const value of definitions.get(queue.pop()!) ?? []) refer(value);
  return { variables, keyframes };
}

function dropUnreferenced(root: Root): void {
  const { variables, keyframes } = referencedNames(root);
  root.walkAtRules((rule) => {
    if (rule.name === 'property' && !variables.has(rule.params.trim())) rule.remove();
    if (/keyframes$/.test(rule.name) && !keyframes.has(rule.params.trim())) rule.remove();
  });
  root.walkDecls(/^--/, (decl) => {
    if (!variables.has(decl.prop)) decl.remove();
  });
}

const parsed = new Map<string, Root>();

/** The rules of `css` that the markup can use, minified as the source was. */
export function criticalCss(css: string, html: string): string {
  let source = parsed.get(css);
  if (!source) {
    source = postcss.parse(css);
    parsed.clear(); // one stylesheet per build
    parsed.set(css, source);
  }
  const root = source.clone();
  root.walkComments((comment) => {
    comment.remove();
  });
  // Tailwind's `@layer properties` sets its variables for browsers without @property (Safari
  // before 16.4, Firefox before 128); they get them from the whole stylesheet a moment later.
  root.walkAtRules('layer', (layer) => {
    if (layer.params === 'properties' && layer.nodes) layer.remove();
  });
  pruneRules(root, markupTokens(html));
  dropUnreferenced(root);
  dropEmpty(root);
  root.raws.after = '';
  return root.toString();
}

// The same first screen (a theme with its features and fonts) gives the same rules: cards in one
// theme share them, and the page cache's minute-by-minute renders do not redo the work.
const results = new LRUCache<string, string>({ max: 500 });

export function cachedCriticalCss(css: string, html: string): string {
  const tokens = markupTokens(html);
  const key = [
    [...tokens.classes].sort().join(' '),
    [...tokens.attributes].sort().join(' '),
    [...tokens.elements].sort().join(' '),
  ].join('|');
  let result = results.get(key);
  if (result === undefined) {
    result = criticalCss(css, html);
    results.set(key, result);
  }
  return result;
}
