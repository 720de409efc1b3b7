package sqltest

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// A test's PostgreSQL schema is emptied after it and given to the next test: 0.1 s, where a
// new schema's migrations take 2-3 s on a loaded 2-core machine. Emptied, it is the shop the
// migrations make: its rows and sequences those of a schema migrated and never used (the
// pristine one), its tables, columns, constraints and indexes checked to be the same (a schema
// a test changed is dropped), and no connection of the test's left (they name the schema as
// their application_name; one still open is ended).

// fingerprintSQL is a digest of the schema in the search_path's tables, columns, constraints,
// indexes, functions, triggers and types, their schema's name left out.
const fingerprintSQL = `SELECT md5(string_agg(replace(d, current_schema() || '.', ''), E'\n' ORDER BY d)) FROM (
	SELECT c.relkind::text || ' ' || c.relname AS d FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace
	UNION ALL SELECT c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull::text
		|| ' ' || a.attgenerated::text || ' ' || a.attidentity::text || ' ' || coalesce(pg_get_expr(ad.adbin, ad.adrelid), '')
		FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
		LEFT JOIN pg_attrdef ad ON ad.adrelid = a.attrelid AND ad.adnum = a.attnum
		WHERE c.relnamespace = current_schema()::regnamespace AND a.attnum > 0 AND NOT a.attisdropped
	UNION ALL SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
		FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
	UNION ALL SELECT pg_get_indexdef(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
		WHERE c.relnamespace = current_schema()::regnamespace
	UNION ALL SELECT 'function ' || proname FROM pg_proc WHERE pronamespace = current_schema()::regnamespace
	UNION ALL SELECT 'trigger ' || tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
		WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal
	UNION ALL SELECT 'type ' || typname FROM pg_type WHERE typnamespace = current_schema()::regnamespace
) x`

// resetSQL empties the search_path's schema and copies the pristine schema's rows (%[1]s) and
// sequences into it. The tables are emptied children first and filled parents first: a
// statement a foreign key refuses is tried again after the others, and a pass in which none
// goes through fails the reset.
const resetSQL = `DO $reset$
DECLARE
	pending text[];
	refused text[];
	tn text;
	cols text;
	s record;
	filling boolean;
BEGIN
	FOREACH filling IN ARRAY ARRAY[false, true] LOOP
		pending := ARRAY(SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename);
		WHILE cardinality(pending) > 0 LOOP
			refused := '{}';
			FOREACH tn IN ARRAY pending LOOP
				BEGIN
					IF filling THEN
						SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) INTO cols FROM pg_attribute
							WHERE attrelid = format('%%I.%%I', '%[1]s', tn)::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '';
						EXECUTE format('INSERT INTO %%I (%%s) OVERRIDING SYSTEM VALUE SELECT %%s FROM %%I.%%I', tn, cols, cols, '%[1]s', tn);
					ELSE
						EXECUTE format('DELETE FROM %%I', tn);
					END IF;
				EXCEPTION WHEN foreign_key_violation THEN
					refused := refused || tn;
				END;
			END LOOP;
			IF cardinality(refused) = cardinality(pending) THEN
				RAISE EXCEPTION 'foreign keys hold back %%', refused;
			END IF;
			pending := refused;
		END LOOP;
	END LOOP;
	FOR s IN SELECT sequencename, start_value, last_value FROM pg_sequences WHERE schemaname = '%[1]s' LOOP
		PERFORM setval(quote_ident(s.sequencename), coalesce(s.last_value, s.start_value), s.last_value IS NOT NULL);
	END LOOP;
END
$reset$`

// fingerprint is the digest of schema's definitions.
func fingerprint(ctx context.Context, db *bun.DB, schema string) (string, error) {
	var sum string
	err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.ExecContext(ctx, "SET LOCAL search_path TO "+schema); err != nil {
			return err
		}
		return tx.NewRaw(fingerprintSQL).Scan(ctx, &sum)
	})
	return sum, err
}

// reset makes schema, a test's, the pristine one again.
func (s *schemas) reset(ctx context.Context, schema string) error {
	if _, err := s.admin.ExecContext(ctx, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ?", schema); err != nil {
		return err
	}
	sum, err := fingerprint(ctx, s.admin, schema)
	if err != nil {
		return err
	}
	if sum != s.fingerprint {
		return fmt.Errorf("the test changed schema %s", schema)
	}
	return s.admin.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.ExecContext(ctx, "SET LOCAL search_path TO "+schema); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, fmt.Sprintf(resetSQL, s.pristine))
		return err
	})
}
