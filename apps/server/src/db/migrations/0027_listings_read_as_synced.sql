-- Listings stored before the server read each record's JSON lists as the records' sync does (issue 29, core's
-- toSyncListing) may carry organisation entries of any shape, or a null among the terms, which a client's listing
-- check (core's SimulatorListingRow, plain lists since) refuses. They go: the listings keeper derives every missing
-- listing again at its start, and an answer given before it is done derives the ones still missing itself.
DELETE FROM simulator_listings;
