import type { SiteMessageId } from './site-messages';

// The rules both sides apply (the zod schemas of src/shared) say why they refuse in words of the
// site's catalogue, in no language yet: a rule's message is a catalogue id, followed by the
// values its words need, as JSON (`cardInput.text.tooLong{"label":{"id":"cardInput.label.doa"},
// "max":1500}`). Zod carries a message as text wherever it goes (an issue, the server's
// validation error, an imported line's reason), so the words travel whole; whoever shows them to
// a person says them in that person's language: the browser with `t()`, the server in its
// reply's language. Catalogue ids hold no spaces, sentences always do: a message that is not a
// rule's words (a server's reply, already said) is shown as it is.

/** What fills a rule's placeholders: plain values, or words of the catalogue (a field's label). */
export type RuleValues = Readonly<Record<string, string | number | RuleWords>>;

/** A rule's words: a message of the site's catalogue and its values. */
export interface RuleWords {
  readonly id: SiteMessageId;
  readonly values?: RuleValues | undefined;
}

/** The message a rule refuses with: `ruleMessage('cardInput.theme')`, values when it has any. */
export function ruleMessage(id: SiteMessageId, values?: RuleValues): string {
  return values ? `${id}${JSON.stringify(values)}` : id;
}

/** `area.key.more` and, when it has values, their JSON object right after it. */
const RULE_MESSAGE = /^([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)(\{.*\})?$/s;

const isRuleWords = (value: unknown): value is RuleWords =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  isRuleValues((value as { values?: unknown }).values ?? {});

function isRuleValues(value: unknown): value is RuleValues {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (item) => typeof item === 'string' || typeof item === 'number' || isRuleWords(item),
  );
}

/**
 * The id and values of a message made as `ruleMessage` makes them, when `pattern` (the id, then
 * the values' JSON) matches it and its values are of the kind `valuesOk` takes; null otherwise.
 */
export function readMessageOf<Id extends string, Values>(
  message: string,
  pattern: RegExp,
  valuesOk: (values: unknown) => values is Values,
): { id: Id; values?: Values } | null {
  const found = pattern.exec(message);
  if (!found) return null;
  const id = found[1] as Id;
  if (found[2] === undefined) return { id };
  try {
    const values: unknown = JSON.parse(found[2]);
    return valuesOk(values) ? { id, values } : null;
  } catch {
    return null;
  }
}

/** A rule's words, read back from its message; null for any other text. */
export function readRuleMessage(message: string): RuleWords | null {
  return readMessageOf<SiteMessageId, RuleValues>(message, RULE_MESSAGE, isRuleValues);
}

/** Says a catalogue message in one language: `t` of the browser or of a server translator. */
export type SayMessage = (id: SiteMessageId, values?: Record<string, string | number>) => string;

/** A rule's words said by `say`, the words among their values in the same language. */
export function sayRule(words: RuleWords, say: SayMessage): string {
  const values = words.values
    ? Object.fromEntries(
        Object.entries(words.values).map(([name, value]) => [
          name,
          typeof value === 'object' ? sayRule(value, say) : value,
        ]),
      )
    : undefined;
  return say(words.id, values);
}

/** A message as a person reads it: a rule's words said by `say`, any other text as it is. */
export function ruleText(message: string, say: SayMessage): string {
  const words = readRuleMessage(message);
  return words ? sayRule(words, say) : message;
}
