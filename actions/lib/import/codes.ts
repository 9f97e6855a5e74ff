/**
 * The problem codes of a bulk import (`dirhub import`): the folder, the shards' result files the merge
 * reads, and the merge itself. What is wrong inside one upload keeps the pipeline's codes and the
 * intake's pairing codes (`upload.*`), as in a pull request.
 */
export const IMPORT_CODES = [
  // The folder.
  'import.not_a_file',
  // The shards' result files, as the merge checks them.
  'import.shard_unreadable',
  'import.shard_invalid',
  'import.shard_mismatch',
  'import.shard_missing',
  'import.shard_twice',
  'import.settings_changed',
  // The folder against what the shards analysed.
  'import.folder_changed',
  'import.item_foreign',
  'import.item_twice',
  'import.item_missing',
  'import.file_changed',
  // Deciding an item.
  'import.not_scored',
  'import.already_decided',
] as const;

export type ImportCode = (typeof IMPORT_CODES)[number];
