-- PostgreSQL compiles a statement with LLVM (JIT) when its estimated cost passes jit_above_cost. The shop's
-- statements run in milliseconds, but on a large catalogue a broad search or suggestion is estimated above
-- that line, and the compiling took longer than the statement: at 1,000,000 products "olio" as typed took
-- 541 ms with JIT and 163 ms without (decision 020). Set for the shop's database, so every connection
-- opened after this has it; a role that may not alter the database leaves it as configured.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'jit is left as configured: only the owner of the database may turn it off (docs/operations.md)';
END $$;
