/**
 * The problem codes of a maintainer's word on a pull request: a `/dirhub` command refused, and an
 * accept or reject that overrules the automatic decision. Stable: the comment and the labels carry them.
 */
export const COMMAND_CODES = [
  'command.not_permitted',
  'command.reason_missing',
  'command.head_moved',
  'maintainer.accepted',
  'maintainer.rejected',
] as const;

export type CommandCode = (typeof COMMAND_CODES)[number];
