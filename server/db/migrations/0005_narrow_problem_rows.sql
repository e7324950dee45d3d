-- A problem's row holds its statements (a few hundred bytes to several KB each, in two languages) beside what the
-- list reads (the filter and sort columns and summary_members). Postgres moves values out of a row only once the
-- row passes 2 KB, and then only until it is under 2 KB again, so a list page read ~4 problems per 8 KB page: the
-- solved filter visited ~140 pages for one learner's 141 problems. A row that passes 2 KB now goes down to under
-- 1,000 bytes: its longest values, the statements in practice, go to the TOAST table (compressed), read only by
-- the calls that show one problem. summary_members, which every list row is made of, always stays inline and
-- uncompressed.
ALTER TABLE "problems" ALTER COLUMN "summary_members" SET STORAGE PLAIN;
--> statement-breakpoint
ALTER TABLE "problems" SET (toast_tuple_target = 1000);
--> statement-breakpoint
-- Existing rows are written again, both statements as new (uncompressed) values, so that Postgres sees each row at
-- its full size: a statement it had compressed in place, kept as it was, could leave the row under 2 KB again.
UPDATE "problems" SET "description_en" = "description_en" || '', "description_zh" = "description_zh" || '';
