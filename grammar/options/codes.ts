// The option stage's diagnostic codes and their message templates (options whose `patch:` changes
// the rules). Tests assert codes and positions, not wording.

export const optionMessages = {
  /** A patch keyed by a value the option cannot take. */
  'option/unknown-value': (option: string, key: string, allowed: string) =>
    `option '${option}' cannot be ${JSON.stringify(key)}, so this patch would never apply (${allowed})`,
  /** A patch that changes the options themselves. */
  'option/patches-options': (option: string) =>
    `a patch of option '${option}' cannot change \`options\`: options are chosen before their patches apply`,
} as const;

export type OptionCode = keyof typeof optionMessages;
