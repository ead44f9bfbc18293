"""Shared by the Vira AI tests."""
import copy


class Checked:
    """Wraps a player: every choice must be one of the legal actions, and the
    player gets a private copy of the view (so it cannot reach the state)."""

    def __init__(self, player):
        self.player, self.steps = player, set()

    def choose(self, view, legal):
        self.steps.add(view["step"])
        action = self.player.choose(copy.deepcopy(view), list(legal))
        assert action in legal, (view["step"], action, legal)
        return action
