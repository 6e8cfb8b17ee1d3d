#!/bin/sh
# Restores a scripts/backup.sh archive into an empty database, all or nothing.
#
#   createdb -h host -U user gharseva_restored
#   DATABASE_URL=postgres://user@host:5432/gharseva_restored scripts/restore.sh FILE
#
# The target must exist and hold no tables (it refuses otherwise, so a mistyped URL never
# lands on the live database). The restore runs in one transaction and stops at the first
# error; --no-owner makes the connecting role own every object, so the archive restores
# under whatever role the new server uses. Start the app on the restored database as usual:
# its migrations find the journal in the archive and apply only what is newer.
set -eu

: "${DATABASE_URL:?DATABASE_URL must name the empty database to restore into}"
file="${1:?usage: scripts/restore.sh FILE}"
PG_RESTORE="${PG_RESTORE:-pg_restore}"
PSQL="${PSQL:-psql}"

[ -r "$file" ] || { echo "restore: cannot read $file" >&2; exit 1; }
tables=$("$PSQL" --no-psqlrc --tuples-only --no-align --dbname="$DATABASE_URL" --command \
  "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')")
if [ "$tables" != "0" ]; then
  echo "restore: the target database already holds $tables tables; restore into an empty one" >&2
  exit 1
fi
"$PG_RESTORE" --no-owner --exit-on-error --single-transaction --dbname="$DATABASE_URL" "$file"
echo "restore: restored $file" >&2
