-- Loading calls at carrier volume (POST /calls/import; bench/README.md, Call import): per inserted row, the three
-- foreign keys of "calls" ran a trigger each, which cost nearly as much as the heap and every index together, and
-- "calls_seized_idx" duplicated the primary key in another order; the duplicate check's index led by the called number
-- wrote all over the index where one led by the seizure time appends. The primary key becomes (seized_at, id) — the
-- order every list reads — and the foreign keys go: the loading statement locks and checks the rows it refers to once
-- per statement (modules/calls/calls-insert.ts), and deleting a company, vendor or inventory number sets its calls'
-- column to NULL through the statement triggers below, as ON DELETE SET NULL did.
ALTER TABLE "calls" DROP CONSTRAINT "calls_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "calls" DROP CONSTRAINT "calls_vendor_id_vendors_id_fk";--> statement-breakpoint
ALTER TABLE "calls" DROP CONSTRAINT "calls_inventory_number_id_inventory_numbers_id_fk";--> statement-breakpoint
DROP INDEX "calls_seized_idx";--> statement-breakpoint
DROP INDEX "calls_called_seized_idx";--> statement-breakpoint
CREATE INDEX "calls_seized_called_idx" ON "calls" USING btree ("seized_at","called_number");--> statement-breakpoint
ALTER TABLE "calls" DROP CONSTRAINT "calls_pkey";--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_pkey" PRIMARY KEY("seized_at","id");--> statement-breakpoint
CREATE FUNCTION "calls_unlink_customers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "calls" SET "customer_id" = NULL WHERE "customer_id" IN (SELECT "id" FROM "gone");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "calls_unlink_vendors"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "calls" SET "vendor_id" = NULL WHERE "vendor_id" IN (SELECT "id" FROM "gone");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "calls_unlink_inventory_numbers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "calls" SET "inventory_number_id" = NULL WHERE "inventory_number_id" IN (SELECT "id" FROM "gone");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "calls_missing_reference"() RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'a call refers to a company, vendor or inventory number that does not exist' USING ERRCODE = 'foreign_key_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "calls_unlink" AFTER DELETE ON "customers" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "calls_unlink_customers"();--> statement-breakpoint
CREATE TRIGGER "calls_unlink" AFTER DELETE ON "vendors" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "calls_unlink_vendors"();--> statement-breakpoint
CREATE TRIGGER "calls_unlink" AFTER DELETE ON "inventory_numbers" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "calls_unlink_inventory_numbers"();
