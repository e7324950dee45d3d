-- user_problems, the learner's state on each problem, is rewritten by every analysis, hint and submission, and is
-- read through index-only scans (the list's status column, its status filters and totals, the dashboard's counts).
-- Those stay index-only only while the visibility map says the rows' pages hold no recent change, and autovacuum
-- refreshes it only once a fifth of the table has changed by default: after ~30,000 submissions on bench:practice's
-- 140,000 rows, one learner's statuses took 109 heap visits instead of none. A table this hot is vacuumed after 2%.
ALTER TABLE "user_problems" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);
