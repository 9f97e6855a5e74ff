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

/**
 * The problem codes of the roles file (`.github/dirhub-roles.json`): what `dirhub governance` and
 * `dirhub doctor` report of it, one code a field, and `roles.invalid`, the error that carries them.
 */
export const ROLES_CODES = [
  'roles.missing',
  'roles.json',
  'roles.admins',
  'roles.maintainers',
  'roles.bot',
  'roles.required_checks',
  'roles.invalid',
] as const;

export type RolesCode = (typeof ROLES_CODES)[number];
