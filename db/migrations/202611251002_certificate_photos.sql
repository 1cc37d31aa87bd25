-- Issue 22 (gap): photos on a certificate record (test results, the installation): '/api/objects/{id}' paths with
-- their kind, [{ "path": …, "kind": "test" | "installation" }]. The orphan sweep keeps the files a live record names.
alter table certificates add column photos jsonb not null default '[]';
