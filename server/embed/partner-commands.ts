import { parseArgs } from 'node:util';
import { PARTNER_ID_PATTERN } from '../../domain/embed/index.ts';
import { isPlainLine } from '../../domain/validation/characters.ts';
import type { Database } from '../db/database.ts';
import { newPartnerSecret } from './page-grant.ts';
import { parsePartnerOrigin } from './partner-origins.ts';
import { insertPartner, listPartners, rotatePartnerKey, setPartnerEnabled, type PartnerWithKeys } from './partner-repository.ts';

/** Hours the previous key stays valid after a rotation unless `--grace-hours` says otherwise. */
export const DEFAULT_GRACE_HOURS = 24;

export const PARTNER_USAGE = `usage: npm run partner -- <command>
  add <id> --name <display name> --origin <https://partner.example> [--origin …]
      registers a partner (id: a-z, 0-9 and '-') with a new signing key, version 1
  list
      every partner: origins, enabled, key versions and grace periods
  rotate <id> [--grace-hours <hours>]
      a new signing key; older keys stay valid for the grace period (default ${DEFAULT_GRACE_HOURS} h, 0 ends them now)
  disable <id> | enable <id>
      stops or resumes serving the form and accepting its writes for that partner`;

/** A command line that cannot be run; its message is for the operator. */
export class PartnerCommandError extends Error {}

/** Runs one `npm run partner` command against the database and returns what to print. */
export async function runPartnerCommand(db: Database, argv: readonly string[], now: Date): Promise<string> {
  const { values, positionals } = parseCommandLine(argv);
  const [command, id, ...extra] = positionals;
  if (extra.length > 0) throw new PartnerCommandError(`unexpected arguments: ${extra.join(' ')}`);
  if (command === 'list') return formatPartners(await listPartners(db), now);
  if (command !== 'add' && command !== 'rotate' && command !== 'disable' && command !== 'enable') throw new PartnerCommandError(PARTNER_USAGE);
  if (!id || !PARTNER_ID_PATTERN.test(id)) throw new PartnerCommandError(`a partner id (${PARTNER_ID_PATTERN.source}) is required`);

  if (command === 'add') {
    const name = values.name?.trim();
    if (!name) throw new PartnerCommandError('--name is required');
    // The name is printed by `list`, one partner a line: a line break or markup would forge its output.
    if (!isPlainLine(name)) {
      throw new PartnerCommandError('--name must be one line of plain text: no line breaks, control or invisible characters, machine-dependent symbols, emoji, < or >');
    }
    const origins = (values.origin ?? []).map((input) => {
      const parsed = parsePartnerOrigin(input);
      if ('error' in parsed) throw new PartnerCommandError(parsed.error);
      return parsed.origin;
    });
    if (origins.length === 0) throw new PartnerCommandError('at least one --origin is required');
    const added = await insertPartner(db, { id, displayName: name, allowedOrigins: [...new Set(origins)] }, newPartnerSecret(), now);
    if (!added) throw new PartnerCommandError(`partner "${id}" already exists`);
    return `added ${id} (key version 1); embed URL: /embed-mitsumori/?partner=${id}`;
  }
  if (command === 'rotate') {
    const hours = Number(values['grace-hours'] ?? DEFAULT_GRACE_HOURS);
    if (!Number.isFinite(hours) || hours < 0) throw new PartnerCommandError('--grace-hours must be a number of hours, 0 or more');
    const graceEndsAt = new Date(now.getTime() + hours * 60 * 60 * 1000);
    const version = await rotatePartnerKey(db, id, newPartnerSecret(), graceEndsAt, now);
    if (version === undefined) throw new PartnerCommandError(`no partner "${id}"`);
    return `rotated ${id}: key version ${version} is current; older keys are valid until ${graceEndsAt.toISOString()}`;
  }
  if (!(await setPartnerEnabled(db, id, command === 'enable', now))) throw new PartnerCommandError(`no partner "${id}"`);
  return `${command}d ${id}`;
}

function parseCommandLine(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { name: { type: 'string' }, origin: { type: 'string', multiple: true }, 'grace-hours': { type: 'string' } },
    });
  } catch (error) {
    throw new PartnerCommandError(`${error instanceof Error ? error.message : String(error)}\n${PARTNER_USAGE}`);
  }
}

function formatPartners(partners: readonly PartnerWithKeys[], now: Date): string {
  if (partners.length === 0) return 'no partners registered';
  return partners
    .map((partner) => {
      const keys = partner.keys.map((key) => {
        if (key.validUntil === null) return `v${key.version} current`;
        return key.validUntil > now ? `v${key.version} valid until ${key.validUntil.toISOString()}` : `v${key.version} expired`;
      });
      return [
        `${partner.id}  ${partner.displayName}  ${partner.enabled ? 'enabled' : 'DISABLED'}`,
        `  origins: ${partner.allowedOrigins.join(' ')}`,
        `  keys:    ${keys.join(', ')}`,
      ].join('\n');
    })
    .join('\n');
}
