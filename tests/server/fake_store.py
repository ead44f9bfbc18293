"""A store with contract C1's `table_no` for the tests that run before the
store's own columns exist: table 0 goes to the real store; companion tables
(table_no >= 1) are kept in memory, shared by every store on the same
database (a restarted server sees them), and counted per transaction."""
from __future__ import annotations

import inspect
from typing import Any

from talong.core import records
from talong.store import Store, StoredDeal

MEMORY: dict[tuple[str, int], dict[int, dict[str, Any]]] = {}


def store_has_table_no() -> bool:
    return "table_no" in inspect.signature(Store.append_actions).parameters


class CompanionStore(Store):
    transactions: list[tuple[str, int, int, int]] = []   # (party, deal, table_no, number of actions)

    def start_deal(self, party_id, number, deal, table_no=0):
        if not table_no:
            return super().start_deal(party_id, number, deal)
        MEMORY.setdefault((party_id, table_no), {})[number] = {"deal": deal, "result": None, "actions": []}

    def append_actions(self, party_id, deal, first_index, entries, table_no=0):
        if not table_no:
            return super().append_actions(party_id, deal, first_index, entries)
        actions = MEMORY[(party_id, table_no)][deal]["actions"]
        assert len(actions) == first_index, "a second writer at the same index"
        actions.extend(records.action_entry(s, a) for s, a in entries)
        self.transactions.append((party_id, deal, table_no, len(entries)))

    def finish_deal(self, party_id, number, result, table_no=0):
        if not table_no:
            return super().finish_deal(party_id, number, result)
        MEMORY[(party_id, table_no)][number]["result"] = result

    def deals(self, party_id, table_no=0):
        if not table_no:
            return super().deals(party_id)
        return [StoredDeal(n, d["deal"], d["result"], list(d["actions"]))
                for n, d in sorted(MEMORY.get((party_id, table_no), {}).items())]
