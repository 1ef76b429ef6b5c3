"""Every Sette e mezzo count that sets the amount of work has a stated bound, refused at once beyond it."""

from __future__ import annotations

import numpy as np
import pytest

from hazardlib import sette_e_mezzo as sm
from hazardlib.errors import IllegalActionError, InvalidRuleError

HUGE = [10**20, 2**63, np.int64(2**62), np.uint64(2**64 - 1)]


@pytest.mark.parametrize("huge", HUGE)
def test_counts_beyond_their_bound_are_refused(huge: object) -> None:
    player, dealer = sm.StandOn(5), sm.DealerStandOn(5)
    with pytest.raises(IllegalActionError, match=r"hands must be an int from 1 to 100000000, got"):
        sm.simulate(sm.DEFAULT, player, dealer, hands=huge, rng=1)  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match=r"hands must be an int from 1 to 100000000, got"):
        sm.simulate(sm.DEFAULT, player, dealer, hands=huge, rng=1, engine="python")  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match=r"decks must be an int from 1 to 1000000, got"):
        sm.play(sm.DEFAULT, [player] * 3, dealer, decks=huge, rng=1)  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match=r"hands must be an int from 1 to 1000000, got"):
        sm.bank_at_table(sm.DEFAULT, player, hands=huge, dealer=dealer, rng=1)  # type: ignore[arg-type]
    with pytest.raises(InvalidRuleError, match=r"rounds must be an int from 1 to 100000000, got"):
        sm.live_simulate(rounds=huge, rng=1)  # type: ignore[arg-type]
    with pytest.raises(InvalidRuleError, match=r"max_iterations must be an int from 1 to 10000, got"):
        sm.solve_game(max_iterations=huge)  # type: ignore[arg-type]


def test_a_large_legal_count_still_plays() -> None:
    # A bound refuses only what is beyond it: one hand more than the
    # numpy engine's chunk of 50,000 still plays.
    r = sm.simulate(sm.DEFAULT, sm.StandOn(5), sm.DealerStandOn(5), hands=np.int64(50_001), rng=3)
    assert r.hands == 50_001


@pytest.mark.parametrize("tolerance", [np.float32(0.5), np.float16(0), float("nan"), 10**400, True, "1e-10"])
def test_solve_game_refuses_a_tolerance_out_of_range_whatever_its_type(tolerance: object) -> None:
    with pytest.raises(InvalidRuleError, match=r"tolerance must be a number from 1e-13 to 1e-3, got"):
        sm.solve_game(tolerance=tolerance)  # type: ignore[arg-type]
