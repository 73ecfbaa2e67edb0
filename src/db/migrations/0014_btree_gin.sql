-- btree_gin lets a GIN index hold the destination code beside the searched text (migration
-- 0015), so a tour search reads only the matching tours of one destination.
CREATE EXTENSION IF NOT EXISTS btree_gin;
