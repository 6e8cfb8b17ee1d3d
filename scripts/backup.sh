#!/bin/sh
# Backs up the whole GharSeva database (every schema: the app's tables, drizzle's migration
# journal, the job queue's pgboss schema) into one pg_dump archive in custom format.
#
#   DATABASE_URL=postgres://user@host:5432/gharseva scripts/backup.sh [FILE]
#
# FILE defaults to gharseva-<UTC time>.dump in the current directory. The archive is written
# beside FILE under a temporary name, checked with pg_restore --list, and only then renamed,
# so a FILE that exists is a complete, readable archive. pg_dump takes one consistent
# snapshot; the app keeps serving meanwhile. Its major version must be at least the
# server's (PG_DUMP and PG_RESTORE name other binaries).
set -eu

: "${DATABASE_URL:?DATABASE_URL must name the database to back up}"
PG_DUMP="${PG_DUMP:-pg_dump}"
PG_RESTORE="${PG_RESTORE:-pg_restore}"
file="${1:-gharseva-$(date -u +%Y%m%dT%H%M%SZ).dump}"
partial="$file.partial"

trap 'rm -f "$partial"' EXIT
"$PG_DUMP" --format=custom --compress=6 --file="$partial" --dbname="$DATABASE_URL"
entries=$("$PG_RESTORE" --list "$partial" | awk '!/^;/ && NF { n++ } END { print n + 0 }')
mv "$partial" "$file"
trap - EXIT
echo "backup: wrote $file ($(wc -c <"$file" | tr -d ' ') bytes, $entries archive entries)" >&2
